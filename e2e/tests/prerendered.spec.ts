import { expect, test } from '@playwright/test';

/** A visitor's pages, built ahead in English (shell/scripts/prerender.tsx), and their titles. */
const PAGES = [
  { address: '/web/', title: 'Meet people near you' },
  { address: '/web/login', title: 'Sign in' },
  { address: '/web/helpmain', title: 'Help' },
];

test.describe("a visitor's pages built ahead", () => {
  test.describe('before their scripts have run', () => {
    test.use({ javaScriptEnabled: false });

    test('already show the page', async ({ page }) => {
      for (const { address, title } of PAGES) {
        await page.goto(address);
        await expect(page.locator('#root h1')).toHaveText(title);
      }
      await page.goto('/web/login');
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    });
  });

  test('are taken over where they stand, without moving, then work as any page', async ({
    page,
  }) => {
    const differences: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('differs from its first render'))
        differences.push(message.text());
    });
    // The heading the server sent, kept to compare with the one the running page shows, and how
    // far the page moved meanwhile (the layout shifts' score, as Lighthouse adds them up).
    await page.addInitScript(() => {
      const seen = window as { sentHeading?: Element | null; shifted?: number };
      seen.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          seen.shifted! += (entry as { value?: number }).value ?? 0;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        seen.sentHeading = document.querySelector('h1');
      });
    });
    for (const { address, title } of PAGES) {
      await page.goto(address);
      await expect(page.locator('h1')).toHaveText(title);
      await page.waitForLoadState('networkidle');
      const { sameHeading, shifted, styleSheets } = await page.evaluate(() => {
        const seen = window as { sentHeading?: Element | null; shifted?: number };
        return {
          sameHeading: seen.sentHeading === document.querySelector('h1'),
          shifted: seen.shifted,
          styleSheets: Array.from(
            document.querySelectorAll('link[rel=stylesheet]'),
            (link) => (link as HTMLLinkElement).href,
          ),
        };
      });
      expect(sameHeading, address).toBe(true);
      expect(shifted, address).toBeLessThan(0.01);
      // Linked by the server's page, the scripts' style sheets are not loaded a second time.
      expect(new Set(styleSheets).size, address).toBe(styleSheets.length);
    }
    expect(differences).toEqual([]);

    await page.goto('/web/login');
    await page.getByRole('tab', { name: 'New account' }).click();
    await expect(page.locator('h1')).not.toHaveText('Sign in');
  });

  test('are not sent to a browser that reads another language, nor to a member', async ({
    request,
  }) => {
    for (const cookie of ['language=fr', 'onboarded=true']) {
      const html = await (await request.get('/web/login', { headers: { cookie } })).text();
      expect(html, cookie).toContain('<div id="root"></div>');
    }
    const english = await (await request.get('/web/login')).text();
    expect(english).toContain('<h1 class="login__title">Sign in</h1>');
  });
});
