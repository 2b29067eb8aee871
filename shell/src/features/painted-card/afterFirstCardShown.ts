// Imported by index.ts, before module federation's async boundary: no shared module here (the
// early calls' shape is a type only).
import type {} from '@dating/web';

/** The longest the app's start waits for the painted card's photo; past it, the app starts. */
export const FIRST_CARD_WAIT_MS = 600;

/**
 * Settles when the app may start: at once on a page without a painted card, else once
 * PeopleNear's top card painted from the early answer has its photo on screen (index.html's
 * early-call script, EarlyCalls' firstCardShown) and a frame has drawn it, or after
 * FIRST_CARD_WAIT_MS. The app's start is a train of long tasks on a slow phone; the deck cannot
 * show before that answer anyway, and the photo, the page's largest paint, then waits for none
 * of them.
 */
export async function afterFirstCardShown(): Promise<void> {
  const shown = window.datingEarlyCalls?.firstCardShown;
  if (!shown) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_CARD_WAIT_MS);
  });
  await Promise.race([shown, waited]);
  clearTimeout(timer);
  // The frame that paints the photo comes before the app's first task; a tab in the background
  // draws no frames, and its app starts at once.
  if (document.visibilityState === 'hidden') return;
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
