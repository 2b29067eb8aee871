import { expect, test } from '@playwright/test';
import { TEST_IDS } from '../../shell/src/testIds';

test.describe('welcome page', () => {
  test('shows the three-slide carousel and leads to login and help', async ({ page }) => {
    await page.goto('/web/');
    const carousel = page.getByTestId(TEST_IDS.welcomeCarousel);
    await expect(carousel).toBeVisible();
    await expect(carousel.getByTestId(TEST_IDS.welcomeSlide)).toHaveCount(3);
    for (const title of ['Matches near you', 'Swipe for more', 'Find the People near you']) {
      await expect(carousel.getByText(title)).toHaveCount(1);
    }

    await page.getByTestId(TEST_IDS.loginButton).click();
    await expect(page).toHaveURL(/\/web\/login$/);

    await page.goto('/web/');
    await page.getByTestId(TEST_IDS.termsLink).click();
    await expect(page).toHaveURL(/\/web\/helpmain$/);
    // The public help lists the seeded pages, served by the real server.
    await expect(page.getByRole('button', { name: 'Safety Tips' }).first()).toBeVisible();
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/web/no/such/page');
    const notFound = page.getByTestId(TEST_IDS.notFound);
    await expect(notFound).toContainText('404 page not found');
    await expect(notFound).toContainText(
      'We are sorry but the page you are looking for does not exist.',
    );
  });

  test('switching the language to Arabic turns the page right-to-left', async ({ page }) => {
    await page.goto('/web/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByTestId(TEST_IDS.languageSelect).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    // The choice is kept: a new visit starts in Arabic.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
