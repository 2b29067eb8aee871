import { expect, test } from '@playwright/test';
import { TEST_IDS } from '../../mf-chat/src/testIds';
import { matchAndChat, openChat, seat, type Seat } from '../support/chatSeats';

const UNKIND = 'You are a stupid bitch';

test.describe('kinder messages', () => {
  let ada: Seat;
  let ben: Seat;
  let chatId: number;

  test.beforeEach(async ({ browser, baseURL, request }) => {
    ada = await seat(browser, baseURL!, 'Ada Kind');
    ben = await seat(browser, baseURL!, 'Ben Kind');
    chatId = await matchAndChat(request, ada.member, ben.member);
  });

  test.afterEach(async () => {
    await Promise.all([ada.page.context().close(), ben.page.context().close()]);
  });

  test("a flagged message asks 'Are you sure?' first; its receiver reports it in one tap", async () => {
    // Two members, two browser contexts, a dialog and a report: more than one page's budget.
    test.setTimeout(60_000);
    const adaInput = await openChat(ada, ben.member, chatId);
    await openChat(ben, ada.member, chatId);
    const benHistory = ben.page.getByRole('list', { name: 'Messages with Ada Kind' });

    await adaInput.fill(UNKIND);
    await adaInput.press('Enter');
    const dialog = ada.page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('This message may be hurtful');
    // Nothing reached Ben while Ada decides.
    await expect(benHistory.getByText(UNKIND)).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Send anyway' }).click();
    await expect(dialog).toBeHidden();
    const adaHistory = ada.page.getByRole('list', { name: 'Messages with Ben Kind' });
    await expect(adaHistory.getByText(UNKIND)).toBeVisible();
    await expect(ada.page.getByTestId(TEST_IDS.kinderNotice)).toHaveCount(0);

    const flagged = benHistory.getByRole('listitem').filter({ hasText: UNKIND });
    await expect(flagged).toBeVisible();
    const notice = flagged.getByTestId(TEST_IDS.kinderNotice);
    await expect(notice).toContainText('Does this bother you?');

    const reported = ben.page.waitForRequest((request) => request.url().endsWith('/api/webreport'));
    await notice.getByRole('button', { name: 'Report' }).click();
    await expect(notice).toContainText('Thanks, we received your report');
    const fields = (await reported).postDataBuffer()?.toString() ?? '';
    expect(fields).toContain('harassment');
    expect(fields).toContain(String(ada.member.memberId));
    // The refused first try was never delivered: Ben holds the message once.
    await expect(benHistory.getByText(UNKIND)).toHaveCount(1);
  });

  test('a first message with a Telegram handle reaches the recipient behind the warning card', async () => {
    test.setTimeout(60_000);
    const intro = "Hi Ben! I'm rarely on here, add me on telegram @ada_99";
    const adaInput = await openChat(ada, ben.member, chatId);
    await openChat(ben, ada.member, chatId);

    await adaInput.fill(intro);
    await adaInput.press('Enter');
    // Delivered as it is, and its sender is not warned about her own message.
    const adaHistory = ada.page.getByRole('list', { name: 'Messages with Ben Kind' });
    await expect(adaHistory.getByText(intro)).toBeVisible();
    await expect(ada.page.getByTestId(TEST_IDS.scamWarning)).toHaveCount(0);

    const benHistory = ben.page.getByRole('list', { name: 'Messages with Ada Kind' });
    const received = benHistory.getByRole('listitem').filter({ hasText: intro });
    const card = received.getByTestId(TEST_IDS.scamWarning);
    await expect(card).toContainText(
      'This message asks you to move to Telegram. Scammers often do. Stay here until you trust them.',
    );
    await card.getByRole('button', { name: 'Report' }).click();
    const dialog = ben.page.getByRole('dialog', { name: /^Report Ada Kind/ });
    await expect(dialog.getByRole('checkbox', { name: intro })).toBeVisible();
  });
});
