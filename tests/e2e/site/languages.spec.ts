import type { Page } from '@playwright/test';
import { expect, test } from 'portico/harness/playwright';

// The site in the visitor's language (src/i18n/): the browser's languages pick the pages on a first visit, the
// language switcher's choice sticks across reloads and pages, and a language's address is never overridden.

/** Every document the page loaded, in order: what the visitor paid in navigations. */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame())
      documents.push(request.url());
  });
  return documents;
}

const language = (page: Page) => page.locator('html').getAttribute('lang');
const switcher = (page: Page) => page.getByRole('contentinfo').getByRole('navigation');

for (const [browser, expected, folder] of [
  ['vi-VN', 'vi', 'vi/'],
  ['zh-CN', 'zh-CN', 'zh-CN/'],
  ['zh-TW', 'zh-TW', 'zh-TW/'],
  ['ar-EG', 'ar', 'ar/'],
  ['pt-PT', 'pt', 'pt/'],
] as const) {
  test.describe(`a browser preferring ${browser}`, () => {
    test.use({ locale: browser });

    test(`meets the ${expected} pages on its first visit, in one navigation`, async ({ page, site }) => {
      const documents = documentsOf(page);
      await page.goto(`${site.url}token.html`);
      await expect(page).toHaveURL(`${site.url}${folder}token.html`);
      expect(await language(page)).toBe(expected);
      expect(documents).toEqual([`${site.url}token.html`, `${site.url}${folder}token.html`]);
    });
  });
}

test.describe('a browser preferring a language the site does not ship', () => {
  test.use({ locale: 'sw-KE' });

  test('stays on the default language', async ({ page, site }) => {
    const documents = documentsOf(page);
    await page.goto(site.url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The choice is made by the head's script, before the first paint: by the time the page has loaded, it is made.
    await page.waitForLoadState('load');
    expect(documents).toEqual([site.url]);
  });
});

test.describe('the language switcher', () => {
  test.use({ locale: 'vi-VN' });

  test("names every language in itself, marks the page's own, and links to this page in each", async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}vi/token.html`);
    const links = switcher(page).getByRole('link');
    await expect(links).toHaveCount(19);
    await expect(switcher(page).getByRole('link', { name: 'Tiếng Việt' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(switcher(page).getByRole('link', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    await expect(switcher(page).getByRole('link', { name: '日本語' })).toHaveAttribute(
      'href',
      '../ja/token.html',
    );
  });

  test('a choice sticks across reloads and pages, and over the browser language', async ({ page, site }) => {
    await page.goto(site.url);
    await expect(page).toHaveURL(`${site.url}vi/`);
    await switcher(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(site.url);
    expect(await language(page)).toBe('en');
    await page.reload();
    await expect(page).toHaveURL(site.url);
    // A new visit from outside, where the browser alone would pick Vietnamese.
    await page.goto('about:blank');
    const documents = documentsOf(page);
    await page.goto(`${site.url}token.html`);
    await page.waitForLoadState('load');
    expect(await language(page)).toBe('en');
    expect(documents).toEqual([`${site.url}token.html`]);

    await switcher(page).getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(`${site.url}ar/token.html`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The site's pages keep it: its navigation stays in the language, and the root sends a new visit there.
    await page.getByRole('banner').getByRole('navigation').getByRole('link').first().click();
    await expect(page).toHaveURL(`${site.url}ar/`);
    await page.goto('about:blank');
    await page.goto(site.url);
    await expect(page).toHaveURL(`${site.url}ar/`);
  });

  test("a language's address is never overridden, whatever was chosen before", async ({ page, site }) => {
    await page.goto(`${site.url}vi/`);
    await switcher(page).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(`${site.url}de/`);
    const documents = documentsOf(page);
    await page.goto(`${site.url}ja/token.html`);
    await page.waitForLoadState('load');
    expect(await language(page)).toBe('ja');
    expect(documents).toEqual([`${site.url}ja/token.html`]);
  });

  test('a stored choice is read where the site keeps it, and one that is not a shipped language is ignored', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}404.html`);
    await page.evaluate(() => localStorage.setItem('portico.locale:/', 'de'));
    await page.goto('about:blank');
    await page.goto(site.url);
    await expect(page).toHaveURL(`${site.url}de/`);
    for (const planted of ['javascript:alert(1)', 'xx', '../de', '']) {
      await page.evaluate((value) => localStorage.setItem('portico.locale:/', value), planted);
      await page.goto('about:blank');
      await page.goto(site.url);
      await expect(page).toHaveURL(`${site.url}vi/`);
    }
  });
});

test.describe('under a sub-path (an IPFS gateway)', () => {
  test.use({ locale: 'zh-HK' });

  test('the first visit goes to the language within the same sub-path', async ({ page, site }) => {
    const served = await site.serve({ basePath: '/ipfs/bafyportico/' });
    await page.goto(`${served.url}token.html`);
    await expect(page).toHaveURL(`${served.url}zh-HK/token.html`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  });
});
