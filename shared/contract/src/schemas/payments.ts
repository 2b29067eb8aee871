import { Type, type Static } from 'typebox';
import { get, post } from './call';
import { caller, flag, ok, rowId, statusReply, text } from './wire';

/**
 * Premium, boosts and super likes (spec sections 3, 4 and 7): the plan lists, each item's
 * price, the boost state and the three payments. Prices are decimal strings ('9.99') in the
 * list's currency.
 */

const price = Type.String();

/** Which card form the browser shows: Braintree's drop-in, or the local sandbox's test-card form. */
const gatewayKind = Type.Union([Type.Literal('braintree'), Type.Literal('sandbox')]);
export type PaymentGatewayKind = Static<typeof gatewayKind>;

/** What every plan list carries besides its plans. */
const planListMeta = Type.Object({
  /** ISO 4217 code of every price, e.g. 'USD'. */
  currency: Type.String(),
  payment: gatewayKind,
  /** Kept for the mobile clients' contract; always empty here. */
  license_key: Type.String(),
});
export type PlanListMeta = Static<typeof planListMeta>;

/** A plan list's call: the spec's clients send platform 'web'. */
export const planListBody = Type.Object({ ...caller, platform: text });

/** Spec section 3, Premium plan. */
export const premiumPlan = Type.Object({
  id: Type.Integer(),
  days: Type.Integer(),
  /** The plan's label in the call's language, e.g. '1 Month'. */
  type: Type.String(),
  price,
  superlikecount: Type.Integer(),
  boostcount: Type.Integer(),
});
export type PremiumPlan = Static<typeof premiumPlan>;

/** POST premiumlistweb. */
export const premiumPlansReply = Type.Object({
  status: ok,
  result: Type.Array(premiumPlan),
  ...planListMeta.properties,
});
export type PremiumPlansResponse = Static<typeof premiumPlansReply>;

/** POST premiumid: one plan's price and what it includes. */
export const premiumPlanPriceBody = Type.Object({ ...caller, premiumid: rowId });

export const premiumPlanPriceReply = Type.Object({
  status: ok,
  result: Type.Object({ price, superlikecount: Type.Integer(), boostcount: Type.Integer() }),
});
export type PremiumPlanPriceResponse = Static<typeof premiumPlanPriceReply>;

/** Spec section 3, Boost plan. */
export const boostPlan = Type.Object({ id: Type.Integer(), boost_count: Type.Integer(), price });
export type BoostPlan = Static<typeof boostPlan>;

/** POST webboostlist. */
export const boostPlansReply = Type.Object({
  status: ok,
  result: Type.Array(boostPlan),
  ...planListMeta.properties,
});
export type BoostPlansResponse = Static<typeof boostPlansReply>;

/** POST premiumboostid. */
export const boostPlanPriceBody = Type.Object({ ...caller, premiumboostid: rowId });

/** POST premiumsuperlikeid. */
export const superlikePackPriceBody = Type.Object({ ...caller, premiumsuperlikeid: rowId });

/** The answer of premiumboostid and premiumsuperlikeid. */
export const planPriceReply = Type.Object({ status: ok, result: Type.Object({ price }) });
export type PlanPriceResponse = Static<typeof planPriceReply>;

/** Spec section 3, Super-like pack. */
export const superlikePack = Type.Object({
  id: Type.Integer(),
  superlike_count: Type.Integer(),
  price,
});
export type SuperlikePack = Static<typeof superlikePack>;

/** POST websuperlikelist: the packs and the member's remaining super likes. */
export const superlikePacksReply = Type.Object({
  status: ok,
  result: Type.Array(superlikePack),
  ...planListMeta.properties,
  superlike_count: Type.Integer(),
});
export type SuperlikePacksResponse = Static<typeof superlikePacksReply>;

/** A call naming only its caller. */
const boostCallBody = Type.Object(caller);

/**
 * POST webcheckboost (spec section 4, Boost): status 'true' while a boost is active, 'false'
 * otherwise (answered with HTTP 200: it is a state, not a failure), with the boosts left.
 */
export const checkBoostReply = Type.Object({
  status: flag,
  boost_count: Type.Integer(),
  /** ISO time the active boost ends; empty when none is active. */
  boosted_until: Type.String(),
});
export type CheckBoostResponse = Static<typeof checkBoostReply>;

/** POST webactivateboost: the boost is active until boosted_until. */
export const activateBoostReply = Type.Object({
  status: ok,
  boost_count: Type.Integer(),
  boosted_until: Type.String(),
});
export type ActivateBoostResponse = Static<typeof activateBoostReply>;

/** GET generateclienttoken: what the card form starts with. */
export const clientTokenReply = Type.Object({
  status: ok,
  token: Type.String(),
  gateway: gatewayKind,
});
export type ClientTokenResponse = Static<typeof clientTokenReply>;

/** The fields every payment call posts (spec section 7); each call adds its item's id. */
export const paymentFieldsBody = Type.Object({
  ...caller,
  pay_nonce: Type.String({ minLength: 1, maxLength: 4096 }),
  price: Type.String({ minLength: 1, maxLength: 20 }),
  currency_code: Type.String({ minLength: 3, maxLength: 3 }),
});
export type PaymentFields = Static<typeof paymentFieldsBody>;

/** POST webpaypremium. */
export const payPremiumBody = Type.Object({ ...paymentFieldsBody.properties, premium_id: rowId });
/** POST webpayboost. */
export const payBoostBody = Type.Object({ ...paymentFieldsBody.properties, boost_id: rowId });
/** POST webpaysuperlike. */
export const paySuperlikeBody = Type.Object({
  ...paymentFieldsBody.properties,
  superlike_id: rowId,
});

/** A payment went through; a declined card answers 402. */
export type PaymentResponse = Static<typeof statusReply>;

/** The premium, boost and super-like calls of spec section 7. */
export const paymentCalls = {
  premiumlistweb: post(planListBody, premiumPlansReply),
  premiumid: post(premiumPlanPriceBody, premiumPlanPriceReply),
  webboostlist: post(planListBody, boostPlansReply),
  premiumboostid: post(boostPlanPriceBody, planPriceReply),
  websuperlikelist: post(planListBody, superlikePacksReply),
  premiumsuperlikeid: post(superlikePackPriceBody, planPriceReply),
  webcheckboost: post(boostCallBody, checkBoostReply),
  webactivateboost: post(boostCallBody, activateBoostReply),
  generateclienttoken: get(clientTokenReply),
  webpaypremium: post(payPremiumBody, statusReply),
  webpayboost: post(payBoostBody, statusReply),
  webpaysuperlike: post(paySuperlikeBody, statusReply),
};
