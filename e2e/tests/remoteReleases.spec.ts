import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TEST_IDS } from '../../shell/src/testIds';
import { ProductServer } from '../support/productServer';
import { REMOTE_DEPLOY_TOKEN } from '../support/remoteDeployToken';
import {
  CHANGED_HEADING,
  chatBuilds,
  chatEntryOf,
  membersOnEachSide,
  publishChat,
  remoteCli,
} from '../support/remoteReleases';
import { signUpMember, storeSession, type Member } from '../support/session';

/** `member` signed in in a browser context of their own, on the chat list. */
async function chatPage(browser: Browser, baseURL: string, member: Member): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await storeSession(page, baseURL, member);
  await page.goto('/web/app/Message');
  return page;
}

/** The chat list's heading as the released build shows it, or as the changed one does. */
const heading = (page: Page, changed: boolean) =>
  page.getByRole('heading', { name: changed ? CHANGED_HEADING : 'Messages', exact: true });

async function expectsChat(page: Page, changed: boolean) {
  await expect(heading(page, changed)).toBeVisible();
  await expect(heading(page, !changed)).toHaveCount(0);
}

/** Reloads and expects the same version: a member's canary draw is sticky. */
async function reloadsTo(page: Page, changed: boolean) {
  await page.reload();
  await expectsChat(page, changed);
}

let builds: ReturnType<typeof chatBuilds>;
/**
 * A server of the journey's own: what it releases stays there, away from the lane's other
 * journeys. A canary is judged after two of its reports, as many as a journey's page loads give.
 */
let product: ProductServer;
let request: APIRequestContext;
/** Members of that server (fixed ids once signed up), drawn anew by each canary. */
const members: Member[] = [];

test.describe('remote releases without a server restart or a shell rebuild', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(300_000);
    builds = chatBuilds();
    product = await ProductServer.start('remote-releases', {
      env: { REMOTE_DEPLOY_TOKEN, REMOTE_CANARY_MIN_REPORTS: '2' },
    });
    request = await playwright.request.newContext({ baseURL: product.origin });
  });
  test.afterAll(async () => {
    await request?.dispose();
    await product?.close();
    builds.remove();
  });

  test('a changed mf-chat as a 50 % canary: one member gets it and keeps it, then promote and rollback move both', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const server = product.origin;
    const released = await publishChat(server, builds.released);
    await remoteCli(server, 'promote', 'mf-chat', released);
    const changed = await publishChat(server, builds.changed, '50%');
    expect(await remoteCli(server, 'list')).toContain(`${changed} (50%)`);

    const { inCanary, outside } = await membersOnEachSide(request, members, changed, 50);
    const canaryPage = await chatPage(browser, server, inCanary);
    const stablePage = await chatPage(browser, server, outside);
    await expectsChat(canaryPage, true);
    await expectsChat(stablePage, false);
    await reloadsTo(canaryPage, true);
    await reloadsTo(stablePage, false);

    expect(await remoteCli(server, 'promote', 'mf-chat')).toContain(`${changed} is stable`);
    await reloadsTo(canaryPage, true);
    await reloadsTo(stablePage, true);

    expect(await remoteCli(server, 'rollback', 'mf-chat')).toContain(`${released} is stable`);
    await reloadsTo(canaryPage, false);
    await reloadsTo(stablePage, false);
    await canaryPage.context().close();
    await stablePage.context().close();
  });

  test('a canary that throws on load is rolled back by itself on its reports; its members get the stable chat again', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const server = product.origin;
    const released = await publishChat(server, builds.released);
    await remoteCli(server, 'promote', 'mf-chat', released);
    const broken = await publishChat(server, builds.broken, '50%');

    const { inCanary, outside } = await membersOnEachSide(request, members, broken, 50);
    // A member on the stable version loads it fine: its reports say 'loaded'.
    const stablePage = await chatPage(browser, server, outside);
    await expectsChat(stablePage, false);

    // Each load of the broken canary ends in the error panel and a 'failed' report; the server
    // judges the canary from its second report (REMOTE_CANARY_MIN_REPORTS, beforeAll).
    const canaryPage = await chatPage(browser, server, inCanary);
    for (let load = 0; load < 2; load += 1) {
      const reported = canaryPage.waitForRequest(
        (sent) =>
          sent.url().endsWith('/api/remotes/report') &&
          (sent.postData() ?? '').includes(`"version":"${broken}","outcome":"failed"`),
      );
      if (load > 0) await canaryPage.reload();
      await expect(canaryPage.getByTestId(TEST_IDS.remoteError)).toBeVisible({ timeout: 20_000 });
      await reported;
    }

    await expect
      .poll(async () => (await chatEntryOf(request, inCanary)).channel, { timeout: 20_000 })
      .toBe('stable');
    // `pnpm remote list` shows it, and why.
    const listed = await remoteCli(server, 'list');
    expect(listed).toMatch(new RegExp(`automatic_rollback\\s+${broken}`));
    expect(listed).toContain(`canary ${broken} failed`);
    await reloadsTo(canaryPage, false);
    await expect(canaryPage.getByTestId(TEST_IDS.remoteError)).toHaveCount(0);
    await canaryPage.context().close();
    await stablePage.context().close();
  });
});

test.describe('a QA override', () => {
  test('a QA member tests an older mf-chat with a banner and goes back; an ordinary member with the same address gets the released one', async ({
    browser,
    playwright,
  }) => {
    // A server of its own: with the embedded database the admin CLI grants the QA role while the
    // server is stopped.
    test.setTimeout(480_000);
    const qaBuilds = chatBuilds();
    const product = await ProductServer.start('remote-qa', { env: { REMOTE_DEPLOY_TOKEN } });
    try {
      const request: APIRequestContext = await playwright.request.newContext({
        baseURL: product.origin,
      });
      const quinn = await signUpMember(request, { name: 'Quinn Tester' });
      const olga = await signUpMember(request, { name: 'Olga Ordinary' });
      // An older version, then the released one.
      const older = await publishChat(product.origin, qaBuilds.changed);
      const released = await publishChat(product.origin, qaBuilds.released);
      await remoteCli(product.origin, 'promote', 'mf-chat', released);
      expect(await product.admin('qa', 'add', quinn.email)).toContain('QA role');

      const address = `/web/app/Message?remote:mf-chat=${older}`;
      const quinnPage = await chatPage(browser, product.origin, quinn);
      await quinnPage.goto(address);
      const banner = quinnPage.getByTestId(TEST_IDS.remoteOverrideBanner);
      await expect(banner).toContainText(`Testing mf-chat ${older}`);
      await expectsChat(quinnPage, true);
      // The override is the tab's, not the address's.
      expect(new URL(quinnPage.url()).search).toBe('');
      await reloadsTo(quinnPage, true);
      await expect(banner).toBeVisible();

      const olgaPage = await chatPage(browser, product.origin, olga);
      await olgaPage.goto(address);
      await expectsChat(olgaPage, false);
      await expect(olgaPage.getByTestId(TEST_IDS.remoteOverrideBanner)).toHaveCount(0);

      await quinnPage.getByRole('button', { name: 'Back to the released version' }).click();
      await expectsChat(quinnPage, false);
      await expect(banner).toHaveCount(0);
      await quinnPage.context().close();
      await olgaPage.context().close();
      await request.dispose();
    } finally {
      await product.close();
      qaBuilds.remove();
    }
  });
});
