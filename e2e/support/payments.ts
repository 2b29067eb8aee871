import type { Page } from '@playwright/test';

/**
 * Fills the payment screen's sandbox card form with a test card (a paying or a declined one,
 * mf-payments README) and presses Buy, which appears 2 seconds after the client token.
 */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('1239');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Buy' }).click();
}
