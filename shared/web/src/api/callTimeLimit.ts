/**
 * How long a call waits for its whole answer before it fails: a phone that lost its network
 * mid-call, or a server that never answers, would otherwise leave the page's spinner forever.
 * A call gets ANSWER_WAIT_MS for the server, and a body sent as JSON (a photo's or a voice note's
 * data URL) the time a slow uplink takes to send it; form fields are a few bytes.
 */
export const ANSWER_WAIT_MS = 20_000;
/** About 200 kbit/s: the upload speed of a weak mobile signal. */
export const SLOW_UPLINK_BYTES_PER_S = 25_000;

/** The time a call with this body may take, answer included. */
export function callTimeLimitMs(body: BodyInit | undefined): number {
  const sendingMs =
    typeof body === 'string' ? Math.ceil((body.length / SLOW_UPLINK_BYTES_PER_S) * 1000) : 0;
  return ANSWER_WAIT_MS + sendingMs;
}

/**
 * A signal that aborts after `ms` (its reason says so), or with `callerSignal` (RTK Query's,
 * when the call is dropped); `stop` stops the clock once the answer is in.
 */
export function timeLimit(ms: number, callerSignal?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`No answer within ${Math.round(ms / 1000)} s`)),
    ms,
  );
  const follow = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) follow();
  else callerSignal?.addEventListener('abort', follow, { once: true });
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

/** `answer`, or a rejection once `signal` aborts (an answer fetched without the signal). */
export function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    // A caller may drop the call before it starts: its signal is then already aborted.
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject);
  });
}
