import { describe, expect, it } from 'vitest';
import { settings } from '../config/generated.ts';
import { absoluteIn, alternates, pagePaths, relativeCopies, sitemapXml } from './siteAddress.ts';

const site = 'https://portico.example/app/';

describe("the pages' addresses", () => {
  it('absolute in each language, the default language at the root, every other in its folder', () => {
    expect(absoluteIn(site, 'en', '')).toBe('https://portico.example/app/');
    expect(absoluteIn(site, 'vi', 'token.html')).toBe('https://portico.example/app/vi/token.html');
    const links = alternates(site, 'token.html');
    expect(links).toHaveLength(settings.locales.length + 1);
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://portico.example/app/token.html' });
    for (const { href } of links) expect(href).toMatch(/^https:\/\/portico\.example\/app\//);
  });

  it('relative to the page for the language pick, from the root and from a language folder', () => {
    expect(relativeCopies('en', 'token.html')).toMatchObject({ en: './token.html', vi: './vi/token.html' });
    expect(relativeCopies('vi', '')).toMatchObject({ en: '../', 'zh-TW': '../zh-TW/' });
  });

  it('sitemap: every page in every language, each with every language and x-default as alternates', () => {
    const xml = sitemapXml(site);
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    expect(urls).toHaveLength(pagePaths().length * settings.locales.length);
    const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1]);
    expect(locs).toContain('https://portico.example/app/zh-CN/token.html');
    expect(new Set(locs).size).toBe(locs.length);
    for (const url of urls) {
      const hreflangs = [...url.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]);
      expect(hreflangs).toEqual([...settings.locales.map((locale) => locale.code), 'x-default']);
    }
  });
});
