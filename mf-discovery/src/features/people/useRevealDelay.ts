import { useEffect, useState } from 'react';

/** Spec sections 4 and 9: list and profile pages show their loader at least this long. */
export const REVEAL_DELAY_MS = {
  list: 200,
  likes: 300,
  findNewPeople: 2000,
} as const;

/** False until `delayMs` has passed since the page opened. */
export function useRevealDelay(delayMs: number): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setRevealed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return revealed;
}
