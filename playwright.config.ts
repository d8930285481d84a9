import { defineConfig } from '@playwright/test';
import { defaultWorkers } from './harness/playwright/workers.ts';

// Debian's Chromium: Playwright cannot download its own browsers here, and the flags keep Chromium
// from reaching for Google's hosts on a machine with no outside network.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Builds both sites once and opens one Safe host slot per worker; each worker starts its own fork, Safe and
  // servers (harness/playwright.ts), so tests run in parallel and in any order.
  globalSetup: './harness/playwright/globalSetup.ts',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One per core, as many as memory carries, at least 2 (harness/playwright/workers.ts; docs/testing.md).
  workers: defaultWorkers(),
  // One retry in CI only: the 2-core CI machine runs chains, servers and Chromium at once. A test that needed it
  // is reported as flaky by name in the run's summary (tests/runAll.ts), never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PORTICO_PW_REPORTER === 'json' ? [['list'], ['json']] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
});
