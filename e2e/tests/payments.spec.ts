import { expect, test, type Page } from '@playwright/test';
import type { ProfileResponse } from '../../shared/contract/src/schemas';
import { TEST_IDS as DISCOVERY_IDS } from '../../mf-discovery/src/testIds';
import { TEST_IDS } from '../../shell/src/testIds';
import { payWithCard } from '../support/payments';
import { postAs, seedSession, signUpMember, type Member } from '../support/session';

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

/** Pays for a premium plan with the sandbox's paying test card; the welcome leads back. */
async function payPremium(page: Page) {
  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
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
    // The title stands in the checkout's column, starting where the card form does.
    const cardForm = page.getByTestId('sandbox-card-form');
    await expect(cardForm).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1, name: 'Payment' }).boundingBox())!;
    const form = (await cardForm.boundingBox())!;
    expect(Math.abs(title.x - form.x)).toBeLessThan(1);
    await payPremium(page);

    // Back on the page the plan was chosen on; the sidebar follows without a reload.
    await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
    expect(await premiumMember(page, member)).toBe('true');
    await expect(page.getByTestId(TEST_IDS.premiumBadge)).toBeVisible();
    await expect(page.getByTestId(TEST_IDS.becomePremium)).toHaveCount(0);
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
    await payPremium(page);

    await page.goto('/web/app/LikeRequests');
    await expect(page.getByTestId(DISCOVERY_IDS.personCard).getByRole('link')).toHaveAttribute(
      'href',
      `/web/app/LikeRequest/LikeRequestNew/${liker.memberId}`,
    );
  });

  test('a boost bought from the boost control, then used, shows its minutes left', async ({
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
    await expect(page.getByText('Boost Purchased Successfully')).toBeVisible();

    // The banner leads back to the swipe page by itself.
    await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
    await page.getByTestId(DISCOVERY_IDS.boostButton).click();
    const offer = page.getByRole('dialog', { name: 'Boost your profile' });
    await offer.getByRole('button', { name: 'Use Boost' }).click();
    await expect(page.getByRole('dialog', { name: 'Boost is active' })).toContainText(
      /Your profile is at the top for (29|30) more minutes/,
    );
    await expect(page.getByTestId(DISCOVERY_IDS.boostButton)).toHaveAccessibleName(
      /^Boost: (29|30) minutes left$/,
    );
  });
});
