import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TEST_IDS } from '../../mf-chat/src/testIds';
import type { ApiOk, CreateChatResponse } from '../../shared/contract/src/schemas';
import { solidPng } from '../support/png';
import { signUpMember, storeSession, type Member } from '../support/session';

/** One member signed in in a browser context of their own. */
interface Seat {
  member: Member;
  page: Page;
}

async function call<T extends ApiOk>(
  request: APIRequestContext,
  member: Member,
  name: string,
  data: Record<string, unknown>,
): Promise<T> {
  const response = await request.post(`/api/${name}`, {
    data: { language: 'en', ...data },
    headers: { Authorization: `Bearer ${member.token}` },
  });
  const body = (await response.json()) as T;
  expect(body, `${name} answered ${JSON.stringify(body)}`).toMatchObject({ status: 'true' });
  return body;
}

async function seat(browser: Browser, baseURL: string, name: string): Promise<Seat> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const member = await signUpMember(page.request, { name });
  await storeSession(page, baseURL, member);
  return { member, page };
}

/** Both like each other (a match, spec section 4), then the chat is made as the match popup does. */
async function matchAndChat(request: APIRequestContext, one: Member, other: Member) {
  await call(request, one, 'webmatch', {
    user_id: one.memberId,
    follow_id: other.memberId,
    type: 'like',
  });
  await call(request, other, 'webmatch', {
    user_id: other.memberId,
    follow_id: one.memberId,
    type: 'like',
  });
  const { chatid } = await call<CreateChatResponse>(request, one, 'webcreatchat', {
    sender_id: one.memberId,
    receiver_id: other.memberId,
  });
  return chatid;
}

async function openChat({ page }: Seat, other: Member, chatId: number) {
  await page.goto(`/web/app/Message/MessageNew/${other.memberId}/${chatId}`);
  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeEnabled();
  return input;
}

const history = (page: Page, name: string) =>
  page.getByRole('list', { name: `Messages with ${name}` });

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

test.describe('chat between two members', () => {
  let ada: Seat;
  let ben: Seat;
  let chatId: number;

  test.beforeEach(async ({ browser, baseURL, request }) => {
    ada = await seat(browser, baseURL!, 'Ada Chat');
    ben = await seat(browser, baseURL!, 'Ben Chat');
    chatId = await matchAndChat(request, ada.member, ben.member);
  });

  test.afterEach(async () => {
    await Promise.all([ada.page.context().close(), ben.page.context().close()]);
  });

  // Live, over the socket (the chat does not poll); how fast is the chat bench's to measure
  // (docs/PERFORMANCE.md), so a busy machine does not fail the journey.
  test('a message appears in the other open chat as it is sent, after the typing indicator', async () => {
    const adaInput = await openChat(ada, ben.member, chatId);
    const benInput = await openChat(ben, ada.member, chatId);

    await adaInput.pressSequentially('Hello Ben');
    await expect(ben.page.getByTestId(TEST_IDS.typing)).toHaveText('Ada Chat is typing…');

    await adaInput.press('Enter');
    await expect(history(ben.page, 'Ada Chat').getByText('Hello Ben')).toBeVisible();
    await expect(ben.page.getByTestId(TEST_IDS.typing)).toHaveText('');
    await expect(history(ada.page, 'Ben Chat').getByText('Hello Ben')).toHaveCount(1);

    await benInput.fill('Hi Ada');
    await benInput.press('Enter');
    await expect(history(ada.page, 'Ben Chat').getByText('Hi Ada')).toBeVisible();

    // Stored, not only relayed: both find the conversation again after a reload.
    await ben.page.reload();
    await expect(history(ben.page, 'Ada Chat').getByText('Hello Ben')).toHaveCount(1);
    await expect(history(ben.page, 'Ada Chat').getByText('Hi Ada')).toHaveCount(1);
  });

  test('an image message shows in both chats', async () => {
    await openChat(ada, ben.member, chatId);
    await openChat(ben, ada.member, chatId);

    await ada.page.getByTestId(TEST_IDS.imageInput).setInputFiles({
      name: 'sunset.png',
      mimeType: 'image/png',
      buffer: solidPng(),
    });
    // The picture shows first, for Send or Cancel.
    await ada.page
      .getByRole('dialog', { name: 'Send this picture?' })
      .getByRole('button', { name: 'Send' })
      .click();

    const mine = history(ada.page, 'Ben Chat').getByRole('img', { name: 'Image sent by you' });
    const theirs = history(ben.page, 'Ada Chat').getByRole('img', {
      name: 'Image sent by Ada Chat',
    });
    await expect(mine).toBeVisible();
    await expect(theirs).toBeVisible();
    await expect(theirs).toHaveJSProperty('complete', true);
    expect(await theirs.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );

    await ada.page.getByTestId(TEST_IDS.imageInput).setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(ada.page.getByRole('alert')).toHaveText('Sorry, Invalid file!');
  });

  test('after a block the blocked member sees it and cannot send', async ({ request }) => {
    await openChat(ada, ben.member, chatId);
    const benInput = await openChat(ben, ada.member, chatId);

    await ada.page.getByRole('button', { name: 'Chat options' }).click();
    await ada.page.getByRole('button', { name: 'Block' }).click();
    await ada.page.getByRole('button', { name: 'Yes' }).click();
    await expect(ada.page.getByTestId(TEST_IDS.blockNotice)).toHaveText(/Unblock to message/);

    await expect(ben.page.getByTestId(TEST_IDS.blockNotice)).toHaveText(
      'This User has Blocked you',
    );
    await expect(benInput).toBeDisabled();
    await ben.page.reload();
    await expect(ben.page.getByTestId(TEST_IDS.blockNotice)).toHaveText(
      'This User has Blocked you',
    );
    await expect(ben.page.getByRole('textbox', { name: 'Message' })).toBeDisabled();

    // The server refuses it too, whatever the page shows.
    const refused = await request.post('/api/websendmessage', {
      data: {
        sender_id: ben.member.memberId,
        chat_id: chatId,
        receiver_id: ada.member.memberId,
        client_id: 'blocked-try',
        message: 'Let me in',
        language: 'en',
      },
      headers: { Authorization: `Bearer ${ben.member.token}` },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.status()).toBeLessThan(500);
  });

  test('the list and the sidebar badge follow a new message live', async ({ request }) => {
    const { page } = ben;
    await page.goto('/web/app/Message');
    // A match with no message yet waits in the strip above the conversations.
    const newMatches = page.getByRole('region', { name: 'New matches' });
    await expect(newMatches.getByRole('button', { name: 'Chat with Ada Chat' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'the Messages list').toEqual([]);

    await call(request, ada.member, 'websendmessage', {
      sender_id: ada.member.memberId,
      chat_id: chatId,
      receiver_id: ben.member.memberId,
      client_id: 'live-list-1',
      message: 'Are you free tonight?',
    });

    const row = page.getByTestId(TEST_IDS.chatRow).filter({ hasText: 'Ada Chat' });
    await expect(row).toContainText('Are you free tonight?');
    await expect(newMatches).toBeHidden();
    await expect(row.getByLabel('1 unread message')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Messages 1 new' })).toBeVisible();

    // Reading the chat clears the badge.
    await row.getByRole('link', { name: 'Chat with Ada Chat' }).click();
    await expect(history(page, 'Ada Chat').getByText('Are you free tonight?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'the chat view').toEqual([]);
  });
});
