import { test as base, type Frame, type Page } from '@playwright/test';
import { type SafeEnvironment, startSafeEnvironment } from '../../../harness/safe/startSafeEnvironment.ts';
import { anvilOwners, type BareAnvil, startBareAnvil } from '../../../harness/safe/testing/bareAnvil.ts';
import { type ProbeServer, startProbeServer } from './probeServer.ts';

type Worker = { anvil: BareAnvil; probe: ProbeServer };
type Fixtures = { env: SafeEnvironment; openHost: (url: string) => Promise<Frame> };

const isLoopback = (u: string) => {
  try {
    const { protocol, hostname } = new URL(u);
    if (protocol === 'data:' || protocol === 'about:' || protocol === 'blob:') return true;
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  } catch {
    return false;
  }
};

export const test = base.extend<Fixtures, { worker: Worker }>({
  worker: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const anvil = await startBareAnvil();
      const probe = await startProbeServer().catch(async (e) => {
        await anvil.stop();
        throw e;
      });
      try {
        await use({ anvil, probe });
      } finally {
        await probe.stop();
        await anvil.stop();
      }
    },
    { scope: 'worker' },
  ],
  // A fresh Safe (new salt), gateway and host per test; the chain is shared by the worker.
  env: async ({ worker }, use, info) => {
    const env = await startSafeEnvironment({
      rpcUrl: worker.anvil.rpcUrl,
      owners: anvilOwners(),
      saltNonce: BigInt(Date.now()) * 1000n + BigInt(info.workerIndex),
    });
    try {
      await use(env);
    } finally {
      await env.stop();
    }
  },
  openHost: async ({ page, context }, use) => {
    await context.route('**/*', (route) =>
      isLoopback(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
    );
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

export { expect } from '@playwright/test';
export type { Worker };
export { startSafeEnvironment };
