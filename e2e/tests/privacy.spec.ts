import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { TEST_IDS } from '../../mf-discovery/src/testIds';
import { aName } from '../support/memberNames';
import { ProductServer } from '../support/productServer';
import { signUpMember, storeSession, type Member } from '../support/session';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** `member` signed in on a page of a browser context of their own, on `origin`. */
async function signedInPage(browser: Browser, origin: string, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  const page = await context.newPage();
  await storeSession(page, origin, member);
  return page;
}

test.describe('privacy', () => {
  test('a member snoozed for 24 hours from Settings leaves the deck of someone near, and is back once the snooze has ended', async ({
    browser,
    playwright,
  }) => {
    // A server of its own, whose clock the journey moves: nobody waits a day.
    test.setTimeout(300_000);
    const product = await ProductServer.start('privacy', { movableClock: true });
    try {
      const request = await playwright.request.newContext({ baseURL: product.origin });
      const sam = await signUpMember(request, { name: aName('Sam'), city: 'Lisbon' });
      const ann = await signUpMember(request, { name: aName('Ann'), city: 'Lisbon' });

      const annPage = await signedInPage(browser, product.origin, ann);
      const samOnAnnsDeck = annPage
        .getByTestId(TEST_IDS.swipeCard)
        .getByRole('heading', { name: sam.name });
      await annPage.goto('/web/app/PeopleNear');
      await expect(samOnAnnsDeck).toBeVisible();

      const samPage = await signedInPage(browser, product.origin, sam);
      await samPage.goto('/web/app/settings');
      const visibility = samPage.getByRole('region', { name: 'Who sees me' });
      await visibility.getByLabel('Snooze for').selectOption({ label: '24 hours' });
      await visibility.getByRole('button', { name: 'Snooze' }).click();
      await expect(visibility.getByText(/^Snoozed until /)).toBeVisible();
      await samPage.reload();
      await expect(visibility.getByText(/^Snoozed until /)).toBeVisible();
      await expect(visibility.getByRole('button', { name: 'Turn off' })).toBeVisible();
      const { violations } = await new AxeBuilder({ page: samPage }).include('main').analyze();
      expect(
        violations.filter(({ impact }) => impact === 'serious' || impact === 'critical'),
        'axe findings on Settings while snoozed',
      ).toEqual([]);

      await annPage.reload();
      await expect(annPage.getByText('No people in your location')).toBeVisible();
      await expect(samOnAnnsDeck).toHaveCount(0);

      product.moveClock(DAY_MS + MINUTE_MS);
      await annPage.reload();
      await expect(samOnAnnsDeck).toBeVisible();
      await samPage.reload();
      await expect(visibility.getByLabel('Snooze for')).toBeVisible();
      await expect(visibility.getByText(/^Snoozed until /)).toHaveCount(0);
    } finally {
      await product.close();
    }
  });
});
