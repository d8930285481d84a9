import { fileURLToPath } from 'node:url';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunch } from './browser.ts';
import { APP_ENV, type HarnessApp } from './harnessApp.ts';
import { defaultWorkers } from './workers.ts';

/** What an app tells the harness beside Playwright's own settings. */
export interface HarnessConfigOptions {
  /**
   * An app that is not built on Portico (a Vite, Next or Astro app with wagmi or RainbowKit), served by the app's
   * own `webServer`: its URL, and the RPC URLs it reads chain 56 from, which the harness answers from the worker's
   * fork. Leave it out for a Portico app: the harness then builds the app's test build itself.
   */
  readonly app?: HarnessApp;
}

/**
 * A Playwright config for tests that use the harness's fixtures (`portico/harness/playwright`): its global setup
 * (the fork source, the Safe host slots and, for a Portico app, the test build), Debian's or the machine's
 * Chromium with every host but loopback refused, a worker per core, no retries, `.only` refused, the site opened in
 * English unless a test asks for another language. Anything in `config` wins.
 *
 * ```ts
 * // playwright.config.ts
 * import { harnessConfig } from 'portico/harness/playwright';
 * export default harnessConfig({ testDir: 'tests' });
 * ```
 */
export function harnessConfig(
  config: PlaywrightTestConfig = {},
  options: HarnessConfigOptions = {},
): PlaywrightTestConfig {
  // Read by the global setup and by every worker, which load this config again: the environment carries it.
  if (options.app) process.env[APP_ENV] = JSON.stringify(options.app);
  const setupExtension = import.meta.filename.endsWith('.ts') ? '.ts' : '.js';
  return defineConfig({
    globalSetup: fileURLToPath(new URL(`./globalSetup${setupExtension}`, import.meta.url)),
    fullyParallel: true,
    workers: defaultWorkers(),
    retries: 0,
    // A `test.only` left in a spec would quietly shrink every run to that one test: it fails the run instead.
    forbidOnly: true,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    ...config,
    use: {
      browserName: 'chromium',
      launchOptions: chromiumLaunch,
      trace: 'off',
      locale: 'en-US',
      ...config.use,
    },
  });
}
