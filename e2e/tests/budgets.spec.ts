import { expect, test, type Page } from '@playwright/test';
import {
  BUDGETS,
  asyncChunks,
  formatChunks,
  formatLoads,
  largestContentfulPaintMs,
  recordLoads,
  remoteEntrySizes,
  totalKb,
} from '../support/budgets';
import { seedSession } from '../support/session';

/** Loads `path` until the load event and a quiet network, as a visitor who has not yet clicked. */
async function loadUntilIdle(page: Page, path: string) {
  const loads = await recordLoads(page);
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  return loads;
}

test.describe('bundle budgets', () => {
  // Sizes are the same on a second try: a retry would only take time.
  test.describe.configure({ retries: 0 });

  test('the welcome page loads within the JavaScript and CSS budgets', async ({ page }) => {
    const loads = await loadUntilIdle(page, '/web/');
    const files = await loads.files();
    console.log(formatLoads('/web/', files, BUDGETS.initialJsKb));

    const js = totalKb(files, 'js');
    const css = totalKb(files, 'css');
    // Soft: every figure is checked and reported, not only the first one over its budget.
    expect.soft(js, 'initial JavaScript of /web/ in KB').toBeLessThanOrEqual(BUDGETS.initialJsKb);
    expect.soft(css, 'CSS of /web/ in KB').toBeLessThanOrEqual(BUDGETS.criticalCssKb);
    // The welcome page needs no remote.
    expect(loads.remoteEntries()).toEqual([]);
    // index.html preloads what the bootstrap runs, and the server what the page adds (its Link
    // header): the entry script asks for nothing a round trip later.
    expect(files.map((file) => file.path)).toContainEqual(
      expect.stringMatching(/^\/web\/page-welcome\.\w+\.js$/),
    );
    const askedByEntry = files.filter((file) => file.initiator.startsWith('/web/main.'));
    expect(askedByEntry.map((file) => file.path)).toEqual([]);
  });

  test('an /app page loads its one remote within the budgets, no remote after another', async ({
    page,
    baseURL,
  }) => {
    await seedSession(page, baseURL!);
    const loads = await loadUntilIdle(page, '/web/app/PeopleNear');
    const paintMs = await largestContentfulPaintMs(page);
    const files = await loads.files();
    console.log(
      formatLoads(
        `/web/app/PeopleNear (content painted at ${Math.round(paintMs)} ms)`,
        files,
        BUDGETS.appInitialJsKb,
      ),
    );

    const js = totalKb(files, 'js');
    const css = totalKb(files, 'css');
    expect
      .soft(js, 'initial JavaScript of /web/app/PeopleNear in KB')
      .toBeLessThanOrEqual(BUDGETS.appInitialJsKb);
    expect.soft(css, 'CSS of /web/app/PeopleNear in KB').toBeLessThanOrEqual(BUDGETS.criticalCssKb);

    const entries = loads.remoteEntries();
    expect(entries.map((entry) => entry.remote)).toContain('mf-discovery');
    // Before the content paints, no remote's entry may wait for another remote's entry to arrive.
    const beforePaint = entries.filter((entry) => entry.startMs < paintMs);
    for (const later of beforePaint) {
      const waitedFor = beforePaint.filter(
        (earlier) => earlier.remote !== later.remote && earlier.endMs <= later.startMs,
      );
      expect(
        waitedFor.map((earlier) => `${later.path} after ${earlier.path}`),
        `${later.path}, started at ${Math.round(later.startMs)} ms by ${later.initiator}`,
      ).toEqual([]);
    }
    // The server preloads the /app layout's chunk and the route's remote with the page: the entry
    // script asks for none of them a round trip later, only for what comes after the render.
    const askedByEntry = files
      .filter((file) => file.initiator.startsWith('/web/main.'))
      .map((file) => file.path);
    expect(askedByEntry.filter((path) => /^\/(web\/page-|remotes\/)/.test(path))).toEqual([]);
  });

  test('the login page runs no RTK Query until a visitor goes for a form', async ({ page }) => {
    const scripts: string[] = [];
    // Scripts run, not prefetched files (the Signup tab's chunk is prefetched, not run).
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/web/login');
    await page.waitForLoadState('networkidle');
    const rtkQuery = () => scripts.filter((path) => path.includes('/lib-rtk-query.'));
    // Its evaluation was a slow phone's longest task on this page before it could answer.
    expect(rtkQuery()).toEqual([]);
    // The admin data's answer is shown without it (the social button).
    await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();

    await page.getByTestId('signin-form').getByLabel('Email').focus();
    await expect.poll(() => rtkQuery().length).toBe(1);
  });

  test('every remote entry and every route chunk of the builds is within its budget', () => {
    const entries = remoteEntrySizes();
    const chunks = asyncChunks();
    console.log(
      [
        ...entries.map(
          (entry) => `${entry.gzippedKb.toFixed(1).padStart(6)} KB  ${entry.app}/remoteEntry.js`,
        ),
        formatChunks(chunks),
      ].join('\n'),
    );

    for (const entry of entries) {
      expect(entry.gzippedKb, `${entry.app}/remoteEntry.js in KB`).toBeLessThanOrEqual(
        BUDGETS.remoteEntryKb,
      );
    }
    // Third-party chunks are no route's code: shared singletons (react-dom is one module that
    // cannot be split) count in the pages' initial JavaScript above.
    for (const chunk of chunks.filter((candidate) => candidate.ownCode)) {
      expect(chunk.gzippedKb, `${chunk.app}/${chunk.file} in KB`).toBeLessThanOrEqual(
        BUDGETS.routeChunkKb,
      );
    }
  });
});
