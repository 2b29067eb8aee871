import { sessionStore } from '@dating/web';

/** Spec section 7: the start-up splash stays for 1500 ms. */
export const SPLASH_MIN_MS = 1500;
const FADE_MS = 240;

/**
 * Whether this page load is the installed app starting (launched from the home screen as a PWA)
 * and not yet past its splash: a launch opens a new window, so its session storage starts empty,
 * and a reload inside the app keeps the mark. A page load in a browser tab is never a launch.
 */
export function isInstalledAppLaunch(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches && !sessionStore.read('splash_shown')
  );
}

/**
 * Takes away public/index.html's splash once the app has rendered. The installed app's launch
 * keeps it until 1500 ms after navigation start, never later than both; anywhere else it goes at
 * once, so a page load never waits on it.
 */
export function hideSplash(
  msSinceNavigationStart = performance.now(),
  launch = isInstalledAppLaunch(),
): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  if (!launch) {
    splash.remove();
    return;
  }
  sessionStore.write('splash_shown', 'shown');
  window.setTimeout(
    () => {
      splash.classList.add('splash--leaving');
      window.setTimeout(() => splash.remove(), FADE_MS);
    },
    Math.max(0, SPLASH_MIN_MS - msSinceNavigationStart),
  );
}
