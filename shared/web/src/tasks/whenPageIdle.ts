import { useEffect } from 'react';

/**
 * Runs `work` once the page has loaded and the browser is idle: what is not needed to paint
 * (realtime, notifications, the remotes list of a page without a remote) downloads after what
 * is. Returns a cancel function.
 */
export function whenPageIdle(work: () => void, timeoutMs = 3000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const run = () => {
    if (!cancelled) work();
  };
  const schedule = () => {
    if (cancelled) return;
    idleHandle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: timeoutMs })
        : window.setTimeout(run, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/**
 * Starts `subscribe` (a query's subscription: its endpoint's `initiate` dispatched) once the page
 * has loaded and the browser is idle (whenPageIdle), and ends it when `subscribe` changes or the
 * caller unmounts: a query for what the first screen does not show (the sidebar's badges, whether
 * ads are on) starts then, not in the first commit's effects, where every query's dispatch delays
 * the page's first answer. No state of the caller's changes for it, so the page going idle draws nothing again:
 * the caller reads the query's answer with its endpoint's useQueryState.
 */
export function useSubscribeWhenPageIdle(subscribe: (() => { unsubscribe(): void }) | null): void {
  useEffect(() => {
    if (!subscribe) return;
    let subscription: { unsubscribe(): void } | undefined;
    const cancel = whenPageIdle(() => {
      subscription = subscribe();
    });
    return () => {
      cancel();
      subscription?.unsubscribe();
    };
  }, [subscribe]);
}
