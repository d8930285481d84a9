import { expect, test } from 'portico/harness/playwright';
import { type Box, headerBoxes, headerProblems, LOCALES, pageIn, regionProblems } from '../layout.ts';
import { holdIsland, islandDrawn, reachAndStartIsland } from '../portico.ts';

// WCAG 1.4.10 (reflow) in every language the site ships: at 320 px the header (logo and name, the pages, the
// status word, "Connect Wallet" in the page's language), the wallet dialog and the language switcher fit the
// screen whole, nothing cut off, hidden or on top of something else, nothing scrolling sideways. Each page is
// looked at as its HTML draws it (the island held back: RainbowKit's words in the page's language) and once the
// island has drawn its own header. Arabic is drawn right to left, mirrored.

test.use({ viewport: { width: 320, height: 640 } });

const pages = [
  { name: 'start page', path: '' },
  { name: 'token page', path: 'token.html' },
] as const;

for (const locale of LOCALES) {
  for (const { name, path } of pages) {
    test(`${locale.code} ${name}: the header, the wallet dialog and the footer fit 320 px`, async ({
      page,
      site,
    }) => {
      const { release } = await holdIsland(page, pageIn(site.url, locale.code, path));
      await expect(page.locator('html')).toHaveAttribute('lang', locale.code);
      await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
      const status = page.getByTestId('connection-status');
      await expect(status).toBeVisible();
      expect(await headerProblems(page), 'the header as the page’s HTML draws it').toEqual([]);
      expect(await regionProblems(page, '.site-footer'), 'the footer').toEqual([]);
      const before = await headerBoxes(page);

      await page.getByRole('banner').locator('[data-portico-connect]').click();
      const dialog = page.getByTestId('quick-connect');
      await expect(dialog).toBeVisible();
      expect(await regionProblems(page, '[data-testid="quick-connect"]'), 'the wallet list').toEqual([]);
      await dialog.locator('[data-qc-view-to="help"]').click();
      await expect(dialog.locator('#qc-help-title')).toBeFocused();
      expect(await regionProblems(page, '[data-testid="quick-connect"]'), '"What is a Wallet?"').toEqual([]);
      await dialog.locator('[data-qc-help] [data-qc-view-to="get"]').click();
      await expect(dialog.locator('#qc-get-title')).toBeFocused();
      expect(await regionProblems(page, '[data-testid="quick-connect"]'), '"Get a Wallet"').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      release();
      await islandDrawn(page);
      expect(await headerProblems(page), 'the header once the island has drawn it').toEqual([]);
      // The status word changed in place: its line and the connect control's row did not move.
      const after = await headerBoxes(page);
      expect(after.status).toEqual(before.status);
      expect(after.brand).toEqual(before.brand);
      expect((after.button as Box).top).toBe((before.button as Box).top);
    });
  }
}

test.describe('Arabic, right to left', () => {
  for (const { name, path } of pages) {
    test(`ar ${name}: the header and the wallet dialog are mirrored`, async ({ page, site }) => {
      await page.goto(pageIn(site.url, 'ar', path));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await reachAndStartIsland(page);
      const header = await page.locator('.site-header').evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return {
          start: box.right - Number.parseFloat(style.paddingRight),
          end: box.left + Number.parseFloat(style.paddingLeft),
        };
      });
      const { brand, button } = (await headerBoxes(page)) as Record<'brand' | 'button', Box>;
      // The logo and name at the right edge, where Arabic begins; the connect control at the left.
      expect(brand.right).toBeCloseTo(header.start, 0);
      expect(button.left).toBeCloseTo(header.end, 0);
      expect(button.right).toBeLessThan(brand.left);

      await page.getByRole('banner').locator('[data-portico-connect]').click();
      const dialog = page.getByTestId('quick-connect');
      await expect(dialog).toBeVisible();
      const close = await dialog.locator('[data-qc-close]').boundingBox();
      const title = await dialog.getByRole('heading', { level: 2 }).boundingBox();
      if (!close || !title) throw new Error('the dialog’s close button or title is not drawn');
      expect(close.x + close.width, 'the close button before the title, on the left').toBeLessThan(title.x);
      expect(close.x).toBeLessThan(320 / 2);
      // In "Get a Wallet", each row's tag (RainbowKit's "GET") sits at the row's left end, after the name.
      await dialog.locator('[data-qc-view-to="help"]').click();
      await dialog.locator('[data-qc-help] [data-qc-view-to="get"]').click();
      await expect(dialog.locator('#qc-get-title')).toBeFocused();
      const row = dialog.locator('.qc-wallet:has(.qc-tag):visible').first();
      const rowBox = await row.boundingBox();
      const tagBox = await row.locator('.qc-tag').boundingBox();
      const nameBox = await row.locator('span:not(.qc-tag)').first().boundingBox();
      if (!rowBox || !tagBox || !nameBox) throw new Error('no wallet row with a tag is drawn');
      expect(tagBox.x + tagBox.width).toBeLessThan(nameBox.x);
    });
  }

  test('in English the same header reads left to right', async ({ page, site }) => {
    await page.goto(pageIn(site.url, 'en', ''));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const { brand, button } = (await headerBoxes(page)) as Record<'brand' | 'button', Box>;
    expect(brand.right).toBeLessThan(button.left);
  });
});
