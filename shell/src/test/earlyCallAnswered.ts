import type { Profile } from '@dating/contract';

/**
 * What index.html's early-call script leaves for member 7 once the answer (`body`) of its early
 * `call` has arrived: the response for the page's call to adopt, and the body already parsed.
 */
export function earlyCallAnswered(call: string, body: unknown, token = 'token-7'): void {
  window.datingEarlyCalls = {
    memberId: '7',
    token,
    language: 'en',
    startedAt: performance.now(),
    calls: { [call]: Promise.resolve(Response.json(body)) },
    bodies: { [call]: body },
  };
}

/** The early profile call's answer, arrived. */
export function earlyProfileAnswered(profile: Profile, token?: string): void {
  earlyCallAnswered('webprofile', { status: 'true', result: profile }, token);
}
