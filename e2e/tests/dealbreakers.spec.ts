import { expect, test } from '@playwright/test';
import type { DeckResponse } from '../../shared/contract/src/schemas';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { aName } from '../support/memberNames';
import { birthDateForAge, postAs, signUpMember, storeSession } from '../support/session';

/**
 * A filter is a dealbreaker until the member makes it a preference: as a dealbreaker it hides
 * whoever misses it; as a preference the same member comes back, after those who meet it.
 * Leuven is no other journey's town.
 */
test('a dealbreaker hides a member; the same filter as a preference only ranks them lower', async ({
  page,
  baseURL,
}) => {
  const eva = await signUpMember(page.request, {
    name: aName('Eva'),
    city: 'Leuven',
    dob: birthDateForAge(32),
  });
  const fitting = await signUpMember(page.request, {
    name: aName('Finn'),
    city: 'Leuven',
    gender: 'male',
    dob: birthDateForAge(33),
  });
  const older = await signUpMember(page.request, {
    name: aName('Otto'),
    city: 'Leuven',
    gender: 'male',
    dob: birthDateForAge(58),
  });
  const filter = { age: '25-40', distance: 20, gender: 'everyone' };
  const deck = async () =>
    (await postAs<DeckResponse>(page.request, eva, 'webgetpeople', { limit: '20' })).peoples.map(
      (card) => card.user_name,
    );

  // Age a dealbreaker (every filter is, until the member says otherwise): Otto is hidden.
  await postAs(page.request, eva, 'websetfilter', { ...filter, preferences: '' });
  expect(await deck()).toEqual([fitting.name]);

  // The same age range as a preference: Otto is back, after Finn, who meets it.
  await postAs(page.request, eva, 'websetfilter', { ...filter, preferences: 'age' });
  expect(await deck()).toEqual([fitting.name, older.name]);

  // In the browser the deck shows Finn first, then Otto once Finn is passed.
  await storeSession(page, baseURL!, eva);
  await page.goto('/web/app/PeopleNear');
  const card = page.getByTestId(TEST_IDS.swipeCard);
  await expect(card.getByRole('heading')).toContainText(fitting.name);
  await page.getByRole('button', { name: 'Nope', exact: true }).click();
  await expect(card.getByRole('heading')).toContainText(older.name);
});
