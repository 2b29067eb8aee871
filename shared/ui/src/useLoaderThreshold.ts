import { useEffect, useState } from 'react';

/**
 * How long something may load before its loader shows. The spec's loader times (100–300 ms,
 * 2000 ms) are upper bounds of a loader shown while loading, never waits added once the data is
 * there (docs/ARCHITECTURE.md, Readings of the spec); a loader flashed for a few milliseconds on
 * a fast answer only distracts, so it waits this long first.
 */
export const LOADER_THRESHOLD_MS = 200;

/** False until something has been loading for `LOADER_THRESHOLD_MS`: its loader may show then. */
export function useLoaderThreshold(thresholdMs: number = LOADER_THRESHOLD_MS): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), thresholdMs);
    return () => window.clearTimeout(timer);
  }, [thresholdMs]);
  return passed;
}
