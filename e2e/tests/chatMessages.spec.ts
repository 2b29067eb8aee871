import { expect, test, type Page } from '@playwright/test';
import type { ChatMessage, GetChatMessagesResponse } from '../../shared/contract/src/schemas';
import { TEST_IDS } from '../../mf-chat/src/testIds';
import { matchAndChat, openChat, seat, type Seat } from '../support/chatSeats';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FAKE_MEDIA_ARGS } from '../support/chromium';
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

// Two sign-ups and two browser contexts per journey.
test.describe.configure({ timeout: 120_000 });

// This file's browser alone: Chromium's fake microphone (a beep), allowed without a prompt.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS],
  },
});

test.describe('voice notes', () => {
  test('a note recorded from the microphone plays for the receiver with its duration, and for nobody else', async ({
    browser,
    baseURL,
    request,
  }) => {
    const ada = await seat(browser, baseURL ?? '', 'Ada Voice');
    const ben = await seat(browser, baseURL ?? '', 'Ben Voice');
    const eve = await seat(browser, baseURL ?? '', 'Eve Voice');
    const chatId = await matchAndChat(request, ada.member, ben.member);
    try {
      await openChat(ada, ben.member, chatId);
      // Held by keyboard (Space down, then up): the same as holding it with a finger.
      const hold = ada.page.getByRole('button', { name: 'Hold to record a voice message' });
      await hold.focus();
      await ada.page.keyboard.down(' ');
      await expect(ada.page.getByRole('status').filter({ hasText: 'Recording…' })).toBeVisible();
      await ada.page.waitForTimeout(2500);
      await ada.page.keyboard.up(' ');

      // Before sending: its waveform and the duration the server read.
      const preview = ada.page.getByTestId(TEST_IDS.voicePreview);
      await expect(preview).toBeVisible({ timeout: 20_000 });
      await expect(preview.getByTestId(TEST_IDS.voiceDuration)).toHaveText(/^0:0[2-4]$/);
      await preview.getByRole('button', { name: 'Send' }).click();
      await expect(ada.page.getByTestId(TEST_IDS.receipt)).toBeVisible();

      await openChat(ben, ada.member, chatId);
      const player = history(ben.page, 'Ada Voice').getByTestId(TEST_IDS.voicePlayer);
      await expect(player.getByTestId(TEST_IDS.voiceDuration)).toHaveText(/^0:0[2-4]$/);
      await player
        .getByRole('button', { name: /^Play the voice message from Ada Voice \(0:0\d\)$/ })
        .click();
      await expect(player).toHaveAttribute('data-state', 'playing');
      // It plays: the time shown moves past 0:00.
      await expect(player.getByTestId(TEST_IDS.voiceDuration)).toHaveText(/^0:0[1-4]$/, {
        timeout: 10_000,
      });

      // Eve, a member of neither side, cannot fetch it, even with its address.
      const { chats } = await postAs<GetChatMessagesResponse & { status: 'true' }>(
        request,
        ben.member,
        'webgetchatmessage',
        { chat_id: chatId },
      );
      const note = chats.find((message: ChatMessage) => message.type === 'voice');
      expect(note?.voice?.duration_ms).toBeGreaterThan(1500);
      for (const member of [eve.member, ben.member]) {
        const fetched = await request.get(note?.voice?.url ?? '', {
          headers: { Authorization: `Bearer ${member.token}` },
        });
        expect(fetched.status()).toBe(member === eve.member ? 403 : 200);
      }
    } finally {
      for (const { page } of [ada, ben, eve]) await page.context().close();
    }
  });
});

test.describe('replies and unsending', () => {
  let ada: Seat;
  let ben: Seat;
  let chatId: number;

  test.beforeEach(async ({ browser, baseURL, request }) => {
    ada = await seat(browser, baseURL ?? '', 'Ada Replies');
    ben = await seat(browser, baseURL ?? '', 'Ben Replies', {
      viewport: { width: 390, height: 844 },
    });
    chatId = await matchAndChat(request, ada.member, ben.member);
  });

  test.afterEach(async () => {
    await ada.page.context().close();
    await ben.page.context().close();
  });

  test('a reply shows its quote to both, live and after reload, and leads to the quoted message', async () => {
    await openChat(ada, ben.member, chatId);
    await openChat(ben, ada.member, chatId);
    await sendText(ada.page, 'Sushi or tacos tonight?');

    // Ben, on a phone-sized screen, answers it: Reply, then his text.
    const question = history(ben.page, 'Ada Replies')
      .getByTestId(TEST_IDS.message)
      .filter({ hasText: 'Sushi or tacos tonight?' });
    await question.getByRole('button', { name: 'Reply' }).click();
    await expect(ben.page.getByTestId(TEST_IDS.replyPreview)).toContainText(
      'Replying to Ada Replies',
    );
    await sendText(ben.page, 'Tacos!');
    await expect(ben.page.getByTestId(TEST_IDS.replyPreview)).toHaveCount(0);

    for (const [{ page }, peer, quoted] of [
      [ada, 'Ben Replies', 'You'],
      [ben, 'Ada Replies', 'Ada Replies'],
    ] as const) {
      const reply = () =>
        history(page, peer).getByTestId(TEST_IDS.message).filter({ hasText: 'Tacos!' });
      await expect(reply().getByTestId(TEST_IDS.quote)).toContainText(
        `${quoted}Sushi or tacos tonight?`,
      );
      await page.reload();
      const quote = reply().getByTestId(TEST_IDS.quote);
      await expect(quote).toContainText('Sushi or tacos tonight?');
      // A tap leads to the quoted message.
      await quote.click();
      await expect(
        history(page, peer)
          .getByTestId(TEST_IDS.message)
          .filter({ hasText: /^Sushi or tacos tonight\?/ }),
      ).toBeFocused();
    }
  });

  test('an unsent message is gone for both within a second, replaced by "Message removed"', async () => {
    await openChat(ada, ben.member, chatId);
    await openChat(ben, ada.member, chatId);
    await sendText(ada.page, 'Oops, wrong chat');
    const onBen = history(ben.page, 'Ada Replies');
    await expect(onBen.getByText('Oops, wrong chat')).toBeVisible();

    const mine = history(ada.page, 'Ben Replies')
      .getByTestId(TEST_IDS.message)
      .filter({ hasText: 'Oops, wrong chat' });
    await mine.hover();
    await mine.getByRole('button', { name: 'Unsend' }).click();
    await expect(history(ada.page, 'Ben Replies').getByText('Message removed')).toBeVisible();
    // Live on the other side: within a second, over the socket.
    await expect(onBen.getByText('Message removed')).toBeVisible({ timeout: 1000 });
    await expect(onBen.getByText('Oops, wrong chat')).toHaveCount(0);

    for (const { page } of [ada, ben]) {
      await page.reload();
      await expect(page.getByText('Message removed')).toBeVisible();
      await expect(page.getByText('Oops, wrong chat')).toHaveCount(0);
    }
  });
});
