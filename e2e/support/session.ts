import type { Page } from '@playwright/test';

/**
 * Puts a member session where the shell reads it (spec section 3: the local storage keys and
 * the onboarded cookie) so that /app routes mount their remotes.
 */
export async function seedSession(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'onboarded', value: 'true', url: baseURL }]);
  await page.addInitScript(() => {
    window.localStorage.setItem('session_userid', '1');
    window.localStorage.setItem('session_token', 'e2e-placeholder-token');
  });
}
