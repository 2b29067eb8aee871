import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CALLS, callRouteSchema, type PaymentFields } from '@dating/contract/schemas';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { memberOf } from '../accounts/memberOf';
import type { PaymentRequest } from './paymentsService';

/** Premium plans, boosts and super-like packs (spec section 7). */
export const paymentsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { payments } = app.services;

  app.post('/premiumlistweb', { schema: callRouteSchema(CALLS.premiumlistweb) }, async (request) =>
    ok({
      result: await payments.premiumPlans(requestLanguage(request)),
      ...(await payments.listMeta()),
    }),
  );

  app.post('/premiumid', { schema: callRouteSchema(CALLS.premiumid) }, async (request) =>
    ok({
      result: await payments.premiumPlan(request.body.premiumid, requestLanguage(request)),
    }),
  );

  app.post('/webboostlist', { schema: callRouteSchema(CALLS.webboostlist) }, async (request) => {
    memberOf(request);
    return ok({ result: await payments.boostPlans(), ...(await payments.listMeta()) });
  });

  app.post('/premiumboostid', { schema: callRouteSchema(CALLS.premiumboostid) }, async (request) =>
    ok({ result: await payments.boostPlan(request.body.premiumboostid) }),
  );

  app.post(
    '/websuperlikelist',
    { schema: callRouteSchema(CALLS.websuperlikelist) },
    async (request) => {
      const memberId = memberOf(request);
      return ok({
        result: await payments.superlikePacks(),
        ...(await payments.listMeta()),
        superlike_count: await payments.superlikeCount(memberId),
      });
    },
  );

  app.post(
    '/premiumsuperlikeid',
    { schema: callRouteSchema(CALLS.premiumsuperlikeid) },
    async (request) =>
      ok({ result: await payments.superlikePack(request.body.premiumsuperlikeid) }),
  );

  // Answers status 'false' with HTTP 200 when no boost is running: a state, not a failure.
  app.post('/webcheckboost', { schema: callRouteSchema(CALLS.webcheckboost) }, (request) =>
    payments.checkBoost(memberOf(request)),
  );

  app.post(
    '/webactivateboost',
    { schema: callRouteSchema(CALLS.webactivateboost) },
    async (request) => ok(await payments.activateBoost(memberOf(request))),
  );

  app.get(
    '/generateclienttoken',
    { schema: callRouteSchema(CALLS.generateclienttoken) },
    async () => ok({ token: await payments.clientToken(), gateway: payments.gatewayKind }),
  );

  app.post('/webpaypremium', { schema: callRouteSchema(CALLS.webpaypremium) }, async (request) => {
    await payments.payPremium(paymentOf(request, request.body.premium_id));
    return ok({});
  });

  app.post('/webpayboost', { schema: callRouteSchema(CALLS.webpayboost) }, async (request) => {
    await payments.payBoost(paymentOf(request, request.body.boost_id));
    return ok({});
  });

  app.post(
    '/webpaysuperlike',
    { schema: callRouteSchema(CALLS.webpaysuperlike) },
    async (request) => {
      await payments.paySuperlike(paymentOf(request, request.body.superlike_id));
      return ok({});
    },
  );
  done();
};

/** The payment fields every webpay* call posts, for the calling member (spec section 7). */
function paymentOf(
  request: FastifyRequest & { body: PaymentFields },
  itemId: number,
): PaymentRequest {
  const { pay_nonce, price, currency_code } = request.body;
  return {
    memberId: memberOf(request),
    itemId,
    nonce: pay_nonce,
    price,
    currency: currency_code,
  };
}
