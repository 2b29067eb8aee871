import type { Static, TObject, TSchema } from 'typebox';

export type CallMethod = 'GET' | 'POST';

/** One call of spec section 7: how it is made, what it carries and what it answers. */
export interface CallContract {
  methods: readonly CallMethod[];
  /** The fields of a POST (multipart or JSON). */
  body?: TObject;
  /** The query string of a GET. */
  query?: TObject;
  /** The 200 answer; every refusal is `apiFailure`. */
  reply: TSchema;
}

/** A POST call and its answer. */
export const post = <Body extends TObject, Reply extends TSchema>(body: Body, reply: Reply) =>
  ({ methods: ['POST'], body, reply }) as const;

/** A POST call without fields (beyond the caller's own) and its answer. */
export const postWithoutFields = <Reply extends TSchema>(reply: Reply) =>
  ({ methods: ['POST'], reply }) as const;

/** A GET call without fields and its answer. */
export const get = <Reply extends TSchema>(reply: Reply) => ({ methods: ['GET'], reply }) as const;

/** A GET call with a query string and its answer. */
export const getWithQuery = <Query extends TObject, Reply extends TSchema>(
  query: Query,
  reply: Reply,
) => ({ methods: ['GET'], query, reply }) as const;

/** A call the spec's clients make with either method, without fields. */
export const getOrPost = <Reply extends TSchema>(reply: Reply) =>
  ({ methods: ['GET', 'POST'], reply }) as const;

/**
 * The route schema Fastify validates and serialises a call with: the contract's own objects,
 * so the server and the browsers read one definition.
 */
export type CallRouteSchema<Call extends CallContract> = (Call extends { body: infer Body }
  ? { body: Body }
  : unknown) &
  (Call extends { query: infer Query } ? { querystring: Query } : unknown) & {
    response: { 200: Call['reply'] };
  };

export function callRouteSchema<Call extends CallContract>(call: Call): CallRouteSchema<Call> {
  return {
    ...(call.body && { body: call.body }),
    ...(call.query && { querystring: call.query }),
    response: { 200: call.reply },
  } as CallRouteSchema<Call>;
}

/**
 * What a browser sends for a call: the contract's fields. `language` is added from the session
 * when the body has none; a call made before signing in (webemaillogin, the sign-up's) sends it.
 */
export type CallFields<Call extends CallContract> = Call extends {
  body: infer Body extends TSchema;
}
  ? Static<Body>
  : Call extends { query: infer Query extends TSchema }
    ? Static<Query>
    : never;

/** What a call answers on success. */
export type CallAnswer<Call extends CallContract> = Static<Call['reply']>;
