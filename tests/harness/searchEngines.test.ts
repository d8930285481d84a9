import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { htmlFiles } from '../../build/relativeUrls.ts';
import { productionBuild } from '../../harness/site/buildCache.ts';

// The default build has no site address (it is served from any address, IPFS included): it carries no link a
// search engine rejects (a relative hreflang or canonical) and no sitemap, and still lets the language pick find
// each page's copies, page-relative, on its own script element. The build with an address: tests/cli/build.test.ts.

let outDir: string;
beforeAll(async () => {
  outDir = await productionBuild();
}, 600_000);

test('default: no hreflang or canonical link and no sitemap without the site address', async () => {
  const pages = await htmlFiles(outDir);
  expect(pages.length).toBeGreaterThan(19);
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    expect(html, file).not.toMatch(/<link[^>]*rel="(alternate|canonical)"/);
  }
  expect(existsSync(join(outDir, 'sitemap.xml'))).toBe(false);
  const vi = await readFile(join(outDir, 'vi/token.html'), 'utf8');
  const copies = /data-portico-copies="([^"]+)"/.exec(vi)?.[1]?.replace(/&quot;/g, '"');
  expect(JSON.parse(copies ?? '{}')).toMatchObject({ en: '../token.html', vi: '../vi/token.html' });
});
