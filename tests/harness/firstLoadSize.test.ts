import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { type FirstLoad, firstLoad, type IslandLoad, islandLoad } from '../../bench/firstLoad.ts';
import { inlineScript, inlineScriptFiles } from '../../build/inlineScripts.ts';
import { productionBuild } from '../../harness/site/buildCache.ts';

// The page-weight budget's static half (issue 6): what index.html loads before any interaction, found from the
// production build without a browser. The ceiling lives in bench/first-load-budget.json; `npm run bench`
// measures the same page in Chromium.

interface Budget {
  readonly firstLoadJsGzipBytes: number;
  readonly measuredBytes: number;
  readonly islandJsGzipBytes: number;
}

const budgetFile = resolve(import.meta.dirname, '../../bench/first-load-budget.json');
let outDir: string;
let site: FirstLoad;
let island: IslandLoad;
let budget: Budget;
/** Every other page of the build (404.html, token.html, pages added with `portico page add`). */
let pages: Array<{ file: string; load: FirstLoad }>;

beforeAll(async () => {
  outDir = await productionBuild();
  site = await firstLoad(outDir);
  island = await islandLoad(outDir);
  budget = JSON.parse(await readFile(budgetFile, 'utf8')) as Budget;
  const files = (await readdir(outDir)).filter((file) => file.endsWith('.html') && file !== 'index.html');
  pages = await Promise.all(files.map(async (file) => ({ file, load: await firstLoad(outDir, file) })));
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('first-load JavaScript of index.html', () => {
  test('default: total gzip size stays under the ceiling in bench/first-load-budget.json', () => {
    const biggest = site.chunks
      .slice(0, 8)
      .map((chunk) => `  ${chunk.file}: ${kb(chunk.gzipBytes)} gzip`)
      .join('\n');
    expect(
      site.gzipBytes,
      `first-load JS is ${site.gzipBytes} B gzip (${kb(site.gzipBytes)}), over the ceiling of ` +
        `${budget.firstLoadJsGzipBytes} B. ` +
        `Biggest chunks:\n${biggest}\nMake something lazy, or raise the ceiling deliberately (README, Page weight).`,
    ).toBeLessThanOrEqual(budget.firstLoadJsGzipBytes);
  });

  test('behavior: no wallet SDK, Safe SDK or QR code is loaded before it is needed', () => {
    const offenders = site.chunks
      .filter((chunk) => chunk.sdks.length > 0)
      .map((chunk) => `${chunk.file}: ${chunk.sdks.join(', ')}`);
    expect(offenders).toEqual([]);
  });

  test('behavior: "Connect Wallet" is in the raw HTML, so it paints without JavaScript', () => {
    expect(site.connectInHtml).toBe(true);
  });
});

describe("the island's JavaScript (when it starts: a first visit's reach, a returning visit at once)", () => {
  test('default: its gzip size, the loader included, stays under the ceiling in bench/first-load-budget.json', () => {
    const biggest = island.chunks
      .slice(0, 8)
      .map((chunk) => `  ${chunk.file}: ${kb(chunk.gzipBytes)} gzip`)
      .join('\n');
    expect(island.chunks.length).toBeGreaterThan(site.chunks.length);
    expect(
      island.gzipBytes,
      `the island's start loads ${island.gzipBytes} B gzip, over the ceiling of ${budget.islandJsGzipBytes} B. ` +
        `Biggest chunks:\n${biggest}\nMake something lazy, or raise the ceiling deliberately.`,
    ).toBeLessThanOrEqual(budget.islandJsGzipBytes);
  });

  test('behavior: no wallet SDK, Safe SDK or QR code comes with it either', () => {
    const offenders = island.chunks
      .filter((chunk) => chunk.sdks.length > 0)
      .map((chunk) => `${chunk.file}: ${chunk.sdks.join(', ')}`);
    expect(offenders).toEqual([]);
  });
});

describe('first-load JavaScript of every other page', () => {
  test("default: each loads exactly the home page's shared code; its own components come after the first paint", () => {
    expect(pages.map((page) => page.file)).toContain('token.html');
    const home = site.chunks.map((chunk) => chunk.file).sort();
    for (const page of pages) {
      expect(page.load.chunks.map((chunk) => chunk.file).sort(), page.file).toEqual(home);
      expect(page.load.gzipBytes, page.file).toBeLessThanOrEqual(budget.firstLoadJsGzipBytes);
    }
  });
});

describe('the classic inline scripts of every page', () => {
  test('default: each page carries them minified, not as written with their comments', async () => {
    for (const page of ['index.html', ...pages.map((p) => p.file)]) {
      const html = await readFile(resolve(outDir, page), 'utf8');
      // The 404 page, served at any address, has no other-language copies to send a visitor to.
      const carried = inlineScriptFiles.filter(
        (file) => page !== '404.html' || file !== 'src/i18n/pickLanguage.js',
      );
      // The language pick's element carries this page's copies in attributes (src/i18n/siteAddress.ts): the
      // script text is the same on every page.
      const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const file of carried)
        expect(
          new RegExp(`<script\\b[^>]*>${escaped(inlineScript(file))}</script>`).test(html),
          `${page}: ${file} minified`,
        ).toBe(true);
      expect(html, `${page}: a maintainer's comment from an inline script`).not.toContain('// @ts-check');
    }
  });
});
