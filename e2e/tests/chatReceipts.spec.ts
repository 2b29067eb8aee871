import { expect, test, type Page } from '@playwright/test';
import { TEST_IDS } from '../../mf-chat/src/testIds';
import { matchAndChat, openChat, seat, type Seat } from '../support/chatSeats';
import { solidPng } from '../support/png';
import { ProductServer } from '../support/productServer';
import { postAs } from '../support/session';

const history = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}` });

/** Sends a text from the open chat and waits until it is stored (its receipt shows). */
async function sendText(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByTestId(TEST_IDS.receipt)).toBeVisible();
}

test.describe('read receipts and reactions', () => {
  // Two sign-ups and two browser contexts per journey.
  test.describe.configure({ timeout: 120_000 });
  let ada: Seat;
  let ben: Seat;
  let chatId: number;

  test.beforeEach(async ({ browser, baseURL, request }) => {
    ada = await seat(browser, baseURL ?? '', 'Ada Receipts');
    ben = await seat(browser, baseURL ?? '', 'Ben Receipts');
    chatId = await matchAndChat(request, ada.member, ben.member);
  });

  test.afterEach(async () => {
    await ada.page.context().close();
    await ben.page.context().close();
  });

  test('the sender sees Read as soon as the receiver opens the chat, and a reaction live', async () => {
    const benName = ben.member.name;
    await openChat(ada, ben.member, chatId);
    await sendText(ada.page, 'Hello Ben');
    const receipt = ada.page.getByTestId(TEST_IDS.receipt);
    await expect(receipt).toHaveText(/^(Sent|Delivered)$/);

    await openChat(ben, ada.member, chatId);
    const received = history(ben.page, ada.member.name).getByText('Hello Ben');
    await expect(received).toBeVisible();
    // Live, over the socket: the sender's page is not reloaded.
    await expect(receipt).toHaveText('Read');

    // Ben reacts from the mouse: hover shows the React button.
    await received.hover();
    await ben.page.getByRole('button', { name: 'React to this message' }).click();
    await ben.page
      .getByRole('group', { name: 'Reactions' })
      .getByRole('button', { name: 'Love' })
      .click();
    const reactions = history(ada.page, benName).getByRole('list', { name: 'Reactions' });
    await expect(reactions).toContainText(`Love from ${benName}`);

    // Stored, not only relayed.
    await ada.page.reload();
    await expect(ada.page.getByTestId(TEST_IDS.receipt)).toHaveText('Read');
    await expect(history(ada.page, benName).getByRole('list', { name: 'Reactions' })).toContainText(
      `Love from ${benName}`,
    );
  });

  test("with the receiver's read receipts off in Settings, neither sees Read", async () => {
    await ben.page.goto('/web/app/settings');
    const setting = ben.page.getByRole('switch', { name: 'Send read receipts' });
    await expect(setting).toBeChecked();
    await setting.click();
    await expect(setting).not.toBeChecked();
    await expectNoReadEitherWay();
  });

  test("with the sender's read receipts off, neither sees Read", async ({ request }) => {
    await postAs(request, ada.member, 'webreadreceipts', { read_receipts: 'false' });
    await expectNoReadEitherWay();
  });

  /** Both chats open and visible, a message each way: Delivered, never Read, also after reload. */
  async function expectNoReadEitherWay() {
    await openChat(ada, ben.member, chatId);
    await sendText(ada.page, 'Are you there?');
    await openChat(ben, ada.member, chatId);
    await expect(history(ben.page, ada.member.name).getByText('Are you there?')).toBeVisible();
    await expect(ada.page.getByTestId(TEST_IDS.receipt)).toHaveText('Delivered');

    await sendText(ben.page, 'Yes, here');
    await expect(history(ada.page, ben.member.name).getByText('Yes, here')).toBeVisible();
    await expect(ben.page.getByTestId(TEST_IDS.receipt)).toHaveText('Delivered');

    for (const { page } of [ada, ben]) {
      await page.reload();
      await expect(page.getByTestId(TEST_IDS.receipt)).toHaveText('Delivered');
    }
  }
});

test.describe('explicit pictures', () => {
  test('an explicit picture reaches the receiver blurred, opens after View and stays open', async ({
    browser,
    playwright,
  }) => {
    // A server of its own: the detector's threshold is set with the admin CLI, so that any
    // picture comes out explicit; its models load on the first picture (slow on a busy machine).
    test.setTimeout(600_000);
    const product = await ProductServer.start('explicit');
    try {
      const request = await playwright.request.newContext({ baseURL: product.origin });
      const ada = await seat(browser, product.origin, 'Ada Explicit');
      const ben = await seat(browser, product.origin, 'Ben Explicit');
      const chatId = await matchAndChat(request, ada.member, ben.member);
      // After the sign-ups, whose profile photos the same threshold would refuse.
      expect(await product.admin('settings', 'set', 'vision_explicit_threshold', '0')).toBeTruthy();

      await openChat(ada, ben.member, chatId);
      await ada.page.getByTestId(TEST_IDS.imageInput).setInputFiles({
        name: 'beach.png',
        mimeType: 'image/png',
        buffer: solidPng(),
      });
      // The picture shows first, for Send or Cancel.
      await ada.page
        .getByRole('dialog', { name: 'Send this picture?' })
        .getByRole('button', { name: 'Send' })
        .click();
      // Its sender always sees their own picture.
      await expect(
        history(ada.page, 'Ben Explicit').getByRole('img', { name: 'Image sent by you' }),
      ).toBeVisible({ timeout: 120_000 });
      await expect(ada.page.getByTestId(TEST_IDS.explicitImage)).toHaveCount(0);

      await openChat(ben, ada.member, chatId);
      const blurred = ben.page.getByTestId(TEST_IDS.explicitImage);
      await expect(blurred).toContainText('This image may be explicit. View?');
      expect(
        await blurred.getByRole('img').evaluate((image) => getComputedStyle(image).filter),
      ).toContain('blur');
      await blurred.getByRole('button', { name: 'View' }).click();
      const shown = history(ben.page, 'Ada Explicit').getByRole('img', {
        name: 'Image sent by Ada Explicit',
      });
      await expect(shown).toBeVisible();
      await expect(blurred).toHaveCount(0);

      await ben.page.reload();
      await expect(shown).toBeVisible();
      await expect(ben.page.getByTestId(TEST_IDS.explicitImage)).toHaveCount(0);
      await request.dispose();
    } finally {
      await product.close();
    }
  });
});
