import type { Page } from '@playwright/test';
import { accessibilityViolations, animationsSettled, expect, test } from 'portico/harness/playwright';
import { pageIn } from '../layout.ts';
import { reachAndStartIsland } from '../portico.ts';

// axe-core's WCAG 2.2 AA rules over pages in another script and direction than English: Arabic (right to left) and
// Chinese, the start and token pages, the wallet dialog closed and open, at a desktop width and at 320 px.

const widths = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '320 px', viewport: { width: 320, height: 640 } },
] as const;

async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways, 'pixels the page scrolls sideways').toBeLessThanOrEqual(0);
}

const pages = [
  { name: 'start page', path: '' },
  { name: 'token page', path: 'token.html' },
] as const;

for (const { name: width, viewport } of widths) {
  test.describe(`WCAG 2.2 AA at ${width}`, () => {
    test.use({ viewport });
    for (const code of ['ar', 'zh-CN'])
      for (const { name, path } of pages)
        test(`${code} ${name}, the wallet dialog closed and open`, async ({ page, site }) => {
          await page.goto(pageIn(site.url, code, path));
          await expect(page.locator('html')).toHaveAttribute('lang', code);
          await reachAndStartIsland(page);
          await expectAccessible(page);
          await page.getByRole('banner').locator('[data-portico-connect]').click();
          await expect(page.getByTestId('quick-connect')).toBeVisible();
          await expectAccessible(page);
        });
  });
}
