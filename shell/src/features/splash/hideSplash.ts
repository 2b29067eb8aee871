/** Spec section 7: the start-up splash stays for 1500 ms. */
export const SPLASH_MIN_MS = 1500;
const FADE_MS = 240;

/**
 * Takes away public/index.html's splash once the app has rendered, but not before 1500 ms after
 * navigation start: never later than both, so it holds up the member no longer than it must.
 */
export function hideSplash(msSinceNavigationStart = performance.now()): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  window.setTimeout(
    () => {
      splash.classList.add('splash--leaving');
      window.setTimeout(() => splash.remove(), FADE_MS);
    },
    Math.max(0, SPLASH_MIN_MS - msSinceNavigationStart),
  );
}
