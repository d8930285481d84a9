import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config.ts';

// The Safe host protocol specs alone: `npm run test:safe-host`. Same harness and fixtures as the whole suite.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: '../../../harness/playwright/globalSetup.ts',
});
