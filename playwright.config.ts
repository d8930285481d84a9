import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './harness/playwright/browser.ts';
import { defaultWorkers } from './harness/playwright/workers.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  // Builds the test site once and opens one Safe host slot per worker; each worker starts its own fork, Safe and
  // servers (harness/playwright.ts), so tests run in parallel and in any order.
  globalSetup: './harness/playwright/globalSetup.ts',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One per core, as many as memory carries, 2 to 8 (harness/playwright/workers.ts; docs/testing.md).
  workers: defaultWorkers(),
  // No retries, in CI or here: a test that passes only on its second try is a bug in the test or the product, and
  // fails the run (tests/runAll.ts also counts a "flaky" result, should one ever appear, as failed).
  retries: 0,
  // A `test.only` left in a spec would quietly shrink every run to that one test: it fails the run instead, here
  // and in CI (vitest.config.ts refuses `.only` the same way). Focus a run with a path or `--grep`.
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PORTICO_PW_REPORTER === 'json' ? [['list'], ['json']] : 'list',
  use: {
    browserName: 'chromium',
    // Debian's headless shell when installed, else Debian's chromium (harness/playwright/browser.ts).
    launchOptions: chromiumLaunch,
    trace: 'off',
    // The site opens in the browser's language: every test reads the English pages unless it asks for another.
    locale: 'en-US',
  },
});
