import { describe, expect, test } from 'vitest';
import { validateConfig } from './validate.ts';

const good = () => ({
  appName: 'Portico',
  logo: 'logo.svg',
  chain: { id: 56, rpcUrls: ['https://bsc-dataseed.bnbchain.org'] },
  walletGroups: [{ groupName: 'Popular', wallets: ['injected', 'safe'] }],
});
const site = (value: unknown) => validateConfig({ ...good(), site: value });

describe('site, the address search engines are given', () => {
  test('default: left out, the settings have none (an IPFS build)', () => {
    const { settings, problems } = validateConfig(good());
    expect(problems).toEqual([]);
    expect(settings && 'site' in settings).toBe(false);
  });

  test('behavior: an https address is kept as the folder the pages are in, with a closing /', () => {
    expect(site('https://portico.example').settings?.site).toBe('https://portico.example/');
    expect(site('https://example.org/portico').settings?.site).toBe('https://example.org/portico/');
    expect(site('https://example.org/portico/').settings?.site).toBe('https://example.org/portico/');
    // A loopback address may be http: a local build checked with Lighthouse.
    expect(site('http://127.0.0.1:8123/app/').settings?.site).toBe('http://127.0.0.1:8123/app/');
    // A folder whose name only contains ".html" is a folder.
    expect(site('https://example.org/docs.html.d/').settings?.site).toBe('https://example.org/docs.html.d/');
  });

  test('errors: each refusal says what is wrong with the address given', () => {
    const messages = (value: unknown) => site(value).problems.map((problem) => problem.message);
    expect(messages(42)).toEqual(['must be a URL string, got a number 42']);
    expect(messages('portico.example')).toEqual(['"portico.example" is not an absolute URL']);
    expect(messages('http://portico.example/')).toEqual([
      '"http://portico.example/" must use https (search engines index the address given here)',
    ]);
    // Loopback excuses http only, not any other scheme.
    expect(messages('ftp://127.0.0.1/')).toEqual([
      '"ftp://127.0.0.1/" must use https (search engines index the address given here)',
    ]);
    expect(messages('https://portico.example/?lang=en')).toEqual([
      '"https://portico.example/?lang=en" must have no user, query or fragment',
    ]);
    expect(messages('https://portico.example/index.htm')).toEqual([
      '"https://portico.example/index.htm" names a page; give the folder the pages are served from',
    ]);
  });

  test('errors: not a string, not absolute, not https, a query or fragment, a page instead of a folder', () => {
    for (const value of [
      42,
      'portico.example',
      '/portico/',
      'http://portico.example/',
      'ftp://portico.example/',
      'https://portico.example/?lang=en',
      'https://portico.example/#top',
      'https://user@portico.example/',
      'https://portico.example/index.html',
    ]) {
      const { settings, problems } = site(value);
      expect(settings, String(value)).toBeUndefined();
      expect(
        problems.map((problem) => problem.path),
        String(value),
      ).toEqual(['site']);
      expect(problems[0]?.hint).toContain('https://portico.example/');
    }
  });
});
