import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { APP_ROUTES } from '../../shared/contract/src/routes/appRoutes';
import { seedSharedSession } from '../support/session';

/** English, the default, and Arabic, the right-to-left one. */
const LANGUAGES = ['en', 'ar'] as const;

/** Spec section 2's public routes, the 404 included. */
const PUBLIC_PATHS = ['/web/', '/web/login', '/web/helpmain', '/web/no/such/page'];

/** An /app route as an address: a member id where it names one, 1 for any other id. */
function appPath(routePath: string, memberId: number): string {
  const path = routePath.replace(':userId', String(memberId)).replace(/:\w+/g, '1');
  return path === '' ? '/web/app' : `/web/app/${path}`;
}

/** Opens `path` in `language` and waits until the page, remote included, has rendered. */
async function openIn(page: Page, path: string, language: string, baseURL: string) {
  await page.context().addCookies([{ name: 'language', value: language, url: baseURL }]);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** axe-core's serious and critical findings, one readable line (and its elements) each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
}

test.describe('accessibility of every route, in English and in Arabic', () => {
  // Two languages, each a page load to network idle and a whole-page axe scan: 24 to 32 s a test
  // on a 2-core machine while the server tests run beside, against the 30 s default.
  test.describe.configure({ timeout: 60_000 });

  for (const path of PUBLIC_PATHS) {
    test(`${path} has no serious or critical axe violation`, async ({ page, baseURL }) => {
      for (const language of LANGUAGES) {
        await test.step(language, async () => {
          await openIn(page, path, language, baseURL!);
          expect(await seriousViolations(page), `${path} in ${language}`).toEqual([]);
        });
      }
    });
  }

  // The run's shared member for every /app route: the server limits how many accounts one
  // address opens. A route a test, so a slow page costs one route's retry, not all of them.
  for (const route of APP_ROUTES) {
    test(`/web/app/${route.path} has no serious or critical axe violation`, async ({
      page,
      baseURL,
    }) => {
      const member = await seedSharedSession(page, baseURL!);
      const path = appPath(route.path, member.memberId);
      for (const language of LANGUAGES) {
        await test.step(language, async () => {
          await openIn(page, path, language, baseURL!);
          expect.soft(await seriousViolations(page), `${path} in ${language}`).toEqual([]);
        });
      }
    });
  }
});

test.describe('keyboard use', () => {
  test('every control the keyboard reaches shows its focus', async ({ page }) => {
    await page.goto('/web/login');
    await page.waitForLoadState('networkidle');
    const seen = new Set<string>();
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        return {
          name: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`,
          outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
        };
      });
      if (!focused) continue;
      seen.add(focused.name);
      expect(focused.outlined, `the focus ring of ${focused.name}`).toBe(true);
    }
    expect(seen.size).toBeGreaterThan(3);
  });

  test('a dialog keeps the keyboard inside and gives focus back when it closes', async ({
    page,
  }) => {
    await page.goto('/web/login');
    const opener = page.getByRole('button', { name: 'Forgot Password?' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press(press % 2 === 0 ? 'Tab' : 'Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
