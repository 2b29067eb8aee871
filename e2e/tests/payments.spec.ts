import { expect, test, type Page } from '@playwright/test';
import type { GetCheckResponse, ProfileResponse } from '../../shared/src/api';
import { TEST_IDS as DISCOVERY_IDS } from '../../mf-discovery/src/testIds';
import { TEST_IDS } from '../../shell/src/testIds';
import { postAs, seedSession, signUpMember, storeSession, type Member } from '../support/session';

/** Opens the premium popup from the sidebar, picks the second plan and goes to pay. */
async function chooseSecondPlan(page: Page) {
  await page.goto('/web/app/PeopleNear');
  await page.getByTestId(TEST_IDS.becomePremium).click();
  const popup = page.getByRole('dialog', { name: 'Join Premium' });
  await popup.getByRole('radio').nth(1).click();
  await expect(popup.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/web\/app\/Payment$/);
}

/** Pays on the payment screen with a sandbox test card (mf-payments README). */
async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('123');
  // The Buy button appears 2 seconds after the client token (spec section 4).
  await page.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/web\/app\/Profile$/);
}

async function premiumMember(page: Page, member: Member) {
  const response = await page.request.post('/api/webprofile', {
    data: { user_id: String(member.memberId) },
    headers: { Authorization: `Bearer ${member.token}` },
  });
  return ((await response.json()) as ProfileResponse).result.premium_member;
}

test.describe('payments', () => {
  test('a free member buys the second premium plan with the sandbox card and becomes premium', async ({
    page,
    baseURL,
  }) => {
    const member = await seedSession(page, baseURL!);

    await chooseSecondPlan(page);
    await payWithCard(page, '4111 1111 1111 1111');

    expect(await premiumMember(page, member)).toBe('true');
    // The profile welcomes the new member, and the sidebar follows without a reload.
    await expect(page.getByRole('dialog', { name: 'Welcome to Premium' })).toBeVisible();
    await expect(page.getByText(/Your premium membership will expire on/)).toBeVisible();
    await expect(page.getByTestId(TEST_IDS.premiumBadge)).toBeVisible();
    await expect(page.getByTestId(TEST_IDS.becomePremium)).toHaveCount(0);
  });

  test('a declined card leaves the member free, and still ends on the profile', async ({
    page,
    baseURL,
  }) => {
    const member = await seedSession(page, baseURL!);

    await chooseSecondPlan(page);
    await payWithCard(page, '4000 1111 1111 1115');

    expect(await premiumMember(page, member)).toBe('false');
    await expect(page.getByTestId(TEST_IDS.becomePremium)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Welcome to Premium' })).toHaveCount(0);
  });

  test('after buying premium the member sees the likes unblurred, linked to the likers', async ({
    page,
    baseURL,
  }) => {
    const member = await seedSession(page, baseURL!);
    const liker = await signUpMember(page.request, { name: 'Grace Hopper', gender: 'male' });
    await postAs(page.request, liker, 'webmatch', { follow_id: member.memberId, type: 'like' });

    await page.goto('/web/app/LikeRequests');
    const card = page.getByTestId(DISCOVERY_IDS.personCard);
    await expect(card.getByRole('button')).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);

    await chooseSecondPlan(page);
    await payWithCard(page, '4111 1111 1111 1111');

    await page.goto('/web/app/LikeRequests');
    await expect(page.getByTestId(DISCOVERY_IDS.personCard).getByRole('link')).toHaveAttribute(
      'href',
      `/web/app/LikeRequest/LikeRequestNew/${liker.memberId}`,
    );
  });

  test('a super-like pack bought from Out of Super Likes raises the count, and the super like goes', async ({
    page,
    baseURL,
  }) => {
    // Lyon: away from the other journeys' members, who live in Paris.
    const member = await signUpMember(page.request, { name: 'Katherine Johnson', city: 'Lyon' });
    await signUpMember(page.request, { name: 'Alan Turing', city: 'Lyon', gender: 'male' });
    await storeSession(page, baseURL!, member);

    await page.goto('/web/app/PeopleNear');
    await page.getByRole('button', { name: 'Super like', exact: true }).click();
    const packs = page.getByRole('dialog', { name: 'Out of Super Likes' });
    await expect(packs).toContainText('You have 0 Super Likes left.');
    await packs.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/web\/app\/Superlikepayment$/);
    await payWithCard(page, '4111 1111 1111 1111');

    const bought = await postAs<GetCheckResponse>(page.request, member, 'webgetcheck');
    expect(bought.superlike_count).toBeGreaterThan(0);
    await page.goto('/web/app/PeopleNear');
    await page.getByRole('button', { name: 'Super like', exact: true }).click();
    await expect(page.getByTestId(DISCOVERY_IDS.swipeStamp)).toHaveText('Super liked');
    await expect(page.getByRole('dialog', { name: 'Out of Super Likes' })).toHaveCount(0);
    const after = await postAs<GetCheckResponse>(page.request, member, 'webgetcheck');
    expect(after.superlike_count).toBe(bought.superlike_count - 1);
  });

  test("a boost bought from the boost control, then used, shows 'Boost is active'", async ({
    page,
    baseURL,
  }) => {
    await seedSession(page, baseURL!);

    await page.goto('/web/app/PeopleNear');
    await page.getByTestId(DISCOVERY_IDS.boostButton).click();
    const plans = page.getByRole('dialog', { name: 'Skip the line' });
    await plans.getByRole('button', { name: 'Boost me' }).click();
    await expect(page).toHaveURL(/\/web\/app\/Boostpayment$/);
    await payWithCard(page, '4111 1111 1111 1111');

    await page.goto('/web/app/PeopleNear');
    await page.getByTestId(DISCOVERY_IDS.boostButton).click();
    const offer = page.getByRole('dialog', { name: 'Boost your profile' });
    await offer.getByRole('button', { name: 'Use Boost' }).click();
    await expect(page.getByRole('dialog', { name: 'Boost is active' })).toBeVisible();
  });
});
