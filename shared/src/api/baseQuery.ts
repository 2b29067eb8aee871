import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { eventBus } from '../bus/eventBus';
import type { Session } from '../session/session';
import { API_PREFIX } from './wire';

/** A call of spec section 7: its name, its method and its fields. */
export interface CallArgs {
  call: string;
  method?: 'GET' | 'POST';
  /**
   * Sent as multipart form data (JSON when `json` is set), with `language` added. A nested
   * object (webpushsubscribe's keys) keeps its shape only in JSON.
   */
  body?: Record<string, string | number | Blob | undefined | Record<string, string>>;
  json?: boolean;
}

export interface CallError {
  status: number;
  message: string;
}

/** What a store passes as the thunk extra argument so the base query can read the session. */
export interface ApiExtra {
  getSession: () => Session | null;
  apiBase?: string;
}

function toFormData(body: NonNullable<CallArgs['body']>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
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
 * errors normalised to { status, message }, and `session:expired` on 401.
 */
export async function callApi(args: CallArgs, context: CallContext): Promise<CallResult> {
  const { session, signal } = context;
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

  let response: Response;
  try {
    response = await fetch(`${base}/${args.call}`, { method, headers, body, signal });
  } catch (error) {
    return {
      error: { status: 0, message: error instanceof Error ? error.message : 'Network error' },
    };
  }
  const data = await readJson(response);
  if (response.ok) return { data };
  if (response.status === 401) eventBus.emit('session:expired', undefined);
  const message =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message
      : response.statusText;
  return { error: { status: response.status, message } };
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
