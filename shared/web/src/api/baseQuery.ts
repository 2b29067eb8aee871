import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { eventBus } from '../bus/eventBus';
import type { Session } from '../session/session';
import type { TSchema } from 'typebox';
import type { CallAnswerOf, CallFieldsOf, CallName, Calls } from '@dating/contract';
import { yieldAheadToMain } from '../tasks/yieldToMain';
import { callTimeLimitMs, timeLimit, untilAborted } from './callTimeLimit';
import { takeEarlyCall } from './earlyCalls';
import { API_PREFIX } from './wire';

type Fields<Name extends CallName> = CallFieldsOf<Name>;

/** POST unless said otherwise; a call the server takes only by GET must say so. */
type MethodArgs<Name extends CallName> = 'POST' extends Calls[Name]['methods'][number]
  ? { method?: Calls[Name]['methods'][number] }
  : { method: Calls[Name]['methods'][number] };

/** The fields a call takes: a body for a POST, a query for a GET, nothing for neither. */
type FieldsArgs<Name extends CallName> = [Fields<Name>] extends [never]
  ? { body?: { language?: string }; query?: never }
  : Calls[Name] extends { query: TSchema }
    ? object extends Fields<Name>
      ? { query?: Fields<Name>; body?: never }
      : { query: Fields<Name>; body?: never }
    : object extends Fields<Name>
      ? { body?: Fields<Name>; query?: never }
      : { body: Fields<Name>; query?: never };

/**
 * A call of spec section 7, typed by the contract's call map: its name, one of its methods and
 * its fields. The body is sent as multipart form data (JSON when `json` is set), with `language`
 * added; a nested object (webpushsubscribe's keys) keeps its shape only in JSON.
 */
export type CallArgs = {
  [Name in CallName]: { call: Name } & CallRequest<Name>;
}[CallName];

/** The named call's method and fields, and whether its body goes as JSON. */
export type CallRequest<Name extends CallName> = { json?: boolean } & MethodArgs<Name> &
  FieldsArgs<Name>;

export interface CallError {
  status: number;
  message: string;
  /** A chat text the kindness check flagged and did not store (contract: flaggedRefusal). */
  flagged?: 'true';
}

/** An object with a message to show: a server's answer, or a call's error. */
function hasMessage(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** A call the server refused (4xx), as opposed to one that did not reach it or failed there. */
export function isRefusal(error: unknown): error is CallError {
  return (
    hasMessage(error) &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500
  );
}

/** What a store passes as the thunk extra argument so the base query can read the session. */
export interface ApiExtra {
  getSession: () => Session | null;
  apiBase?: string;
}

function toFormData(
  body: Record<string, string | number | boolean | object | undefined>,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** Where a call goes and whose it is; `datingBaseQuery` fills it from the store's session. */
export interface CallContext {
  session: Session | null;
  apiBase?: string;
  signal?: AbortSignal;
}

export type CallResult = { data: unknown } | { error: CallError };

/**
 * One call of spec section 7 as the API expects it: bearer token and language from the session,
 * errors normalised to { status, message } (status 0 when no answer came, within the call's time
 * limit), and `session:expired` on 401.
 */
export async function callApi(args: CallArgs, context: CallContext): Promise<CallResult> {
  const { session, signal } = context;
  const early = takeEarlyCall(args.call, session, args.body);
  // A call is sent in a task of its own: the queries a render's effects start (RTK Query runs
  // this in their task) each cost a slow phone a fetch's set-up, which blocked it in one task.
  const yielded = early ? undefined : yieldAheadToMain();
  if (yielded) await yielded;
  const base = context.apiBase ?? API_PREFIX;
  const method = args.method ?? 'POST';
  const headers = new Headers();
  if (session) headers.set('Authorization', `Bearer ${session.token}`);

  let body: BodyInit | undefined;
  if (method === 'POST') {
    const fields = { language: session?.language, ...args.body };
    if (args.json) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(fields);
    } else {
      body = toFormData(fields);
    }
  }

  const query = args.query
    ? `?${new URLSearchParams(Object.entries(args.query).map(([key, value]) => [key, String(value)]))}`
    : '';
  // The answer is read whole within the limit: a server may send its headers, then hang.
  const limit = timeLimit(callTimeLimitMs(body), signal);
  let answer: { response: Response; data: unknown };
  try {
    answer = await untilAborted(
      (async () => {
        const response = await (early?.response ??
          fetch(`${base}/${args.call}${query}`, { method, headers, body, signal: limit.signal }));
        return { response, data: early?.body ?? (await readJson(response)) };
      })(),
      limit.signal,
    );
  } catch (error) {
    return {
      error: { status: 0, message: error instanceof Error ? error.message : 'Network error' },
    };
  } finally {
    limit.stop();
  }
  const { response, data } = answer;
  if (response.ok) return { data };
  if (response.status === 401) eventBus.emit('session:expired', undefined);
  const message = hasMessage(data) ? data.message : response.statusText;
  const flagged = typeof data === 'object' && data !== null && 'flagged' in data;
  return {
    error: {
      status: response.status,
      message,
      ...(flagged && data.flagged === 'true' && { flagged: 'true' as const }),
    },
  };
}

/** The one RTK Query base query every remote uses: `callApi` with the store's session. */
export const datingBaseQuery: BaseQueryFn<CallArgs, unknown, CallError> = (args, api) => {
  const extra = api.extra as ApiExtra | undefined;
  return callApi(args, {
    session: extra?.getSession() ?? null,
    apiBase: extra?.apiBase,
    signal: api.signal,
  });
};

/**
 * An RTK Query endpoint's `query` and `transformResponse` for the named call: the endpoint's
 * answer is the contract's answer of that call (or what `answer` makes of it), inferred, so an
 * endpoint cannot claim another. `build.query({ ...callEndpoint('webgetcounts', request) })`.
 * The server serialises every answer with the contract's schema: the body is that type.
 */
export function callEndpoint<Name extends CallName, Arg = void, Result = CallAnswerOf<Name>>(
  name: Name,
  request: (arg: Arg) => CallRequest<Name>,
  answer?: (answer: CallAnswerOf<Name>, meta: unknown, arg: Arg) => Result,
): CallEndpoint<NoInfer<Arg>, NoInfer<Result>> {
  return {
    query: (arg) => ({ call: name, ...request(arg) }) as CallArgs,
    transformResponse: (body, meta, arg) =>
      answer ? answer(body as CallAnswerOf<Name>, meta, arg) : (body as Result),
  };
}

/**
 * What `callEndpoint` gives an endpoint. Its types come from the call alone, not from the
 * endpoint being built around it (NoInfer): a call without an argument takes none.
 */
export interface CallEndpoint<Arg, Result> {
  query: (arg: Arg) => CallArgs;
  transformResponse: (body: unknown, meta: unknown, arg: Arg) => Result;
}
