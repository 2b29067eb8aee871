import { expect, test, type Locator, type Page } from '@playwright/test';
import { TEST_IDS } from '../../mf-chat/src/testIds';
import { TEST_IDS as SHELL_TEST_IDS } from '../../shell/src/testIds';
import { matchAndChat, openChat, seat, type Seat } from '../support/chatSeats';
import { postAs } from '../support/session';

const SCREENS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

const chatHeader = (page: Page) => page.locator('header.chat-header');

/** Whether the element lies wholly inside the window as it is, without any scrolling. */
async function expectInsideViewport(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what}: bottom`).toBeLessThanOrEqual(viewport.height);
}

async function sendAs(from: Seat, to: Seat, chatId: number, message: string, clientId: string) {
  await postAs(from.page.request, from.member, 'websendmessage', {
    sender_id: from.member.memberId,
    chat_id: chatId,
    receiver_id: to.member.memberId,
    client_id: clientId,
    message,
  });
}

for (const { name, viewport } of SCREENS) {
  test.describe(`the chat screen on a ${name} (${viewport.width}x${viewport.height})`, () => {
    let ada: Seat;
    let ben: Seat;
    let chatId: number;

    test.beforeEach(async ({ browser, baseURL, request }) => {
      ada = await seat(browser, baseURL!, 'Ada Screen', { viewport });
      ben = await seat(browser, baseURL!, 'Ben Screen', { viewport });
      chatId = await matchAndChat(request, ada.member, ben.member);
    });

    test.afterEach(async () => {
      await Promise.all([ada.page.context().close(), ben.page.context().close()]);
    });

    test('header and composer stay on screen, no ad inside the chat, the newest message in view', async () => {
      test.setTimeout(60_000);
      for (let index = 1; index <= 30; index += 1) {
        await sendAs(ben, ada, chatId, `Message number ${index}`, `screen-${name}-${index}`);
      }

      const input = await openChat(ada, ben.member, chatId);
      const { page } = ada;

      // Never an upsell inside a chat (upsellRule.ts).
      await expect(page.getByTestId(SHELL_TEST_IDS.adSlot)).toHaveCount(0);
      await expectInsideViewport(page, chatHeader(page), 'the header');
      await expectInsideViewport(page, input, 'the message box');
      await expect(page.getByText('Message number 30')).toBeInViewport();
      // The page itself does not scroll: only the history does.
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight),
      ).toBeLessThanOrEqual(0);

      await input.fill('Hello from the bottom');
      await input.press('Enter');
      await expect(page.getByText('Hello from the bottom')).toBeInViewport();
      await expectInsideViewport(page, chatHeader(page), 'the header after sending');
      await expectInsideViewport(page, input, 'the message box after sending');
    });

    test('the first to open sees the other come online, type and leave, without reloading', async () => {
      await openChat(ada, ben.member, chatId);
      const header = chatHeader(ada.page);
      await expect(header).not.toContainText('Online');
      await expect(ada.page.getByTestId(TEST_IDS.emptyChat)).toHaveText(
        /You matched with Ben Screen/,
      );

      const benInput = await openChat(ben, ada.member, chatId);
      await expect(header).toContainText('Online');

      await benInput.pressSequentially('Hi Ada');
      await expect(ada.page.getByTestId(TEST_IDS.typing)).toHaveText('Ben Screen is typing…');

      await ben.page.close();
      await expect(ada.page.getByTestId(TEST_IDS.typing)).toHaveText('');
      await expect(header).toContainText('Last seen just now');
    });
  });
}

test.describe('the chat screen in Arabic', () => {
  test('a Latin message and name keep their punctuation: dir="auto" and <bdi>', async ({
    browser,
    baseURL,
    request,
  }) => {
    const ada = await seat(browser, baseURL!, 'Ada Screen', {
      viewport: SCREENS[0].viewport,
      language: 'ar',
    });
    const ben = await seat(browser, baseURL!, 'Ben Screen');
    try {
      const chatId = await matchAndChat(request, ada.member, ben.member);
      await sendAs(ben, ada, chatId, 'Hello, Ada!', 'arabic-latin-1');

      await openChat(ada, ben.member, chatId, 'الرسالة');
      const { page } = ada;
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByText('Hello, Ada!')).toHaveAttribute('dir', 'auto');
      await expect(chatHeader(page).getByRole('heading').locator('bdi')).toHaveText('Ben Screen');

      const benInput = await openChat(ben, ada.member, chatId);
      // Ben's socket opens once his page is idle: a notice typed before it is not passed on.
      await expect(chatHeader(page)).toContainText('متصل');
      await benInput.pressSequentially('Yes');
      const typing = page.getByTestId(TEST_IDS.typing);
      await expect(typing).toHaveText('Ben Screen يكتب…');
      await expect(typing.locator('bdi')).toHaveText('Ben Screen');
    } finally {
      await Promise.all([ada.page.context().close(), ben.page.context().close()]);
    }
  });
});
