import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { CreateChatResponse } from '../../shared/contract/src/schemas';
import { postAs, signUpMember, storeSession, type Member } from './session';

/** One member signed in in a browser context of their own. */
export interface Seat {
  member: Member;
  page: Page;
}

/** A new member signed in on a page of a new browser context, in `language` if given. */
export async function seat(
  browser: Browser,
  baseURL: string,
  name: string,
  {
    viewport,
    language,
    city,
  }: { viewport?: { width: number; height: number }; language?: string; city?: string } = {},
): Promise<Seat> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport });
  if (language) await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
  const page = await context.newPage();
  const member = await signUpMember(page.request, { name, city });
  await storeSession(page, baseURL, member);
  return { member, page };
}

/** Both like each other (a match, spec section 4), then the chat is made as the match popup does. */
export async function matchAndChat(
  request: APIRequestContext,
  one: Member,
  other: Member,
): Promise<number> {
  await postAs(request, one, 'webmatch', { follow_id: other.memberId, type: 'like' });
  await postAs(request, other, 'webmatch', { follow_id: one.memberId, type: 'like' });
  const { chatid } = await postAs<CreateChatResponse>(request, one, 'webcreatchat', {
    sender_id: one.memberId,
    receiver_id: other.memberId,
  });
  return chatid;
}

/** Opens the chat with `other` and waits for its message box (named `inputName`). */
export async function openChat(
  { page }: Seat,
  other: Member,
  chatId: number,
  inputName = 'Message',
) {
  await page.goto(`/web/app/Message/MessageNew/${other.memberId}/${chatId}`);
  const input = page.getByRole('textbox', { name: inputName });
  await expect(input).toBeEnabled();
  return input;
}
