import { describe, expect, test } from 'vitest';
import { missingTranslations, missingTranslationWarnings } from './missingTranslations.ts';
import { validateConfig } from './validate.ts';
import { defaultLocaleOf } from './validateLocales.ts';

const good = () => ({
  appName: 'Portico',
  logo: 'logo.svg',
  chain: { id: 56, rpcUrls: ['https://bsc-dataseed.bnbchain.org'] },
  walletGroups: [{ groupName: 'Popular', wallets: ['injected', 'safe'] }],
});

/** The errors only (the missing-project-id and missing-translation warnings are beside the point here). */
const problems = (raw: object) => validateConfig(raw).problems;
const codes = (raw: object) => validateConfig(raw).settings?.locales.map((locale) => locale.code);

describe('locales and defaultLocale', () => {
  test('default: without either, English alone and no translations', () => {
    const { settings } = validateConfig(good());
    expect(settings).toMatchObject({
      defaultLocale: 'en',
      locales: [{ code: 'en', rainbowKit: 'en-US', name: 'English', dir: 'ltr' }],
      translations: {},
    });
  });

  test('parameters: defaultLocale is "en" when listed, else the first listed; alone, it is the one language', () => {
    expect(validateConfig({ ...good(), locales: ['vi', 'en'] }).settings?.defaultLocale).toBe('en');
    expect(validateConfig({ ...good(), locales: ['vi', 'ar'] }).settings?.defaultLocale).toBe('vi');
    expect(validateConfig({ ...good(), defaultLocale: 'ar' }).settings?.defaultLocale).toBe('ar');
    expect(codes({ ...good(), defaultLocale: 'ar' })).toEqual(['ar']);
    // The switcher's order is the config's.
    expect(codes({ ...good(), locales: ['vi', 'zh-TW', 'en'] })).toEqual(['vi', 'zh-TW', 'en']);
  });

  test.for([
    ['vn', '"vi"'],
    ['zh', '"zh-CN"'],
    ['en-US', '"en"'],
    ['ua', '"uk"'],
    ['uk-UA', '"uk"'],
    ['cn', '"zh-CN"'],
    ['zh-cn', '"zh-CN"'],
  ])('behavior: the unknown code %s is refused, naming %s', ([code, named]) => {
    const found = problems({ ...good(), locales: ['en', code] });
    expect(found.map((p) => p.path)).toEqual(['locales[1]']);
    expect(found[0]?.hint).toContain(named);
  });

  test('behavior: an empty list, a code listed twice and a non-list are refused', () => {
    expect(problems({ ...good(), locales: [] })[0]).toMatchObject({ path: 'locales' });
    expect(problems({ ...good(), locales: ['en', 'vi', 'en'] })[0]).toMatchObject({
      path: 'locales[2]',
      message: '"en" is listed twice',
    });
    expect(problems({ ...good(), locales: 'en' })[0]?.message).toContain('must be a list');
  });

  test('errors: each refusal of the list in full, and a list with a code twice is no list of languages at all', () => {
    const hint = 'list language codes, e.g. "locales": ["en", "vi", "zh-CN"]';
    expect(problems({ ...good(), locales: [] })).toEqual([
      { path: 'locales', message: 'is empty; the site needs at least one language', hint },
    ]);
    expect(problems({ ...good(), locales: 'en' })).toEqual([
      { path: 'locales', message: 'must be a list, got a string "en"', hint },
    ]);
    // Were the list taken anyway, Vietnamese would be counted twice as a language that lacks the description.
    expect(
      validateConfig({ ...good(), locales: ['en', 'vi', 'vi'], appDescription: { en: 'A dApp.' } }),
    ).toEqual({
      problems: [{ path: 'locales[2]', message: '"vi" is listed twice', hint: 'list each language once' }],
      warnings: [],
    });
  });

  test('behavior: a defaultLocale not among locales is refused, as is an unknown one', () => {
    const notListed = problems({ ...good(), locales: ['en', 'vi'], defaultLocale: 'fr' });
    expect(notListed).toEqual([
      {
        path: 'defaultLocale',
        message: '"fr" is not one of "locales" (en, vi)',
        hint: 'add "fr" to "locales", or make one of them the default',
      },
    ]);
    expect(problems({ ...good(), defaultLocale: 'vn' })[0]).toMatchObject({ path: 'defaultLocale' });
    expect(problems({ ...good(), defaultLocale: 'vn' })[0]?.hint).toContain('"vi"');
  });
});

describe('texts per language', () => {
  const multilingual = () => ({
    ...good(),
    locales: ['en', 'vi', 'zh-CN'],
    appDescription: { en: 'Connect a wallet.', vi: 'Kết nối ví.' },
    walletGroups: [
      { groupName: 'Popular', wallets: ['injected'] },
      { groupName: { en: 'Stablecoins', 'zh-CN': '稳定币' }, wallets: ['safe'] },
    ],
    pages: [
      { path: 'token', title: { en: 'Token', vi: 'Mã thông báo', 'zh-CN': '代币' } },
      { path: 'vault', title: 'Vault' },
    ],
  });

  test("behavior: the settings keep the default language's texts; the others go to translations", () => {
    const { settings, problems: found } = validateConfig(multilingual());
    expect(found).toEqual([]);
    expect(settings?.appDescription).toBe('Connect a wallet.');
    expect(settings?.pages).toEqual([
      { path: 'token', title: 'Token' },
      { path: 'vault', title: 'Vault' },
    ]);
    expect(settings?.walletGroups.map((group) => group.groupName)).toEqual(['Popular', 'Stablecoins']);
    // Only the languages and texts given, each in the order of LocalizedTexts (and of `locales`).
    expect(settings?.translations).toEqual({
      vi: { appDescription: 'Kết nối ví.', pageTitles: { token: 'Mã thông báo' } },
      'zh-CN': { pageTitles: { token: '代币' }, groupNames: { Stablecoins: '稳定币' } },
    });
    expect(Object.keys(settings?.translations.vi ?? {})).toEqual(['appDescription', 'pageTitles']);
  });

  test('behavior: a key that is no configured language is refused, the closest named', () => {
    const raw = { ...multilingual(), appDescription: { en: 'Connect.', vn: 'Kết nối.', fr: 'Connecter.' } };
    const found = problems(raw);
    expect(found.map((p) => p.path)).toEqual(['appDescription.vn', 'appDescription.fr']);
    expect(found[0]?.hint).toContain('"vi"');
    expect(found[1]?.message).toBe('"fr" is not one of "locales" (en, vi, zh-CN)');
  });

  test("behavior: the default language's text is required in a text given per language", () => {
    const found = problems({ ...multilingual(), pages: [{ path: 'token', title: { vi: 'Mã thông báo' } }] });
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('pages[0].title');
    expect(found[0]?.message).toContain('has no "en" text');
  });

  test('behavior: each language is validated like a plain text', () => {
    const found = problems({
      ...multilingual(),
      appName: { en: 'Portico', vi: ' Portico' },
      pages: [{ path: 'token', title: { en: 'Token', 'zh-CN': 'x'.repeat(33) } }],
    });
    expect(found.map((p) => p.path)).toEqual(['appName.vi', 'pages[0].title.zh-CN']);
    expect(found[0]?.message).toContain('leading or trailing whitespace');
    expect(found[1]?.message).toContain('the limit is 32');
    expect(problems({ ...good(), appName: 5 })[0]?.message).toContain('one text per language');
  });

  test('behavior: two groups with the same default name are refused, whatever their translations', () => {
    const found = problems({
      ...good(),
      locales: ['en', 'vi'],
      walletGroups: [
        { groupName: 'More', wallets: ['injected'] },
        { groupName: { en: 'More', vi: 'Thêm nữa' }, wallets: ['safe'] },
      ],
    });
    expect(found.map((p) => p.path)).toEqual(['walletGroups[1].groupName']);
  });
});

describe('missing translations', () => {
  const report = (raw: object) =>
    validateConfig(raw).warnings.filter((warning) => warning.path === 'locales');

  test('behavior: reported per language, grouped when languages miss the same texts; not an error', () => {
    const raw = {
      ...good(),
      locales: ['en', 'vi', 'th', 'ar'],
      appDescription: { en: 'Connect a wallet.', ar: 'اتصل بمحفظة.' },
      walletGroups: [
        { groupName: 'Popular', wallets: ['injected'] },
        { groupName: 'BNB Chain', wallets: ['safe'] },
      ],
      pages: [{ path: 'token', title: 'Token' }],
    };
    const { settings } = validateConfig(raw);
    expect(settings).toBeDefined();
    expect(report(raw).map((warning) => warning.message)).toEqual([
      'vi, th: appDescription, wallet group "BNB Chain", page "token" title fall back to English',
      'ar: wallet group "BNB Chain", page "token" title fall back to English',
    ]);
    expect(report(raw)[0]?.hint).toContain('{ "en": "…", "vi": "…" }');
  });

  test('behavior: every other language missing the same texts is one short line', () => {
    const raw = { ...good(), locales: ['en', 'vi', 'th', 'ar'], pages: [{ path: 'token', title: 'Token' }] };
    expect(report(raw).map((warning) => warning.message)).toEqual([
      'every language but English (3): page "token" title falls back to English',
    ]);
  });

  test("behavior: a plain app name (a brand), an empty description and RainbowKit's own group names are not reported", () => {
    const raw = {
      ...good(),
      locales: ['en', 'vi'],
      walletGroups: [
        { groupName: 'Popular', wallets: ['injected'] },
        { groupName: 'Recommended', wallets: ['safe'] },
      ],
    };
    expect(report(raw)).toEqual([]);
    expect(report({ ...raw, appDescription: '' })).toEqual([]);
    // Given per language, the name is meant to be translated: a language without it is reported.
    expect(
      report({ ...raw, locales: ['en', 'vi', 'ar'], appName: { en: 'Portico', ar: 'بورتيكو' } }),
    ).toEqual([expect.objectContaining({ message: 'vi: appName falls back to English' })]);
  });

  test('behavior: a group marked "brand" (one name in every language) is not reported; a per-language brand is refused', () => {
    const raw = {
      ...good(),
      locales: ['en', 'vi', 'ar'],
      walletGroups: [
        { groupName: 'Popular', wallets: ['injected'] },
        { groupName: 'BNB Chain', brand: true, wallets: ['safe'] },
      ],
    };
    expect(problems(raw)).toEqual([]);
    expect(report(raw)).toEqual([]);
    const perLanguage = {
      ...raw,
      walletGroups: [{ groupName: { en: 'BNB Chain', vi: 'BNB Chain' }, brand: true, wallets: ['safe'] }],
    };
    expect(problems(perLanguage).map((problem) => problem.path)).toEqual(['walletGroups[0].brand']);
    const notBoolean = {
      ...raw,
      walletGroups: [{ groupName: 'BNB Chain', brand: 'yes', wallets: ['safe'] }],
    };
    expect(problems(notBoolean).map((problem) => problem.path)).toEqual(['walletGroups[0].brand']);
  });

  test('parameters: a RainbowKit group is reported for a language whose RainbowKit file lacks the word', () => {
    const choice = {
      defaultLocale: 'en',
      locales: [
        { code: 'en', rainbowKit: 'en-US', name: 'English', dir: 'ltr' },
        { code: 'vi', rainbowKit: 'vi-VN', name: 'Tiếng Việt', dir: 'ltr' },
      ],
    } as const;
    const texts = [
      {
        kind: 'groupName',
        key: 'Popular',
        localized: { text: 'Popular', translations: {}, perLanguage: false },
      },
    ] as const;
    const groupNamesOf = (id: string) => (id === 'en-US' ? { popular: 'Popular' } : {});
    const missing = missingTranslations(choice, texts, groupNamesOf);
    expect([...missing]).toEqual([['vi', ['wallet group "Popular"']]]);
    expect(missingTranslationWarnings(choice, missing)[0]?.message).toBe(
      'vi: wallet group "Popular" falls back to English',
    );
    expect(missingTranslations(choice, texts, () => ({ popular: 'Popular' })).size).toBe(0);
  });
});

describe('defaultLocaleOf (listings and edits, over a config not yet checked)', () => {
  test('behavior: the default language as the check would pick it', () => {
    expect(defaultLocaleOf({ defaultLocale: 'fr', locales: ['en', 'fr'] })).toBe('fr');
    // Not given: English when listed, else the first language listed, else English.
    expect(defaultLocaleOf({ locales: ['fr', 'en'] })).toBe('en');
    expect(defaultLocaleOf({ locales: ['fr', 'de'] })).toBe('fr');
    expect(defaultLocaleOf({ locales: [5, 'de'] })).toBe('de');
    expect(defaultLocaleOf({ locales: [] })).toBe('en');
    expect(defaultLocaleOf({ locales: 'fr' })).toBe('en');
    expect(defaultLocaleOf({ defaultLocale: 5, locales: ['de'] })).toBe('de');
    expect(defaultLocaleOf({})).toBe('en');
  });
});
