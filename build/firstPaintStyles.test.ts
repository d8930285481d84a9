import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  hashStyles,
  inlineStylesheets,
  pageStyleHashes,
  renderBlockingRequests,
} from './firstPaintStyles.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const meta = `<meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-x'; style-src 'self' 'unsafe-inline' ;">`;

describe('inlineStylesheets', () => {
  const head = `<head>${meta}<link rel="stylesheet" href="./_astro/Base.a.css"><link rel="stylesheet" href="./_astro/Lazy.b.css"></head>`;
  test("default: the page's own sheet is inlined, a sheet a chunk loads with its code is dropped", async () => {
    const out = await inlineStylesheets(head, new Set(['Lazy.b.css']), async () => '.a{color:red}\n');
    expect(out).toBe(`<head>${meta}<style>.a{color:red}</style></head>`);
  });
  test('failure: a sheet that refers to other files cannot be inlined without a new request', async () => {
    await expect(
      inlineStylesheets(head, new Set(), async () => '@font-face{src:url(f.woff2)}'),
    ).rejects.toThrow(/refers to other files/);
  });
});

describe('hashStyles', () => {
  test("default: style-src lists exactly the page's <style> hashes, no unsafe-inline; attributes by unsafe-hashes", () => {
    const page = `<html style="--a: #fff"><head>${meta}<style>.a{}</style></head><body><i style="background:#fff"></i><script>x='<i style="no">'</script></body></html>`;
    const out = hashStyles(page);
    const policy = out.match(/content="([^"]*)"/)?.[1] ?? '';
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain(`style-src 'self' ${hash('.a{}')} ${hash('')};`);
    expect(policy).toContain(
      `style-src-attr 'unsafe-hashes' ${hash('--a: #fff')} ${hash('background:#fff')};`,
    );
    expect(policy).toContain("script-src 'self' 'sha256-x'");
    expect(pageStyleHashes(out).attributes).toHaveLength(2);
  });
  test('edge: a page without style attributes allows none', () => {
    expect(hashStyles(`<head>${meta}</head>`)).toContain("style-src-attr 'none';");
  });
});

describe('renderBlockingRequests', () => {
  test('default: inline styles and scripts, module scripts, icons block nothing', () => {
    const head = `<head><script>a()</script><style>.a{}</style><script type="module" src="./a.js"></script><link rel="icon" href="./f.svg"><link rel="modulepreload" href="./b.js"></head><body><link rel="stylesheet" href="./late.css"></body>`;
    expect(renderBlockingRequests(head)).toEqual([]);
  });
  test('failure: a stylesheet, a classic script, a font, an @import each block the first paint', () => {
    const head = `<head><link rel="stylesheet" href="./a.css"><script src="./b.js"></script><link rel="preload" as="font" href="./c.woff2"><style>@import "d.css";</style><link rel="stylesheet" media="print" href="./p.css"><script src="./e.js" defer></script></head>`;
    expect(renderBlockingRequests(head)).toEqual([
      'stylesheet ./a.css',
      'font ./c.woff2',
      'script ./b.js',
      '@import in an inline style',
    ]);
  });
});
