import { useEffect, useState } from 'react';

/** How often the time left is worked out again: a minute shown is never more than this late. */
const TICK_MS = 15_000;

/** Whole minutes until `until` (an ISO time), rounded up; 0 when it is empty or past. */
export function useMinutesLeft(until: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? Date.parse(until) : Number.NaN;
  const running = Number.isFinite(end) && end > now;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return running ? Math.ceil((end - now) / 60_000) : 0;
}
