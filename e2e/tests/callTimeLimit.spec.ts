import { expect, test } from '@playwright/test';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { aName } from '../support/memberNames';
import { signUpMember, storeSession } from '../support/session';

/**
 * A call the server never answers (a phone that lost its network, a hung server) ends in the
 * page's failure state within the call's time limit (shared/web's callTimeLimit.ts, 20 s), and
 * Retry asks again: never an endless spinner. Palermo is no other journey's town, and further
 * than a widened deck reaches from any.
 */
test('the deck whose call never answers says so, and Retry brings the people', async ({
  page,
  baseURL,
}) => {
  const member = await signUpMember(page.request, { name: aName('Greta'), city: 'Palermo' });
  const other = await signUpMember(page.request, {
    name: aName('Hugo'),
    city: 'Palermo',
    gender: 'male',
  });
  // Held, unanswered: the index.html's early call and the app's alike.
  let hold = true;
  await page.route('**/api/webgetpeople', (route) => (hold ? undefined : route.continue()));

  await storeSession(page, baseURL!, member);
  await page.clock.install();
  await page.goto('/web/app/PeopleNear');
  await expect(page.getByRole('heading', { name: 'People near you' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.clock.fastForward(20_000);
  const failure = page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('No people in your location')).toHaveCount(0);

  hold = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId(TEST_IDS.swipeCard).getByRole('heading')).toContainText(other.name);
});
