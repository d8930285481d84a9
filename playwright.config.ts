import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright cannot download its own browsers here, and the flags keep Chromium
// from reaching for Google's hosts on a machine with no outside network.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One worker: the scenarios share one chain (reset by snapshot per test) and the machine has 2 cores.
  workers: 1,
  // One retry in CI only: the 2-core CI machine runs chain, servers and Chromium at once. A test that needed it is
  // reported as flaky by name in the run's summary (tests/runAll.ts), never hidden.
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
