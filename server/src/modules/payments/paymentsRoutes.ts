import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { ok } from '../../http/ok';
import { requestLanguage } from '../../http/requestLanguage';
import { memberOf } from '../accounts/memberOf';
import type { paymentFieldsBody } from './paymentsSchemas';
import {
  activateBoostReply,
  boostPlanPriceBody,
  boostPlansReply,
  checkBoostReply,
  clientTokenReply,
  memberCallBody,
  payBoostBody,
  paymentReply,
  payPremiumBody,
  paySuperlikeBody,
  planPriceReply,
  premiumPlanPriceBody,
  premiumPlanPriceReply,
  premiumPlansReply,
  superlikePackPriceBody,
  superlikePacksReply,
} from './paymentsSchemas';
import type { PaymentRequest } from './paymentsService';

/** Premium plans, boosts and super-like packs (spec section 7). */
export const paymentsRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const { payments } = app.services;

  app.post(
    '/premiumlistweb',
    { schema: { body: memberCallBody, response: { 200: premiumPlansReply } } },
    async (request) =>
      ok({
        result: await payments.premiumPlans(requestLanguage(request)),
        ...(await payments.listMeta()),
      }),
  );

  app.post(
    '/premiumid',
    { schema: { body: premiumPlanPriceBody, response: { 200: premiumPlanPriceReply } } },
    async (request) =>
      ok({
        result: await payments.premiumPlan(request.body.premiumid, requestLanguage(request)),
      }),
  );

  app.post(
    '/webboostlist',
    { schema: { body: memberCallBody, response: { 200: boostPlansReply } } },
    async (request) => {
      memberOf(request);
      return ok({ result: await payments.boostPlans(), ...(await payments.listMeta()) });
    },
  );

  app.post(
    '/premiumboostid',
    { schema: { body: boostPlanPriceBody, response: { 200: planPriceReply } } },
    async (request) => ok({ result: await payments.boostPlan(request.body.premiumboostid) }),
  );

  app.post(
    '/websuperlikelist',
    { schema: { body: memberCallBody, response: { 200: superlikePacksReply } } },
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
    { schema: { body: superlikePackPriceBody, response: { 200: planPriceReply } } },
    async (request) =>
      ok({ result: await payments.superlikePack(request.body.premiumsuperlikeid) }),
  );

  // Answers status 'false' with HTTP 200 when no boost is running: a state, not a failure.
  app.post(
    '/webcheckboost',
    { schema: { body: memberCallBody, response: { 200: checkBoostReply } } },
    (request) => payments.checkBoost(memberOf(request)),
  );

  app.post(
    '/webactivateboost',
    { schema: { body: memberCallBody, response: { 200: activateBoostReply } } },
    async (request) => ok(await payments.activateBoost(memberOf(request))),
  );

  app.get('/generateclienttoken', { schema: { response: { 200: clientTokenReply } } }, async () =>
    ok({ token: await payments.clientToken(), gateway: payments.gatewayKind }),
  );

  app.post(
    '/webpaypremium',
    { schema: { body: payPremiumBody, response: { 200: paymentReply } } },
    async (request) => {
      await payments.payPremium(paymentOf(request, request.body.premium_id));
      return ok({});
    },
  );

  app.post(
    '/webpayboost',
    { schema: { body: payBoostBody, response: { 200: paymentReply } } },
    async (request) => {
      await payments.payBoost(paymentOf(request, request.body.boost_id));
      return ok({});
    },
  );

  app.post(
    '/webpaysuperlike',
    { schema: { body: paySuperlikeBody, response: { 200: paymentReply } } },
    async (request) => {
      await payments.paySuperlike(paymentOf(request, request.body.superlike_id));
      return ok({});
    },
  );
  done();
};

/** The payment fields every webpay* call posts, for the calling member (spec section 7). */
function paymentOf(
  request: FastifyRequest & { body: Static<typeof paymentFieldsBody> },
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
