import { LIMITS } from '@dating/contract';
import { useEffect, useState } from 'react';

/** How often the time left is worked out again: a minute shown is never more than this late. */
const TICK_MS = 15_000;

/**
 * Whole minutes until `until` (an ISO time), rounded up, never more than a boost lasts (the clock
 * read before a boost was used is older than its start); 0 when it is empty or past.
 */
export function useMinutesLeft(until: string | undefined): number {
  const end = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  // The clock is read again as soon as the end changes (a boost just used), then every tick.
  useEffect(() => {
    if (!Number.isFinite(end)) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [end]);

  if (!Number.isFinite(end) || end <= now) return 0;
  return Math.min(Math.ceil((end - now) / 60_000), LIMITS.boostMinutes);
}
