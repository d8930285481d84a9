import { describe, expect, test } from 'vitest';
import { validateConfig } from './validate.ts';
import { pagePathHint, pagePathProblem } from './validatePages.ts';

// The pages beside the home page as `portico check` and `portico page add` judge them: each page name becomes a file
// of the built site (`<path>.html`), so it must never collide with the site's own files or a language's folder.

const good = (): Record<string, unknown> => ({
  appName: 'Portico',
  logo: 'logo.svg',
  chain: { id: 56, rpcUrls: ['https://bsc-dataseed.bnbchain.org'] },
  walletGroups: [{ groupName: 'Popular', wallets: ['injected'] }],
});
const withPages = (pages: unknown) => validateConfig({ ...good(), pages });
/** The errors, as [path, message, hint]. */
const problems = (pages: unknown) => withPages(pages).problems.map((p) => [p.path, p.message, p.hint]);

describe('pagePathProblem', () => {
  test('behavior: a simple lower-case name is a page; up to 40 characters', () => {
    for (const path of ['token', 'my-vault', 'a1', 'a'.repeat(40)])
      expect(pagePathProblem(path), path).toBeUndefined();
  });

  test('errors: each refusal in its own words', () => {
    const cases: Array<[unknown, string]> = [
      [5, 'must be a text, got a number 5'],
      ['a/b', '"a/b" contains a path separator'],
      ['a\\b', '"a\\\\b" contains a path separator'],
      ['a..b', '"a..b" contains ".."'],
      ['index', '"index" is reserved by the site'],
      // Reserved in any case: a case-insensitive file system would make "INDEX.html" the home page.
      ['INDEX', '"INDEX" is reserved by the site'],
      ['_astro', '"_astro" is reserved by the site'],
      ['vi', `"vi" is the code of a language (the site's vi/ folder)`],
      ['VI', `"VI" is the code of a language (the site's vi/ folder)`],
      ['Token', '"Token" has capital letters; page names are lower case ("token")'],
      ['Token-', '"Token-" is not a simple page name'],
      ['a_', '"a_" is not a simple page name'],
      ['a--b', '"a--b" is not a simple page name'],
      ['a-', '"a-" is not a simple page name'],
      ['9a', '"9a" is not a simple page name'],
      ['a'.repeat(41), `"${'a'.repeat(41)}" is not a simple page name`],
    ];
    for (const [path, message] of cases) expect(pagePathProblem(path), String(path)).toBe(message);
  });
});

describe('pages', () => {
  test('default: left out, no pages', () => {
    const { settings, problems } = validateConfig(good());
    expect(problems).toEqual([]);
    expect(settings?.pages).toEqual([]);
  });

  test('behavior: pages are kept in order; a title per language keeps the default language’s', () => {
    expect(
      withPages([
        { path: 'token', title: 'Token' },
        { path: 'vault', title: { en: 'Vault' } },
      ]).settings?.pages,
    ).toEqual([
      { path: 'token', title: 'Token' },
      { path: 'vault', title: 'Vault' },
    ]);
  });

  test('errors: not a list, a page that is no object, a bad or repeated path, a missing title', () => {
    expect(problems('token')).toEqual([
      ['pages', 'must be a list, got a string "token"', 'run `portico page add <name>`'],
    ]);
    expect(problems([5])).toEqual([
      ['pages[0]', 'must be { "path", "title" }, got a number 5', pagePathHint],
    ]);
    expect(problems([{ path: 'Bad', title: 'X' }])).toEqual([
      ['pages[0].path', '"Bad" has capital letters; page names are lower case ("bad")', pagePathHint],
    ]);
    expect(
      problems([
        { path: 'token', title: 'Token' },
        { path: 'token', title: 'Again' },
      ]),
    ).toEqual([['pages[1].path', '"token" is listed twice', 'remove one of them']]);
    expect(problems([{ path: 'token', title: '' }])).toEqual([
      ['pages[0].title', 'must not be empty, got ""', 'give a short title for the navigation, e.g. "Token"'],
    ]);
    expect(problems([{ path: 'token' }])).toEqual([
      ['pages[0].title', 'is missing', 'give a short title for the navigation, e.g. "Token"'],
    ]);
    // Each refusal leaves no pages to build, even when other pages are sound.
    for (const pages of [
      'token',
      [5, { path: 'token', title: 'Token' }],
      [
        { path: 'Bad', title: 'X' },
        { path: 'token', title: 'Token' },
      ],
      [
        { path: 'token', title: 'Token' },
        { path: 'token', title: 'Again' },
      ],
      [{ path: 'token', title: 'Token' }, { path: 'vault' }],
    ])
      expect(withPages(pages).settings, JSON.stringify(pages)).toBeUndefined();
  });

  test('behavior: an unknown key in a page is a warning, and the page is kept', () => {
    const result = withPages([{ path: 'token', title: 'Token', extra: 1 }]);
    expect(result.problems).toEqual([]);
    expect(result.warnings.map((w) => [w.path, w.message])).toEqual([
      ['pages[0].extra', 'unknown key "extra"; it is ignored'],
    ]);
    expect(result.settings?.pages).toEqual([{ path: 'token', title: 'Token' }]);
  });
});
