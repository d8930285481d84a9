import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from '../../../playwright.config.ts';

// The Safe host protocol specs need no site build: they bring their own chain, Safe, gateway, host and probe app.
// `npx playwright test -c tests/e2e/safe-host/playwright.config.ts`
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: { browserName: 'chromium', launchOptions: chromiumLaunch, trace: 'off' },
});
