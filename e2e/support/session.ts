import type { Page } from '@playwright/test';

/**
 * Puts a member session where the shell reads it (spec section 3: local storage keys and the
 * onboarded cookie) so that /app routes mount their remotes.
 */
export async function seedSession(page: Page, session = { userId: '1', token: 'e2e-token' }) {
  await page.context().addCookies([
    { name: 'onboarded', value: 'true', url: page.context().pages()[0]?.url() || 'http://127.0.0.1' },
  ]);
  await page.addInitScript(({ userId, token }) => {
    window.localStorage.setItem('session_userid', userId);
    window.localStorage.setItem('session_token', token);
    window.sessionStorage.setItem('loggedin', 'true');
  }, session);
}
