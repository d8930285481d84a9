import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { appRoot } from '../../build/appRoot.ts';
import type { PorticoSettings } from '../../src/config/types.ts';
import { eventually } from './eventually.ts';

/** viem's own polling interval: what an app that is not built on Portico polls at unless it says otherwise. */
const VIEM_POLLING_INTERVAL_MS = 4_000;

/**
 * How often the built site looks again for what it waits on: a transaction's receipt, a Safe transaction's
 * execution (every half of it), a Safe message's confirmations, the block number. A Portico app's
 * `transport.pollingIntervalMs` (from its generated settings, which the test build uses as they are); viem's
 * default for any other app. `PORTICO_POLLING_INTERVAL_MS` overrides both.
 */
export const POLLING_INTERVAL_MS: number = await appPollingInterval();

async function appPollingInterval(): Promise<number> {
  const fromEnvironment = Number(process.env.PORTICO_POLLING_INTERVAL_MS);
  if (Number.isSafeInteger(fromEnvironment) && fromEnvironment > 0) return fromEnvironment;
  const generated = join(appRoot(), 'src/config/generated.ts');
  if (!existsSync(generated)) return VIEM_POLLING_INTERVAL_MS;
  const { settings } = (await import(pathToFileURL(generated).href)) as { settings: PorticoSettings };
  return settings.transport.pollingIntervalMs;
}

/** The requests each context with a test clock has sent and not yet seen end (streams left out). */
const openRequests = new WeakMap<BrowserContext, Set<Request>>();

/**
 * Gives `target`'s pages Playwright's clock (`clock.install()`), whose time flows as a real clock's does until a
 * test moves it on, and starts keeping count of their requests in flight (for `pollNow`). Call it before the page
 * opens, so that every timer of the site is the clock's.
 */
export async function installClock(target: Page | BrowserContext): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  if (!openRequests.has(context)) {
    const open = new Set<Request>();
    // A stream (the Safe host's server-sent events) stays open by design: it is no look of the page's.
    context.on('request', (request) => {
      if (request.resourceType() !== 'eventsource') open.add(request);
    });
    context.on('requestfinished', (request) => open.delete(request));
    context.on('requestfailed', (request) => open.delete(request));
    openRequests.set(context, open);
  }
  await context.clock.install();
}

/**
 * The page's next look comes now rather than up to `POLLING_INTERVAL_MS` later: for the moment after the test has
 * made the change the page is polling for (a block mined, an owner's confirmation, an execution).
 *
 * It waits until none of the context's requests is in flight (the look under way, if any, has its answers and the
 * page is between two looks), then moves the clock one polling interval on (`clock.fastForward`), which runs each
 * timer that falls due in between once: the page does what it would have done had the test waited that long, and
 * no read in flight is timed out by the jump. At worst (the page had not yet gone back to waiting) the look comes
 * at its usual time: a wait after this never takes longer than without it. Not while a request hangs on purpose:
 * that fails after `timeout` (the expect timeout by default), naming the requests still in flight.
 */
export async function pollNow(page: Page, options: { timeout?: number } = {}): Promise<void> {
  const open = openRequests.get(page.context());
  if (!open) throw new Error('pollNow: call `await installClock(page)` before the page opens');
  await eventually(() => [...open].map((request) => request.url()), {
    ...options,
    message: 'requests still in flight before moving the clock on',
  }).toEqual([]);
  await page.clock.fastForward(POLLING_INTERVAL_MS);
}
