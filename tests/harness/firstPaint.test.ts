import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { pageStyleHashes, renderBlockingRequests } from '../../build/firstPaintStyles.ts';
import { productionBuild } from '../../harness/site/buildCache.ts';

// "The first paint carries only the page" (README, Page weight): every built page's head is read for requests
// that make the browser wait before it may paint, and its CSP for how its styles are allowed.

let outDir: string;
let pages: Array<{ file: string; html: string }>;

beforeAll(async () => {
  outDir = await productionBuild();
  const files = (await readdir(outDir)).filter((file) => file.endsWith('.html')).sort();
  pages = await Promise.all(
    files.map(async (file) => ({ file, html: await readFile(resolve(outDir, file), 'utf8') })),
  );
});

describe('the first paint of every built page', () => {
  test('default: nothing in the head blocks the first paint but the HTML', () => {
    expect(pages.map((p) => p.file)).toContain('index.html');
    const blocking = pages.flatMap(({ file, html }) =>
      renderBlockingRequests(html).map((r) => `${file}: ${r}`),
    );
    expect(blocking, 'a render-blocking request in a page head (build/firstPaintStyles.ts)').toEqual([]);
  });

  test("behavior: the site's own CSS is in the page, RainbowKit's and the toasts' are not", async () => {
    const lazySheets = (await readdir(resolve(outDir, '_astro'))).filter((name) =>
      /^(RainbowLayer|Toasts)\..*\.css$/.test(name),
    );
    expect(lazySheets.length).toBeGreaterThan(0);
    for (const { file, html } of pages) {
      expect(html, file).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.site-header\b/);
      for (const sheet of lazySheets) expect(html, `${file} names ${sheet}`).not.toContain(sheet);
    }
  });

  test("behavior: the CSP allows the page's styles by hash only, never 'unsafe-inline'", () => {
    for (const { file, html } of pages) {
      const policy = html.match(/http-equiv="content-security-policy" content="([^"]*)"/i)?.[1] ?? '';
      expect(policy, file).not.toContain('unsafe-inline');
      const { elements, attributes } = pageStyleHashes(html);
      const styleSrc = policy.split(';').find((d) => d.trim().startsWith('style-src '));
      for (const hash of elements) expect(styleSrc, `${file} style-src`).toContain(hash);
      const styleAttr = policy.split(';').find((d) => d.trim().startsWith('style-src-attr'));
      for (const hash of attributes) expect(styleAttr, `${file} style-src-attr`).toContain(hash);
    }
  });
});
