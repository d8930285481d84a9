import type { Frame, Page } from '@playwright/test';
import { test as base } from 'portico/harness/playwright';
import type { SafeEnvironment } from '../../../harness/safe/startSafeEnvironment.ts';
import { type ProbeServer, startProbeServer } from './probeServer.ts';

export { expect } from 'portico/harness/playwright';

/**
 * The host protocol tests: the harness fixtures plus a probe app (the real Safe Apps SDK, no site) on a loopback
 * origin of its own, and per test a fresh Safe, gateway and host of its own on the worker's fork
 * (`safe.startAnother`). Test fixtures only: a worker fixture here would give these tests workers of their own, each
 * paying a fork, a Safe and a returning visit again; the probe app is bundled once per process.
 */
export const test = base.extend<{
  env: SafeEnvironment;
  probe: ProbeServer;
  openHost: (url: string) => Promise<Frame>;
}>({
  // The probe app talks to the host only; no wallet in the browser.
  injectWallet: false,
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  probe: async ({}, use) => {
    const probe = await startProbeServer();
    try {
      await use(probe);
    } finally {
      await probe.stop();
    }
  },
  env: async ({ safe }, use) => {
    await use(await safe.startAnother());
  },
  openHost: async ({ page }, use) => {
    await use(async (url: string) => {
      await page.goto(url);
      const frame = await appFrame(page);
      await frame.waitForFunction(() => 'sdk' in window);
      return frame;
    });
  },
});

export async function appFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe[data-testid="safe-app-iframe"]');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('The app iframe has no frame.');
  await frame.waitForLoadState('domcontentloaded');
  return frame;
}

/** Anchored regex for one origin, as Portico builds allowedDomains. */
export const originRegex = (origin: string) => `^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
