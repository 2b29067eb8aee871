import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  PremiumPlanPriceResponse,
  PremiumPlansResponse,
  RecentUnmatchesResponse,
} from '../../shared/contract/src/schemas';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { pathTo } from '../../shared/contract/src/routes/appRoutes';
import { matchAndChat, openChat, seat, type Seat } from '../support/chatSeats';
import { aName } from '../support/memberNames';
import { postAs, signUpMember, type Member } from '../support/session';

/** A city of this journey's own, so no other journey's members show in its lists. */
const CITY = 'Nantes';

const open = (page: Page, path: string) => page.goto(`/web${path}`);

/** Premium through the payment sandbox, so likes and visitors show who they are. */
async function makePremium(request: APIRequestContext, member: Member) {
  const plans = await postAs<PremiumPlansResponse>(request, member, 'premiumlistweb', {
    platform: 'web',
  });
  const plan = plans.result[0]!;
  const { result } = await postAs<PremiumPlanPriceResponse>(request, member, 'premiumid', {
    premiumid: plan.id,
  });
  await postAs(request, member, 'webpaypremium', {
    premium_id: plan.id,
    price: result.price,
    currency_code: plans.currency,
    pay_nonce: `fake-valid-nonce#safety-${member.memberId}`,
  });
}

async function recentUnmatches(request: APIRequestContext, member: Member) {
  const { members } = await postAs<RecentUnmatchesResponse>(request, member, 'webrecentunmatches');
  return members;
}

/** Fills the shared report dialog with a reason and details and sends it. */
async function fileReport(page: Page, name: string, reason: string, details: string) {
  const dialog = page.getByRole('dialog', { name: `Report ${name}` });
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('textbox', { name: 'What happened?' }).fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thanks, we received your report.' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'Close' }).click();
}

test.describe('reports after an unmatch', () => {
  let ada: Seat;
  let ben: Seat;

  test.beforeEach(async ({ browser, baseURL }) => {
    ada = await seat(browser, baseURL!, 'Ada Safety');
    ben = await seat(browser, baseURL!, 'Ben Safety');
  });

  test.afterEach(async () => {
    await Promise.all([ada.page.context().close(), ben.page.context().close()]);
  });

  test('the unmatch confirmation offers to report the member, with a reason', async ({
    request,
  }) => {
    await matchAndChat(request, ada.member, ben.member);
    const { page } = ada;
    await open(page, pathTo('friendProfile', { userId: ben.member.memberId }));
    await page.getByRole('button', { name: 'Unfriend' }).click();
    await page
      .getByRole('dialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Yes' })
      .click();

    const offer = page.getByRole('dialog', { name: 'Report this member too?' });
    await offer.getByRole('button', { name: 'Report' }).click();
    await fileReport(page, 'Ben Safety', 'Harassment or hate', 'Insults after we unmatched');
    await expect(page).toHaveURL(/\/web\/app\/Friends$/);

    const unmatched = await recentUnmatches(request, ada.member);
    expect(unmatched).toEqual([
      expect.objectContaining({ user_id: ben.member.memberId, report: 'true' }),
    ]);
  });

  test('the Friends list keeps the recently unmatched members reportable', async ({ request }) => {
    await matchAndChat(request, ada.member, ben.member);
    // Ben ends the match: Ada never saw an unmatch confirmation.
    await postAs(request, ben.member, 'unfriendweb', { unfriend_user_id: ada.member.memberId });
    const { page } = ada;
    await open(page, pathTo('friends'));
    await page.getByRole('button', { name: 'Recently unmatched' }).click();

    const list = page.getByRole('dialog', { name: 'Recently unmatched' });
    const row = list.getByTestId('recent-unmatch').filter({ hasText: 'Ben Safety' });
    await row.getByRole('button', { name: 'Report Ben Safety' }).click();
    await fileReport(page, 'Ben Safety', 'Spam or scam', 'Asked me to pay for a ticket');

    await expect(row).toContainText('Reported');
    expect(await recentUnmatches(request, ada.member)).toEqual([
      expect.objectContaining({ user_id: ben.member.memberId, report: 'true' }),
    ]);
  });
});

test.describe('blocking from a discovery card', () => {
  test('the blocked member vanishes from both members’ lists until unblocked in Settings', async ({
    browser,
    baseURL,
    request,
  }) => {
    // Nine list pages of two members, before and after: longer than one journey's usual 30 s.
    test.setTimeout(120_000);
    const ada = await seat(browser, baseURL!, 'Ada Blocker', { city: CITY });
    const ben = await seat(browser, baseURL!, 'Ben Blocked', { city: CITY });
    await makePremium(request, ada.member);
    await makePremium(request, ben.member);
    // Ben liked and visited Ada (her likes and visitors), Ada visited Ben (his visitors); Ada
    // has not swiped Ben, so he is on her deck.
    await postAs(request, ben.member, 'webmatch', { follow_id: ada.member.memberId, type: 'like' });
    await postAs(request, ben.member, 'webvisitprofile', { visit_user_id: ada.member.memberId });
    await postAs(request, ada.member, 'webvisitprofile', { visit_user_id: ben.member.memberId });

    const listed = (page: Page, name: string) =>
      page.getByTestId(TEST_IDS.personCard).filter({ hasText: name });
    const adaSees = async (visible: boolean) => {
      const count = visible ? 1 : 0;
      await open(ada.page, pathTo('likeRequests'));
      await expect(listed(ada.page, 'Ben Blocked')).toHaveCount(count);
      await open(ada.page, pathTo('visitors'));
      await expect(listed(ada.page, 'Ben Blocked')).toHaveCount(count);
    };
    await adaSees(true);
    await open(ben.page, pathTo('visitors'));
    await expect(listed(ben.page, 'Ada Blocker')).toHaveCount(1);

    // Ada's deck: Ben's card has Block.
    const { page } = ada;
    await open(page, pathTo('peopleNear'));
    // The nearest first: Ben, in the same city, is the top card (the cards behind are hidden).
    const bensCard = page.getByRole('article', { name: 'Ben Blocked' });
    await expect(page.getByTestId(TEST_IDS.swipeCard)).toHaveAccessibleName('Ben Blocked');
    await bensCard.getByRole('button', { name: 'Block Ben Blocked' }).click();
    const question = page.getByRole('dialog', { name: /^Block Ben Blocked\s?\?/ });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(bensCard).toHaveCount(0);

    await adaSees(false);
    for (const path of [pathTo('friends'), pathTo('messages')]) {
      await open(page, path);
      await expect(page.getByText('Ben Blocked')).toHaveCount(0);
    }
    await open(ben.page, pathTo('visitors'));
    await expect(listed(ben.page, 'Ada Blocker')).toHaveCount(0);
    const benProfile = await ben.page.request.post('/api/webprofilenew', {
      data: { user_id: ben.member.memberId, friend_id: ada.member.memberId },
      headers: { Authorization: `Bearer ${ben.member.token}` },
    });
    expect(await benProfile.json()).toEqual({
      status: 'false',
      message: 'This member is not available',
    });

    // Settings lists Ben; Unblock, confirmed, takes him off the list and back into Ada's.
    await open(page, pathTo('settings'));
    const blocked = page.getByRole('region', { name: 'Blocked members' });
    await blocked.getByRole('button', { name: 'Unblock Ben Blocked' }).click();
    await page
      .getByRole('dialog', { name: /^Unblock Ben Blocked/ })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(blocked.getByTestId('blocked-member')).toHaveCount(0);
    await expect(blocked).toContainText('You have not blocked anyone.');

    await adaSees(true);
    await open(page, pathTo('peopleNear'));
    await expect(bensCard).toBeVisible();
    await Promise.all([ada.page.context().close(), ben.page.context().close()]);
  });
});

test.describe('who may reach a member first', () => {
  test('an opening message with one of her hidden words lands in her Hidden folder, not in her conversations', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const ann = await seat(browser, baseURL!, aName('Ann'), { city: CITY });
    const benName = aName('Ben');
    const ben = await signUpMember(request, { name: benName, city: CITY });

    // Ann hides a word in Settings, with the keyboard.
    await open(ann.page, pathTo('settings'));
    const field = ann.page.getByRole('textbox', { name: 'Word or emoji to hide' });
    await field.fill('crypto');
    await field.press('Enter');
    await expect(ann.page.getByRole('button', { name: 'Remove crypto' })).toBeVisible();

    const chatId = await matchAndChat(request, ben, ann.member);
    await postAs(request, ben, 'websendmessage', {
      chat_id: chatId,
      receiver_id: ann.member.memberId,
      message: 'Shall we talk about CRYPTO tonight?',
    });

    await open(ann.page, pathTo('messages'));
    await expect(ann.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(ann.page.getByText('No Message')).toBeVisible();
    await expect(ann.page.getByText('Shall we talk about CRYPTO tonight?')).toHaveCount(0);

    const folder = ann.page.getByText('Hidden', { exact: true });
    await folder.focus();
    await ann.page.keyboard.press('Enter');
    const hidden = ann.page.getByRole('list', { name: 'Hidden' }).getByTestId('hidden-item');
    await expect(hidden).toHaveCount(1);
    await expect(hidden).toContainText(benName);
    await expect(hidden).toContainText('Shall we talk about CRYPTO tonight?');
    await ann.page.context().close();
  });

  test('a member without the badge cannot write first to a verified-only member and is told why', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const vera = await signUpMember(request, { name: aName('Vera'), city: CITY });
    await postAs(request, vera, 'webverifiedonly', { verified_only: 'true' });
    const sam = await seat(browser, baseURL!, aName('Sam'), { city: CITY });
    const chatId = await matchAndChat(request, sam.member, vera);

    const input = await openChat(sam, vera, chatId);
    await input.fill('Hello Vera');
    await input.press('Enter');
    const notice = sam.page.getByTestId('verify-to-message');
    await expect(notice).toContainText('This member only hears from verified members.');
    await expect(input).toHaveValue('Hello Vera');

    await notice.getByRole('link', { name: 'Verify to message' }).click();
    await expect(sam.page).toHaveURL(/\/app\/Profile#verify$/);
    await expect(sam.page.getByRole('heading', { name: 'Verify your photos' })).toBeFocused();
    await sam.page.context().close();
  });
});
