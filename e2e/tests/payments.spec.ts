import { expect, test, type Page } from '@playwright/test';
import type { ProfileResponse } from '../../shared/src/api';
import { TEST_IDS } from '../../shell/src/testIds';
import { seedSession, type Member } from '../support/session';

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
});
