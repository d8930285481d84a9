import { expect, type Locator } from '@playwright/test';

/**
 * How often the harness's own waits look again, in milliseconds (the last one repeats). Playwright's assertions
 * back off: after the first quarter of a second they look only every 500 ms (`expect.poll`: every second after
 * two), so a step that takes 300 ms is seen at 770 ms. Every test pays that on each step a fixture waits for
 * (connecting, opening the Safe App, a proposal reaching the host), and a busy machine, where steps run slower,
 * pays it more often. A look is one round trip to the page or the host; 50 ms keeps it a small share of a core.
 */
export const HARNESS_POLL_INTERVALS: readonly number[] = [20, 50];

/**
 * `expect.poll` at the harness's pace: `await eventually(() => textOf(status)).toBe('Connected')`. The failure
 * names what was last seen, as `expect.poll` does; the timeout is the test's expect timeout unless given.
 */
export function eventually<T>(
  probe: () => T | Promise<T>,
  options: { timeout?: number; message?: string } = {},
): ReturnType<typeof expect.poll<T>> {
  return expect.poll(probe, { ...options, intervals: [...HARNESS_POLL_INTERVALS] });
}

/**
 * The text of what `locator` finds now, whitespace collapsed as `toHaveText` reads it, without waiting: `''`
 * when nothing matches, the texts joined by " | " when several do (so a wait for one exact text still fails).
 */
export async function textOf(locator: Locator): Promise<string> {
  // A frame that is not there yet (or navigating) reads as nothing: the next look tries again.
  const texts = await locator.allTextContents().catch(() => [] as string[]);
  return texts.map((text) => text.replace(/\s+/g, ' ').trim()).join(' | ');
}
