import { expect, test } from '@playwright/test';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { aName } from '../support/memberNames';
import { postAs, signUpMember, storeSession } from '../support/session';

/**
 * The deck explains each card: a member's top card says why it ranks there ("Near you", the
 * purpose both are here for, ...) in English, and in Arabic once the member reads Arabic.
 * Utrecht is no other journey's town.
 */
test.describe('the deck’s why line', () => {
  test('a card says why it is in the deck, in English and then in Arabic', async ({
    page,
    baseURL,
  }) => {
    const iris = await signUpMember(page.request, { name: aName('Iris'), city: 'Utrecht' });
    const joost = await signUpMember(page.request, {
      name: aName('Joost'),
      city: 'Utrecht',
      gender: 'male',
    });
    await postAs(page.request, iris, 'websetfilter', {
      age: '18-60',
      distance: 10,
      gender: 'everyone',
    });

    await storeSession(page, baseURL!, iris);
    await page.goto('/web/app/PeopleNear');
    const card = page.getByTestId(TEST_IDS.swipeCard);
    await expect(card.getByRole('heading')).toContainText(joost.name);
    // Both signed up in one town, here for the same purpose (the sign-up's first).
    await expect(card.getByTestId(TEST_IDS.cardWhy)).toHaveText(
      /^Near you, Both here for: \S+, (Active today|New here)$/,
    );

    await page.context().addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const arabic = page.getByTestId(TEST_IDS.swipeCard).getByTestId(TEST_IDS.cardWhy);
    // Arabic's list joins with its own comma and "و", never a Latin ', '.
    await expect(arabic).toHaveText(/^بالقرب منك، وكلاكما هنا من أجل: .+، و(متصل اليوم|جديد هنا)$/);
    await expect(arabic).not.toContainText(', ');
  });
});
