import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';
import { REFUSE_OUTSIDE_NETWORK_ARGS } from '../network.ts';

/**
 * Debian's headless shell (package `chromium-headless-shell`): the same Blink and V8 as Debian's `chromium`,
 * without the desktop browser around them — what Playwright itself runs for headless tests by default. On two
 * cores it takes about half the CPU of the full browser per test (no browser UI, a lighter compositor), so the
 * suite is a quarter faster and a second worker has room to run.
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** Debian's desktop Chromium (package `chromium`): for `--headed` runs and the page benchmarks. */
export const DESKTOP_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The Chromium the end-to-end tests run: `CHROMIUM_PATH` when set (e.g. `CHROMIUM_PATH=/usr/bin/chromium
 * npx playwright test --headed`), else the headless shell when installed, else the desktop browser.
 */
export function chromiumExecutable(): string {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DESKTOP_CHROMIUM_PATH;
}

/**
 * How every test browser starts. Playwright cannot download its own browsers here; the flags keep Chromium from
 * reaching for Google's hosts on a machine with no outside network, and make it refuse every host but loopback
 * (harness/network.ts).
 */
export const chromiumLaunch = {
  executablePath: chromiumExecutable(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    ...REFUSE_OUTSIDE_NETWORK_ARGS,
  ],
} satisfies LaunchOptions;

/**
 * A browser whose cross-site frames get (partitioned) storage, as a desktop Chrome profile that allows
 * third-party cookies does. The default test browser blocks it, like a private window.
 */
export const chromiumLaunchWithFrameStorage = {
  ...chromiumLaunch,
  args: [...chromiumLaunch.args, '--disable-features=TrackingProtection3pcd'],
} satisfies LaunchOptions;
