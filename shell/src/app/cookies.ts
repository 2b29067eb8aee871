/** The one place the shell reads and writes cookies (spec section 3: onboarded, language). */

/**
 * `document.cookie` as read in this task. Each read of it can be a round trip to the browser
 * process, milliseconds on a busy phone, and a render reads it once for each component that
 * peeks at the stored session: one read serves the rest of the task. The next task reads again,
 * so a cookie another tab wrote is seen.
 */
let cookiesOfThisTask: string | null = null;

function cookieString(): string {
  if (cookiesOfThisTask === null) {
    cookiesOfThisTask = document.cookie;
    queueMicrotask(() => {
      cookiesOfThisTask = null;
    });
  }
  return cookiesOfThisTask;
}

export function readCookie(name: string): string | null {
  for (const part of cookieString().split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name)
      return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // Path / so the server sees them too; Secure only where the page itself is served over HTTPS.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  cookiesOfThisTask = null;
}
