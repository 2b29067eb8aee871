import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEST_IDS as PROFILE_TEST_IDS } from '../../mf-profile/src/testIds';
import { matchAndChat, seat } from '../support/chatSeats';
import { seedSharedSession } from '../support/session';

/**
 * The spec's loader times are upper bounds of a loader, not waits added after the data is there
 * (docs/ARCHITECTURE.md, Readings of the spec). Once the page's data call has answered and the
 * network has gone quiet (the remote's code and the calls it makes, half a second without a
 * request), the page's clock stops, and its content must still show. A wait added after the
 * data (the spec's 2,000 ms) would then never end and its content never show; content drawn from
 * the data shows however slow the machine.
 */
async function expectContentOnAnswer(page: Page, path: string, call: string, content: Locator) {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith(`/api/${call}`) && response.ok(),
  );
  // The page's timers run on a clock the test holds, which runs as the real one until paused.
  await page.clock.install();
  await page.goto(path);
  await answered;
  await page.waitForLoadState('networkidle');
  await pauseClockSoon(page);
  await expect(content).toBeVisible();
}

/**
 * Pauses the page's clock a tenth of a second ahead of it. A page busy for longer between the
 * reading of its time and the pause has passed that moment, which the pause refuses: read again.
 */
async function pauseClockSoon(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

test.describe('content shows from its data, without a wait after it', () => {
  test('the profile', async ({ page, baseURL }) => {
    await seedSharedSession(page, baseURL!);

    await expectContentOnAnswer(
      page,
      '/web/app/Profile',
      'webprofile',
      page.getByTestId(PROFILE_TEST_IDS.profilePhoto),
    );
  });

  test('Find new people', async ({ page, baseURL }) => {
    await seedSharedSession(page, baseURL!);

    // The grid, or the empty state when nobody is near the member.
    await expectContentOnAnswer(
      page,
      '/web/app/FindNewPeople',
      'webgetpeople',
      page.locator('.people-grid, .no-people-nearby').first(),
    );
  });

  test('a chat', async ({ browser, baseURL, request }) => {
    const ada = await seat(browser, baseURL!, 'Ada Speed');
    const ben = await seat(browser, baseURL!, 'Ben Speed');
    const chatId = await matchAndChat(request, ada.member, ben.member);

    await expectContentOnAnswer(
      ada.page,
      `/web/app/Message/MessageNew/${ben.member.memberId}/${chatId}`,
      'webgetchatmessage',
      ada.page.getByRole('textbox', { name: 'Message' }),
    );
    await Promise.all([ada.page.context().close(), ben.page.context().close()]);
  });
});

test('a page load in a browser tab shows no splash', async ({ page }) => {
  await page.goto('/web/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#splash')).toBeHidden();

  await page.waitForLoadState('networkidle');
  await expect(page.locator('#splash')).toHaveCount(0);
});
