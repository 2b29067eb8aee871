import { Type } from 'typebox';
import { rowIdSchema } from '../../http/rowIdSchema';

/**
 * The payment calls' schemas (spec section 7, Premium, boost and super likes): they validate the
 * request, serialise the answer (nothing unlisted goes out) and type the handlers.
 */

const ok = Type.Literal('true');
const flag = Type.Union([Type.Literal('true'), Type.Literal('false')]);
/** Form fields arrive as strings; Fastify's validator coerces them to integers. */
const id = rowIdSchema;
const price = Type.String();
const gatewayKind = Type.Union([Type.Literal('braintree'), Type.Literal('sandbox')]);

const common = {
  user_id: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
};

const listMeta = {
  currency: Type.String(),
  payment: gatewayKind,
  license_key: Type.String(),
};

export const memberCallBody = Type.Object({
  ...common,
  platform: Type.Optional(Type.String()),
});

export const premiumPlansReply = Type.Object({
  status: ok,
  result: Type.Array(
    Type.Object({
      id: Type.Integer(),
      days: Type.Integer(),
      type: Type.String(),
      price,
      superlikecount: Type.Integer(),
      boostcount: Type.Integer(),
    }),
  ),
  ...listMeta,
});

export const premiumPlanPriceBody = Type.Object({ ...common, premiumid: id });

export const premiumPlanPriceReply = Type.Object({
  status: ok,
  result: Type.Object({ price, superlikecount: Type.Integer(), boostcount: Type.Integer() }),
});

export const boostPlansReply = Type.Object({
  status: ok,
  result: Type.Array(Type.Object({ id: Type.Integer(), boost_count: Type.Integer(), price })),
  ...listMeta,
});

export const boostPlanPriceBody = Type.Object({ ...common, premiumboostid: id });

export const superlikePackPriceBody = Type.Object({ ...common, premiumsuperlikeid: id });

export const planPriceReply = Type.Object({ status: ok, result: Type.Object({ price }) });

export const superlikePacksReply = Type.Object({
  status: ok,
  result: Type.Array(Type.Object({ id: Type.Integer(), superlike_count: Type.Integer(), price })),
  ...listMeta,
  superlike_count: Type.Integer(),
});

export const checkBoostReply = Type.Object({
  status: flag,
  boost_count: Type.Integer(),
  boosted_until: Type.String(),
});

export const activateBoostReply = Type.Object({
  status: ok,
  boost_count: Type.Integer(),
  boosted_until: Type.String(),
});

export const clientTokenReply = Type.Object({
  status: ok,
  token: Type.String(),
  gateway: gatewayKind,
});

const paymentFields = {
  ...common,
  pay_nonce: Type.String({ minLength: 1, maxLength: 4096 }),
  price: Type.String({ minLength: 1, maxLength: 20 }),
  currency_code: Type.String({ minLength: 3, maxLength: 3 }),
};

/** What the three payment calls share; each adds its item's id field. */
export const paymentFieldsBody = Type.Object(paymentFields);

export const payPremiumBody = Type.Object({ ...paymentFields, premium_id: id });
export const payBoostBody = Type.Object({ ...paymentFields, boost_id: id });
export const paySuperlikeBody = Type.Object({ ...paymentFields, superlike_id: id });

export const paymentReply = Type.Object({ status: ok });
