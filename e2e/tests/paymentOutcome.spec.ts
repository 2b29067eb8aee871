import { expect, test, type Page } from '@playwright/test';
import { TEST_IDS as DISCOVERY_IDS } from '../../mf-discovery/src/testIds';
import { payWithCard } from '../support/payments';
import { postAs, signUpMember, storeSession } from '../support/session';

/** What webgetcheck answers: the member's super likes left. */
interface SuperlikesLeft {
  status: 'true';
  superlike_count: number;
}

/** Signs up a member with a neighbour to swipe, away from the other journeys' members. */
async function memberWithSomeoneNear(page: Page, baseURL: string) {
  const member = await signUpMember(page.request, { name: 'Ada Lovelace', city: 'Marseille' });
  await signUpMember(page.request, { name: 'Charles Babbage', city: 'Marseille', gender: 'male' });
  await storeSession(page, baseURL, member);
  return member;
}

/** From the swipe card out of super likes, Out of Super Likes' Continue to the payment screen. */
async function buySuperLikesFromTheCard(page: Page) {
  await page.goto('/web/app/PeopleNear');
  await page.getByRole('button', { name: 'Super like', exact: true }).click();
  const packs = page.getByRole('dialog', { name: 'Out of Super Likes' });
  await expect(packs).toContainText('You have 0 Super Likes left.');
  await packs.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/web\/app\/Superlikepayment$/);
}

test.describe('the outcome of a payment', () => {
  test('a declined card leaves the member on the payment page with the reason and not charged', async ({
    page,
    baseURL,
  }) => {
    const member = await memberWithSomeoneNear(page, baseURL!);
    await buySuperLikesFromTheCard(page);
    await expect(page.getByTestId('purchase-summary')).toContainText('Super Likes');

    await payWithCard(page, '4000 1111 1111 1115');

    const problem = page.getByRole('alert');
    await expect(problem).toContainText('Payment declined');
    await expect(problem).toContainText('You were not charged.');
    await expect(page).toHaveURL(/\/web\/app\/Superlikepayment$/);
    const check = await postAs<SuperlikesLeft>(page.request, member, 'webgetcheck');
    expect(check.superlike_count).toBe(0);
  });

  test('a super-like pack bought from the swipe card returns to the swipe page, and the super like goes', async ({
    page,
    baseURL,
  }) => {
    const member = await memberWithSomeoneNear(page, baseURL!);
    await buySuperLikesFromTheCard(page);

    await payWithCard(page, '4111 1111 1111 1111');

    await expect(page.getByText('Superlike Purchased Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/web\/app\/PeopleNear$/);
    const bought = await postAs<SuperlikesLeft>(page.request, member, 'webgetcheck');
    expect(bought.superlike_count).toBeGreaterThan(0);
    // The stamp shows only while the card leaves, shorter than an expectation's later retries:
    // it is waited for in the page from before the click, and the super like spent is the proof.
    // Together: a click that fails leaves no wait behind it.
    await Promise.all([
      page.getByTestId(DISCOVERY_IDS.swipeStamp).filter({ hasText: 'Super liked' }).waitFor(),
      page.getByRole('button', { name: 'Super like', exact: true }).click(),
    ]);
    await expect
      .poll(
        async () =>
          (await postAs<SuperlikesLeft>(page.request, member, 'webgetcheck')).superlike_count,
      )
      .toBe(bought.superlike_count - 1);
  });
});
