import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

// Journeys run in lanes side by side (E2E_WORKERS, 2 under CI, else 1): each lane is one
// Playwright worker with a server of its own on a port of its own (E2E_PORT, then the next ones,
// never 3000) and a throwaway embedded database, so a journey never meets another lane's members
// or settings. Files run one after another within a lane, in whichever lane is free.
const firstPort = Number(process.env.E2E_PORT ?? 18480);
const lanes = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
const laneURL = (lane: number) => `http://127.0.0.1:${firstPort + lane}`;
// Playwright sets this in a worker before it reads the configuration; the main process is lane 0.
export const baseURL = laneURL(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
// Journeys that wait for the vision models. The server runs them at a low priority (calls go
// first: server/src/modules/vision/threadPriority.ts), so beside another lane's busy browser a
// selfie's check takes minutes instead of seconds; `pnpm test` runs this project after the
// other, alone (scripts/test-all.mjs).
const VISION_JOURNEYS = /verification\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: lanes,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/results.json' }]]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: VISION_JOURNEYS, use: { ...devices['Desktop Chrome'] } },
    { name: 'vision', testMatch: VISION_JOURNEYS, use: { ...devices['Desktop Chrome'] } },
  ],
  // One after another: the first builds what is stale (scripts/start.mjs), the others find it built.
  webServer: Array.from({ length: lanes }, (_, lane) => ({
    // The whole product as `pnpm start` serves it: built shell and remotes, server, PGlite.
    command: 'node ../scripts/start.mjs',
    url: `${laneURL(lane)}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(firstPort + lane),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dating-e2e-')),
      // The embedded database even where the run has PostgreSQL and Redis (.ci/run sets them for
      // the server's tests): lanes sharing one would share settings and remote releases, so one
      // lane's canary or broken mf-chat would reach the other's journeys.
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'production',
      // The server's development outbox stays readable in e2e so sign-up codes can be read (from
      // this machine, by requests that name no forwarded address).
      DEV_OUTBOX: 'true',
      // As if behind one proxy: journeys set up their members through the API from addresses of
      // their own, which they write in X-Forwarded-For.
      TRUST_PROXY: '1',
    },
  })),
});
