import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export const SLIDE_INTERVAL_MS = 5000;

/**
 * Slide position and autoplay. Autoplay is off when the member prefers reduced motion (they can
 * still press play), stops while they hover or focus the carousel, and restarts its timer after
 * every move so a slide chosen by hand stays up a full interval.
 */
export function useCarousel(count: number) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [pausedByMember, setPausedByMember] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const paused = pausedByMember ?? prefersReducedMotion;
  const playing = !paused && !held;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(
      () => setIndex((current) => (current + 1) % count),
      SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  return {
    index,
    paused,
    goTo: (target: number) => setIndex(((target % count) + count) % count),
    next: () => setIndex((current) => (current + 1) % count),
    previous: () => setIndex((current) => (current - 1 + count) % count),
    togglePaused: () => setPausedByMember(!paused),
    hold: () => setHeld(true),
    release: () => setHeld(false),
  };
}
