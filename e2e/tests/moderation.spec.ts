import { expect, test, type Browser, type Page } from '@playwright/test';
import type {
  ModerationActionResponse,
  SendMessageResponse,
} from '../../shared/contract/src/schemas';
import { formatDate } from '../../shared/contract/src/i18n/formatDate';
import { TEST_IDS } from '../../shell/src/testIds';
import { matchAndChat } from '../support/chatSeats';
import { ProductServer } from '../support/productServer';
import { postAs, seedSession, signUpMember, storeSession, type Member } from '../support/session';

/** A valid body of each moderation call: a plain member must be refused for the role alone. */
const MODERATION_CALLS = {
  moderationqueue: {},
  moderationcase: { member_id: 1 },
  moderationaction: { member_id: 1, action: 'dismiss', note: 'Nothing wrong' },
  moderationaudit: {},
};

/** `member` signed in on a page of a browser context of their own. */
async function signedInPage(browser: Browser, origin: string, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  const page = await context.newPage();
  await storeSession(page, origin, member);
  return page;
}

test.describe('moderation', () => {
  test('a moderator made with the CLI sees a chat report with only its attached messages, suspends the member for 3 days, which ends their session at once, and finds it in the audit log', async ({
    browser,
    playwright,
  }) => {
    // A server of its own: with the embedded database the CLI runs while the server is stopped.
    test.setTimeout(300_000);
    const product = await ProductServer.start('moderation');
    try {
      const request = await playwright.request.newContext({ baseURL: product.origin });
      const ann = await signUpMember(request, { name: 'Ann Reporter' });
      const bea = await signUpMember(request, { name: 'Bea Reported' });
      const mo = await signUpMember(request, { name: 'Mo Moderator' });
      const chatId = await matchAndChat(request, ann, bea);
      const send = async (from: Member, to: Member, message: string) => {
        await postAs<SendMessageResponse>(request, from, 'websendmessage', {
          sender_id: from.memberId,
          chat_id: chatId,
          receiver_id: to.memberId,
          message,
          chat_time: Date.now(),
          // Past the kindness check's question: this journey is about the report.
          send_anyway: 'true',
        });
      };
      await send(ann, bea, 'Hi Bea, nice to match');
      await send(bea, ann, 'You are worthless');
      await send(bea, ann, 'Sorry, long day');
      await send(bea, ann, 'Answer me or else');

      // Ann reports Bea from the chat's menu, attaching two of Bea's messages.
      const annPage = await signedInPage(browser, product.origin, ann);
      await annPage.goto(`/web/app/Message/MessageNew/${bea.memberId}/${chatId}`);
      // From the chat's menu (the flagged messages offer a Report of their own).
      const chatOptions = annPage.getByRole('button', { name: 'Chat options' });
      await chatOptions.click();
      const chatMenu = annPage.locator(`[id="${await chatOptions.getAttribute('aria-controls')}"]`);
      await chatMenu.getByRole('button', { name: 'Report' }).click();
      const reportDialog = annPage.getByRole('dialog', { name: /^Report Bea Reported/ });
      await reportDialog.getByRole('checkbox', { name: 'You are worthless' }).check();
      await reportDialog.getByRole('checkbox', { name: 'Answer me or else' }).check();
      await reportDialog.getByRole('radio', { name: 'Harassment or hate' }).check();
      await reportDialog
        .getByRole('textbox', { name: 'What happened?' })
        .fill('Threats after I stopped answering');
      await reportDialog.getByRole('button', { name: 'Send report' }).click();
      await expect(
        annPage.getByRole('dialog', { name: 'Thanks, we received your report.' }),
      ).toBeVisible();
      await annPage.context().close();

      expect(await product.admin('moderators', 'add', mo.email)).toContain(
        `${mo.email} is now a moderator`,
      );

      // Bea has the product open, its socket connected.
      const beaPage = await signedInPage(browser, product.origin, bea);
      const beaSocket = beaPage.waitForEvent('websocket', (socket) =>
        socket.url().includes('/socket.io/'),
      );
      await beaPage.goto('/web/app/Message');
      await (await beaSocket).waitForEvent('framereceived');

      const moPage = await signedInPage(browser, product.origin, mo);
      await moPage.goto('/web/app');
      await moPage
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Moderation' })
        .click();
      await expect(moPage).toHaveURL(/\/web\/moderation$/);
      const queued = moPage.getByRole('listitem').filter({
        has: moPage.getByRole('link', { name: 'Open the case of Bea Reported' }),
      });
      await expect(queued).toContainText('1 open report');
      await expect(queued).toContainText('Harassment or hate');
      await queued.getByRole('link', { name: 'Open the case of Bea Reported' }).click();

      await expect(moPage.getByRole('heading', { name: 'Case of Bea Reported' })).toBeVisible();
      const report = moPage
        .getByRole('region', { name: 'Open reports' })
        .getByTestId('moderation-report');
      await expect(report).toHaveCount(1);
      await expect(report).toContainText('Harassment or hate');
      await expect(report).toContainText('Threats after I stopped answering');
      await expect(report.getByRole('link', { name: 'Ann Reporter' })).toBeVisible();
      await expect(report.getByRole('listitem')).toHaveText([
        /You are worthless/,
        /Answer me or else/,
      ]);
      await expect(moPage.getByText('Sorry, long day')).toHaveCount(0);
      await expect(moPage.getByText('Hi Bea, nice to match')).toHaveCount(0);

      await moPage.getByRole('button', { name: 'Suspend' }).click();
      const dialog = moPage.getByRole('dialog', { name: 'Suspend Bea Reported' });
      // The reason told to Bea starts as the report's.
      await expect(dialog.getByLabel('Reason told to the member')).toHaveValue('harassment');
      await dialog.getByLabel('Days').fill('3');
      await dialog.getByLabel('Note').fill('Threats in the chat Ann attached');
      const answered = moPage.waitForResponse((response) =>
        response.url().endsWith('/api/moderationaction'),
      );
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      const { entry } = (await (await answered).json()) as ModerationActionResponse;

      // Bea's open page ends its session by itself, told over its socket (no reload).
      await expect(beaPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      expect(entry).toMatchObject({ action: 'suspend', days: 3 });
      const until = formatDate((entry.until ?? 0) * 1000, 'en', 'dateTime');
      // The page that signed her out says why and until when.
      const signedOutNotice = beaPage.getByTestId(TEST_IDS.standingNotice);
      await expect(signedOutNotice).toContainText(until);
      await expect(signedOutNotice).toContainText('Harassment or hate');
      await expect(moPage.getByRole('status')).toHaveText(
        `Bea Reported is suspended until ${until}.`,
      );
      await expect(moPage.getByRole('region', { name: 'Open reports' })).toContainText(
        'No open reports.',
      );

      // Signing in again, Bea is told why and until when.
      const form = beaPage.getByTestId(TEST_IDS.signInForm);
      await form.getByLabel('Email').fill(bea.email);
      await form.getByLabel('Password').fill(bea.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      const refusal = beaPage.getByRole('alert');
      await expect(refusal).toContainText(until);
      await expect(refusal).toContainText('Harassment or hate');

      // The audit log shows the action, found by member and by moderator.
      await moPage.getByRole('link', { name: 'Audit log' }).click();
      await moPage.getByLabel('Search by member').fill('Bea Reported');
      await moPage.getByLabel('Search by moderator').fill('Mo Moderator');
      const logged = moPage
        .getByRole('listitem')
        .filter({ hasText: 'Threats in the chat Ann attached' });
      await expect(logged).toContainText('Suspend');
      await expect(logged).toContainText(`3 days, until ${until}`);
      await expect(logged).toContainText('Mo Moderator');
      await expect(logged.getByRole('link', { name: 'Bea Reported' })).toBeVisible();
      await moPage.getByLabel('Search by moderator').fill('Ann Reporter');
      await expect(moPage.getByRole('heading', { name: 'No actions found' })).toBeVisible();
    } finally {
      await product.close();
    }
  });

  test("a moderator's ban of a moderator is refused; an admin bans a member, who is told why when signed out and at sign-in until dismissing it, then lifts the ban", async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(300_000);
    const product = await ProductServer.start('moderator-roles');
    try {
      const request = await playwright.request.newContext({ baseURL: product.origin });
      const mo = await signUpMember(request, { name: 'Mo Moderator' });
      const max = await signUpMember(request, { name: 'Max Moderator' });
      const ada = await signUpMember(request, { name: 'Ada Admin' });
      const ben = await signUpMember(request, { name: 'Ben Member' });
      await product.admin('moderators', 'add', mo.email);
      await product.admin('moderators', 'add', max.email);
      expect(await product.admin('moderators', 'add', ada.email, '--role', 'admin')).toContain(
        `${ada.email} is now an admin`,
      );

      // Mo may not act on Max: the console greys every action, and the server refuses the call.
      const moPage = await signedInPage(browser, product.origin, mo);
      await moPage.goto(`/web/moderation/case/${max.memberId}`);
      await expect(moPage.getByRole('heading', { name: 'Case of Max Moderator' })).toBeVisible();
      await expect(moPage.getByRole('button', { name: 'Ban' })).toBeDisabled();
      await expect(
        moPage.getByText(
          'You cannot act on this account: it is yours, a moderator’s or an admin’s.',
        ),
      ).toBeVisible();
      const refused = await moPage.request.post('/api/moderationaction', {
        data: { member_id: max.memberId, action: 'ban', note: 'Rival', reason: 'other' },
        headers: { Authorization: `Bearer ${mo.token}` },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(
        'You cannot take an action on this moderator or admin',
      );

      // Ben has the product open when Ada bans him, choosing the reason he is told.
      const benPage = await signedInPage(browser, product.origin, ben);
      // Ben's page runs on a clock the test moves, to see past a passing message's 2 s at once.
      await benPage.clock.install();
      const benSocket = benPage.waitForEvent('websocket', (socket) =>
        socket.url().includes('/socket.io/'),
      );
      await benPage.goto('/web/app/Message');
      await (await benSocket).waitForEvent('framereceived');

      const adaPage = await signedInPage(browser, product.origin, ada);
      await adaPage.goto(`/web/moderation/case/${ben.memberId}`);
      await expect(adaPage.getByRole('button', { name: 'Lift ban' })).toHaveCount(0);
      await adaPage.getByRole('button', { name: 'Ban' }).click();
      const banDialog = adaPage.getByRole('dialog', { name: 'Ban Ben Member' });
      await banDialog.getByLabel('Note').fill('Sold fake tickets');
      await banDialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(banDialog.getByLabel('Reason told to the member')).toHaveAccessibleDescription(
        /Choose the reason the member will be told\./,
      );
      await banDialog.getByLabel('Reason told to the member').selectOption('Spam or scam');
      await banDialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(adaPage.getByRole('status')).toHaveText('Ben Member is banned.');

      const reason = 'Your account is banned. Reason: Spam or scam.';
      await expect(benPage.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(benPage.getByTestId(TEST_IDS.standingNotice)).toContainText(reason);
      await benPage.getByRole('button', { name: 'Dismiss' }).click();
      await expect(benPage.getByTestId(TEST_IDS.standingNotice)).toHaveCount(0);

      // Signing in again, the refusal stays well past a passing message's 2 s, until dismissed.
      const form = benPage.getByTestId(TEST_IDS.signInForm);
      await form.getByLabel('Email').fill(ben.email);
      await form.getByLabel('Password').fill(ben.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(benPage.getByTestId(TEST_IDS.standingNotice)).toContainText(reason);
      await benPage.clock.fastForward(4_000);
      await expect(benPage.getByTestId(TEST_IDS.standingNotice)).toContainText(reason);
      await benPage.getByRole('button', { name: 'Dismiss' }).click();
      await expect(benPage.getByTestId(TEST_IDS.standingNotice)).toHaveCount(0);

      // Ada lifts the ban; Ben signs in.
      await adaPage.getByRole('button', { name: 'Lift ban' }).click();
      const liftDialog = adaPage.getByRole('dialog', { name: 'Lift the ban of Ben Member' });
      await liftDialog.getByLabel('Note').fill('Refunded everyone, appeal accepted');
      await liftDialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(adaPage.getByRole('status')).toHaveText('The ban of Ben Member was lifted.');
      await expect(
        adaPage.getByRole('region', { name: 'Actions taken' }).getByRole('listitem').first(),
      ).toContainText('Lift ban');

      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(benPage).toHaveURL(/\/web\/app/);
    } finally {
      await product.close();
    }
  });

  test('a plain member is refused every moderation call (403) and sent from /web/moderation to /web/app', async ({
    page,
    baseURL,
  }) => {
    const member = await seedSession(page, baseURL ?? '');
    for (const [call, data] of Object.entries(MODERATION_CALLS)) {
      const response = await page.request.post(`/api/${call}`, {
        data,
        headers: { Authorization: `Bearer ${member.token}` },
      });
      expect(response.status(), call).toBe(403);
    }

    const consoleFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf-moderation/')) consoleFiles.push(request.url());
    });
    await page.goto('/web/moderation');

    await expect(page).toHaveURL(/\/web\/app$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
    expect(consoleFiles).toEqual([]);
  });
});
