import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEST_IDS as PROFILE_TEST_IDS } from '../../mf-profile/src/testIds';
import { matchAndChat, seat } from '../support/chatSeats';
import { seedSharedSession } from '../support/session';

/**
 * The spec's loader times are upper bounds of a loader, not waits added after the data is there
 * (docs/ARCHITECTURE.md, Readings of the spec): on a local server a page's content shows within a
 * second of its data call's answer.
 */
const AFTER_ANSWER_MS = 1000;

/** Opens `path`, waits for the answer of its data `call`, then for `content` at most 1 s more. */
async function expectContentSoonAfter(page: Page, path: string, call: string, content: Locator) {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith(`/api/${call}`) && response.ok(),
  );
  await page.goto(path);
  await answered;
  await expect(content).toBeVisible({ timeout: AFTER_ANSWER_MS });
}

test.describe('content shows as soon as its data arrives', () => {
  test('the profile', async ({ page, baseURL }) => {
    await seedSharedSession(page, baseURL!);

    await expectContentSoonAfter(
      page,
      '/web/app/Profile',
      'webprofile',
      page.getByTestId(PROFILE_TEST_IDS.profilePhoto),
    );
  });

  test('Find new people', async ({ page, baseURL }) => {
    await seedSharedSession(page, baseURL!);

    // The grid, or the empty state when nobody is near the member.
    await expectContentSoonAfter(
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

    await expectContentSoonAfter(
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
