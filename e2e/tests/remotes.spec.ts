import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TEST_IDS } from '../../shell/src/testIds';
import { REMOTE_APPS, distOf } from '../support/builds';
import { seedSharedSession } from '../support/session';

test.describe('module-federated remotes', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await seedSharedSession(page, baseURL!);
  });

  test('each /app route is served by its remote, with one React and one event bus', async ({
    page,
  }) => {
    await page.goto('/web/app/Message');
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();

    await page.goto('/web/app/Profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

    // The shell's language change reaches the remote through the shared bus: the remote's own
    // i18next instance switches, which only happens if both hold the same emitter.
    await page.getByTestId(TEST_IDS.languageSelect).selectOption('fr');
    await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();

    // The federation share scope holds one loaded copy of each singleton.
    const loaded = await page.evaluate(() => {
      type Share = Record<string, Record<string, { loaded?: boolean; from?: string }>>;
      const federation = (
        window as unknown as {
          __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Share>> };
        }
      ).__FEDERATION__;
      const counts: Record<string, number> = {};
      for (const host of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [name, versions] of Object.entries(host.default ?? {})) {
          const loadedHere = Object.values(versions).filter((version) => version.loaded).length;
          counts[name] = Math.max(counts[name] ?? 0, loadedHere);
        }
      }
      return counts;
    });
    expect(loaded['react']).toBe(1);
    expect(loaded['@dating/web']).toBe(1);
  });

  test('a remote that cannot be loaded is contained and the rest keeps working', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-chat/**', (route) => route.abort());

    await page.goto('/web/app/Message');
    await expect(page.getByTestId(TEST_IDS.remoteError)).toBeVisible();
    await expect(page.getByTestId(TEST_IDS.remoteRetry)).toBeVisible();
    // The sidebar is still there and another remote still loads.
    await page.getByTestId(TEST_IDS.sidebarMember).click();
    await expect(page).toHaveURL(/\/web\/app\/Profile$/);
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();

    // Back on the chat route it is still contained; once the remote is back, Retry loads it.
    await page.goBack();
    await expect(page.getByTestId(TEST_IDS.remoteError)).toBeVisible();
    await page.unroute('**/remotes/mf-chat/**');
    await page.getByTestId(TEST_IDS.remoteRetry).click();
    await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  });
});

test('every shared module a remote uses is one the shell provides', () => {
  // Production remotes bundle no copy of the shared singletons (import: false): the shell's are
  // the only ones, so a module only a remote asks for would fail to load at runtime.
  const sharedOf = (app: string) =>
    (
      JSON.parse(readFileSync(path.join(distOf(app), 'mf-manifest.json'), 'utf8')) as {
        shared: { name: string }[];
      }
    ).shared.map((module) => module.name);
  const provided = sharedOf('shell');
  for (const remote of REMOTE_APPS) {
    const missing = sharedOf(remote).filter((name) => !provided.includes(name));
    expect(missing, `${remote}'s shared modules the shell does not provide`).toEqual([]);
  }
});
