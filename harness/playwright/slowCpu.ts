import type { Page } from '@playwright/test';

/**
 * The Playwright lock every test that slows a page's CPU declares, so that no two of them run at once:
 * `test.describe.configure({ lock: SLOW_CPU_LOCK })`, or `test(title, { lock: SLOW_CPU_LOCK }, body)`.
 *
 * Why: Chromium slows a page by stopping its main thread with a signal and making the signal handler spin until
 * the page's share of time is over, so a slowed page keeps one core busy for as long as it is open, idle or not.
 * Two of them at once on a 2-core machine leave nothing for the rest (each test's own process, the browser, the
 * fork): the nine one-click tests took 149 s summed at one worker and 288 s at two, the same wall time. Held by
 * one worker at a time, the lock lets the other worker go on with tests that do not slow the CPU; with one
 * worker it changes nothing.
 */
export const SLOW_CPU_LOCK = 'portico:slow-cpu';

/**
 * Makes `page`'s main thread `rate` times slower until the page closes (Chrome DevTools Protocol,
 * `Emulation.setCPUThrottlingRate`; 4 is the phone-like setting Lighthouse uses). Only in tests that declare
 * `SLOW_CPU_LOCK`.
 */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  if (!(rate >= 1)) throw new RangeError(`slowCpu: rate must be 1 or more, not ${rate}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}
