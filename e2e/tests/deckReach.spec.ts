import { expect, test } from '@playwright/test';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { aName } from '../support/memberNames';
import { postAs, signUpMember, storeSession } from '../support/session';

/**
 * A deck that never runs dry: a member whose filter distance holds nobody sees people from
 * further away with a notice saying how far, saves one for later and finds them in Saved.
 * Gent and Brugge, about 40 km apart, are no other journey's towns.
 */
test.describe('the deck’s reach', () => {
  test('a member in an empty area sees the widened deck, saves one and finds them in Saved', async ({
    page,
    baseURL,
  }) => {
    const eva = await signUpMember(page.request, { name: aName('Eva'), city: 'Gent' });
    const finn = await signUpMember(page.request, {
      name: aName('Finn'),
      city: 'Brugge',
      gender: 'male',
    });
    await postAs(page.request, eva, 'websetfilter', {
      age: '18-60',
      distance: 10,
      gender: 'everyone',
    });

    await storeSession(page, baseURL!, eva);
    await page.goto('/web/app/PeopleNear');
    await expect(page.getByTestId(TEST_IDS.deckWidened)).toHaveText(
      /^Showing people up to \d+ km away$/,
    );
    const card = page.getByTestId(TEST_IDS.swipeCard);
    await expect(card.getByRole('heading')).toContainText(finn.name);

    await card.getByRole('button', { name: `Save ${finn.name} for later` }).click();
    await expect(page.getByText('Saved for later')).toBeVisible();
    await expect(page.getByRole('article', { name: finn.name })).toHaveCount(0);

    await page.getByRole('link', { name: 'Saved', exact: true }).click();
    await expect(page).toHaveURL(/\/web\/app\/Saved$/);
    const saved = page.getByTestId(TEST_IDS.personCard);
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText(finn.name);
  });
});
