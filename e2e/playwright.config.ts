import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

// A port of our own (never 3000) and a throwaway embedded database for every run.
const port = Number(process.env.E2E_PORT ?? 18480);
const dataDir = mkdtempSync(path.join(tmpdir(), 'dating-e2e-'));
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/results.json' }]]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The whole product as `pnpm start` serves it: built shell and remotes, server, PGlite.
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // The server's development outbox stays readable in e2e so sign-up codes can be read (from
      // this machine, by requests that name no forwarded address).
      DEV_OUTBOX: 'true',
      // As if behind one proxy: journeys set up their members through the API from addresses of
      // their own, which they write in X-Forwarded-For.
      TRUST_PROXY: '1',
    },
  },
});
