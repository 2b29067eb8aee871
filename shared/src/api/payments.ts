import type { ApiOk, Flag } from '../contract/wire';

/** Spec section 3, Premium plan. Prices are decimal strings ('9.99') in the list's currency. */
export interface PremiumPlan {
  id: number;
  days: number;
  /** The plan's label, e.g. '1 Month'. */
  type: string;
  price: string;
  superlikecount: number;
  boostcount: number;
}

/** Spec section 3, Boost plan. */
export interface BoostPlan {
  id: number;
  boost_count: number;
  price: string;
}

/** Spec section 3, Super-like pack. */
export interface SuperlikePack {
  id: number;
  superlike_count: number;
  price: string;
}

/** Which card form the browser shows: Braintree's drop-in, or the local sandbox's test-card form. */
export type PaymentGatewayKind = 'braintree' | 'sandbox';

/** What every plan list carries besides its plans. */
export interface PlanListMeta {
  /** ISO 4217 code of every price, e.g. 'USD'. */
  currency: string;
  payment: PaymentGatewayKind;
  /** Kept for the mobile clients' contract; always empty here. */
  license_key: string;
}

/** POST premiumlistweb. */
export interface PremiumPlansResponse extends ApiOk, PlanListMeta {
  result: PremiumPlan[];
}

/** POST premiumid. */
export interface PremiumPlanPriceResponse extends ApiOk {
  result: Pick<PremiumPlan, 'price' | 'superlikecount' | 'boostcount'>;
}

/** POST webboostlist. */
export interface BoostPlansResponse extends ApiOk, PlanListMeta {
  result: BoostPlan[];
}

/** POST premiumboostid and premiumsuperlikeid. */
export interface PlanPriceResponse extends ApiOk {
  result: { price: string };
}

/** POST websuperlikelist: the packs and the member's remaining super likes. */
export interface SuperlikePacksResponse extends ApiOk, PlanListMeta {
  result: SuperlikePack[];
  superlike_count: number;
}

/**
 * POST webcheckboost (spec section 4, Boost): status 'true' while a boost is active, 'false'
 * otherwise (answered with HTTP 200: it is a state, not a failure), with the boosts left.
 */
export interface CheckBoostResponse {
  status: Flag;
  boost_count: number;
  /** ISO time the active boost ends; empty when none is active. */
  boosted_until: string;
}

/** POST webactivateboost: the boost is active until boosted_until. */
export interface ActivateBoostResponse extends ApiOk {
  boost_count: number;
  boosted_until: string;
}

/** GET generateclienttoken. */
export interface ClientTokenResponse extends ApiOk {
  token: string;
  gateway: PaymentGatewayKind;
}

/** POST webpaypremium, webpayboost, webpaysuperlike; a declined card answers 402. */
export type PaymentResponse = ApiOk;

/** The fields every payment call posts (spec section 7). */
export interface PaymentFields {
  pay_nonce: string;
  price: string;
  user_id: number;
  currency_code: string;
}
