import { useEffect, useState } from 'react';

/**
 * The time, renewed every `intervalMs` while `ticking`: relative times stay true. Up to one
 * interval stale when ticking starts, which only delays the first change of wording.
 */
export function useNow(intervalMs: number, ticking = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, ticking]);
  return now;
}
