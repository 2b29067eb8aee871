import { useEffect, useState } from 'react';

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
 * False until the page has loaded and the browser is idle (whenPageIdle), then true: a query for
 * what the first screen does not show (the sidebar's badges, whether ads are on) starts then, not
 * in the first commit's effects, where every query's dispatch delays the page's first answer.
 */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenPageIdleTogether(() => setIdle(true))), [idle]);
  return idle;
}

/** The works waiting for the page's next idle moment, run by one whenPageIdle callback. */
const waitingForIdle = new Set<() => void>();
let cancelIdleWait: (() => void) | null = null;

/**
 * whenPageIdle, with every reader's work run in the same idle callback: the layout's and the
 * sidebar's flags turn in one task, so React draws them in one commit, not one each.
 */
function whenPageIdleTogether(work: () => void): () => void {
  waitingForIdle.add(work);
  cancelIdleWait ??= whenPageIdle(() => {
    cancelIdleWait = null;
    const works = [...waitingForIdle];
    waitingForIdle.clear();
    for (const waiting of works) waiting();
  });
  return () => {
    waitingForIdle.delete(work);
    if (waitingForIdle.size > 0 || !cancelIdleWait) return;
    cancelIdleWait();
    cancelIdleWait = null;
  };
}
