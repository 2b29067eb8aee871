import fp from 'fastify-plugin';
import { PENDING_GRACE_MS } from './paymentsService';

/**
 * A server that stopped between charging and granting left payments pending: they are settled at
 * start, then as often as one can be left behind.
 */
export const paymentReconciliationPlugin = fp(
  (app, _options, done) => {
    const { payments } = app.services;
    const reconcile = async () => {
      const report = await payments.reconcilePending();
      if (report.granted + report.declined + report.failed + report.unknown > 0) {
        app.log.info({ report }, 'pending payments reconciled');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await reconcile();
      timer = setInterval(() => {
        reconcile().catch((error: unknown) =>
          app.log.error({ err: error }, 'reconciling payments'),
        );
      }, PENDING_GRACE_MS);
      timer.unref();
    });
    app.addHook('onClose', (_instance, closed) => {
      clearInterval(timer);
      closed();
    });
    done();
  },
  { name: 'payment-reconciliation', dependencies: ['services'] },
);
