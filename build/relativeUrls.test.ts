import { describe, expect, test } from 'vitest';
import { toRelative } from './relativeUrls.ts';

describe('toRelative', () => {
  test('default: root-absolute asset and island URLs become page-relative', () => {
    const html =
      '<link href="/_astro/a.css"><img src="/logo.svg"><a href="/">home</a>' +
      '<astro-island component-url="/_astro/P.js" renderer-url="/_astro/c.js"></astro-island>';
    expect(toRelative(html, './')).toBe(
      '<link href="./_astro/a.css"><img src="./logo.svg"><a href="./">home</a>' +
        '<astro-island component-url="./_astro/P.js" renderer-url="./_astro/c.js"></astro-island>',
    );
  });

  test('behavior: protocol-relative and absolute URLs are left alone', () => {
    const html = '<a href="//cdn.example/x"><a href="https://bscscan.com/">';
    expect(toRelative(html, './')).toBe(html);
  });

  test('parameters: nested pages climb to the root', () => {
    expect(toRelative('<img src="/logo.svg">', '../../')).toBe('<img src="../../logo.svg">');
  });
});
