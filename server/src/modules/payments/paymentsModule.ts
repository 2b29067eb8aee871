import { defineModule } from '../../composition/defineModule';
import { createPaymentGateway } from './createPaymentGateway';
import { PaymentsRepository } from './paymentsRepository';
import { paymentsRoutes } from './paymentsRoutes';
import { PaymentsService, PENDING_GRACE_MS } from './paymentsService';

declare module '../../composition/services' {
  interface Services {
    payments: PaymentsService;
  }
}

/** Premium plans, boosts and super-like packs, charged through the gateway. */
export const paymentsModule = defineModule({
  name: 'payments',
  provides: ['payments'],
  needs: ['content'],
  build: ({ content }, { db, config, now }) => ({
    payments: new PaymentsService(
      new PaymentsRepository(db),
      content,
      createPaymentGateway(config.braintree),
      now,
    ),
  }),
  routes: (app) => app.register(paymentsRoutes, { prefix: '/api' }),
  jobs: ({ payments }, { log }) => [
    {
      // A server that stopped between charging and granting left payments pending: they are
      // settled at start, then as often as one can be left behind.
      name: 'payment-reconciliation',
      every: PENDING_GRACE_MS,
      atStart: true,
      runsOn: 'one process',
      run: async () => {
        const report = await payments.reconcilePending();
        if (report.granted + report.declined + report.failed + report.unknown > 0) {
          log.info({ report }, 'pending payments reconciled');
        }
      },
    },
  ],
});
