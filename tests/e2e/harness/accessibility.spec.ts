import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, WCAG_22_AA } from 'portico/harness/playwright';
import { startPageServer } from './pages.ts';

// accessibilityViolations checks a page of one frame with axe-core run in the page itself, and a page with frames
// through @axe-core/playwright (every frame, cross-origin ones too). Both must name what axe-core names.

const rulesOf = (violations: ReadonlyArray<{ rule: string }>) => violations.map((v) => v.rule).sort();

/** @axe-core/playwright's own result for the page, as rule → targets. */
async function axeBuilderFindings(page: Page): Promise<Record<string, string[]>> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_22_AA]).analyze();
  return Object.fromEntries(
    results.violations.map((v) => [v.id, v.nodes.map((node) => node.target.map(String).join(' >> '))]),
  );
}

let server: Awaited<ReturnType<typeof startPageServer>>;
test.beforeAll(async () => {
  server = await startPageServer();
});
test.afterAll(async () => {
  await server.close();
});

test('a page of one frame: the same findings as @axe-core/playwright, check after check', async ({
  page,
}) => {
  await page.goto(`${server.origin}/flawed`);
  const expected = await axeBuilderFindings(page);
  expect(Object.keys(expected).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  for (let check = 0; check < 2; check += 1) {
    const found = await accessibilityViolations(page);
    expect(Object.fromEntries(found.map((v) => [v.rule, v.targets]))).toEqual(expected);
  }
  // A failure fixed in the page is no longer named (the check reads the page as drawn now).
  await page.locator('#nameless').evaluate((button) => button.setAttribute('aria-label', 'Go'));
  expect(rulesOf(await accessibilityViolations(page))).toEqual(['color-contrast', 'image-alt']);
});

test('include and exclude narrow a one-frame check', async ({ page }) => {
  await page.goto(`${server.origin}/flawed`);
  expect(rulesOf(await accessibilityViolations(page, { exclude: ['#faint'] }))).toEqual([
    'button-name',
    'image-alt',
  ]);
  expect(rulesOf(await accessibilityViolations(page, { include: ['#faint'] }))).toEqual(['color-contrast']);
});

test('a page that holds a window.axe of its own is still checked with axe-core', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { axe: unknown }).axe = { version: '0.0.0', run: async () => ({ violations: [] }) };
  });
  await page.goto(`${server.origin}/flawed`);
  expect(rulesOf(await accessibilityViolations(page))).toEqual([
    'button-name',
    'color-contrast',
    'image-alt',
  ]);
});

test('a cross-origin frame is checked too', async ({ page }) => {
  // 127.0.0.1 frames localhost: another origin, as the Safe host frames the app.
  const framed = `${server.origin.replace('127.0.0.1', 'localhost')}/flawed`;
  await page.goto(`${server.origin}/frame-host?src=${encodeURIComponent(framed)}`);
  await expect(page.frameLocator('#app').locator('#nameless')).toBeAttached();
  const found = await accessibilityViolations(page);
  expect(rulesOf(found)).toEqual(expect.arrayContaining(['button-name', 'color-contrast', 'image-alt']));
  for (const violation of found.filter((v) => v.rule === 'image-alt'))
    expect(violation.targets).toEqual(['#app >> #picture']);
});
