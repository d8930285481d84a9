import { describe, expect, test } from 'vitest';
import { settings } from '../../src/config/generated.ts';
import { closestLocale, localeCodeProblem } from './closestLocale.ts';
import {
  deriveLocaleCatalog,
  localeCatalog,
  rainbowKitLocaleSpellings,
  rainbowKitSpellings,
} from './localeCatalog.ts';

const codes = () => localeCatalog().map((locale) => locale.code);

describe('localeCatalog', () => {
  test("default: RainbowKit's 19 locale files give the site's 19 codes", () => {
    expect(codes()).toEqual([
      'ar',
      'de',
      'en',
      'es',
      'fr',
      'hi',
      'id',
      'ja',
      'ko',
      'ms',
      'pt',
      'ru',
      'th',
      'tr',
      'uk',
      'vi',
      'zh-CN',
      'zh-HK',
      'zh-TW',
    ]);
  });

  test('behavior: the derived entries are exactly the ones the site ships in generated.ts', () => {
    const byCode = new Map(localeCatalog().map((locale) => [locale.code, locale]));
    for (const locale of settings.locales) expect(byCode.get(locale.code)).toEqual(locale);
    expect(settings.locales).toHaveLength(localeCatalog().length);
  });

  test('behavior: a language keeps its region only when RainbowKit ships it for several', () => {
    const catalog = deriveLocaleCatalog([
      'uk_UA-ZD4IBC52.js',
      'es_419-7LMPU7G4.js',
      'zh_CN-4XK5YJPR.js',
      'zh_TW-CNCRXH6Z.js',
      'ar_AR-LIPSOZP5.js',
      'chunk-72HZGUJA.js',
      'binanceWallet-RCEFB436.js',
      'en_US-SK3WV2N3.d.ts',
    ]);
    expect(catalog).toEqual([
      { code: 'ar', rainbowKit: 'ar-AR', name: 'العربية', dir: 'rtl' },
      { code: 'es', rainbowKit: 'es-419', name: 'Español', dir: 'ltr' },
      { code: 'uk', rainbowKit: 'uk-UA', name: 'Українська', dir: 'ltr' },
      { code: 'zh-CN', rainbowKit: 'zh-CN', name: '中文（中国）', dir: 'ltr' },
      { code: 'zh-TW', rainbowKit: 'zh-TW', name: '中文（台灣）', dir: 'ltr' },
    ]);
  });

  test("behavior: names are the language's own, capitalised as it does; only Arabic reads right to left", () => {
    const named = Object.fromEntries(localeCatalog().map((locale) => [locale.code, locale.name]));
    expect(named).toMatchObject({ en: 'English', vi: 'Tiếng Việt', tr: 'Türkçe', 'zh-HK': '中文（香港）' });
    expect(
      localeCatalog()
        .filter((locale) => locale.dir === 'rtl')
        .map((locale) => locale.code),
    ).toEqual(['ar']);
  });

  test("parameters: RainbowKit's spellings come from its Locale type", () => {
    expect(
      rainbowKitSpellings("export type Locale = 'ua' | 'uk-UA' | \"zh-Hans\";\nexport declare const x: 1;"),
    ).toEqual(['ua', 'uk-UA', 'zh-Hans']);
    expect(rainbowKitLocaleSpellings()).toEqual(
      expect.arrayContaining(['ua', 'uk-UA', 'zh', 'zh-Hans', 'zh-Hant', 'en-US', 'pt-BR', 'es-419']),
    );
  });
});

describe('closestLocale', () => {
  test("behavior: each of RainbowKit's spellings is named as the site's code for the same language", () => {
    const meant = Object.fromEntries(
      rainbowKitLocaleSpellings()
        .filter((spelling) => !codes().includes(spelling))
        .map((spelling) => [spelling, closestLocale(spelling)?.code]),
    );
    expect(meant).toMatchObject({
      ua: 'uk',
      'uk-UA': 'uk',
      zh: 'zh-CN',
      'zh-Hans': 'zh-CN',
      'zh-Hant': 'zh-TW',
      'en-US': 'en',
      'pt-BR': 'pt',
      'es-419': 'es',
      'ar-AR': 'ar',
    });
    expect(Object.values(meant).every((code) => code !== undefined)).toBe(true);
  });

  test.for([
    ['vn', 'vi', 'country'],
    ['cn', 'zh-CN', 'country'],
    ['jp', 'ja', 'country'],
    ['zh-cn', 'zh-CN', 'case'],
    ['EN', 'en', 'case'],
    ['pt-PT', 'pt', 'language'],
    ['zh-SG', 'zh-CN', 'language'],
    ['zh-MO', 'zh-HK', 'language'],
    ['en-GB', 'en', 'language'],
    ['uk-UA', 'uk', 'rainbowKit'],
  ] as const)('behavior: %s → %s (%s)', ([input, code, kind]) => {
    expect(closestLocale(input)).toEqual({ code, kind });
  });

  test('behavior: no guess for two letters that name nothing the site ships', () => {
    expect(closestLocale('el')).toBeUndefined();
    expect(closestLocale('xx')).toBeUndefined();
  });
});

describe('localeCodeProblem', () => {
  test('default: a catalog code is fine', () => {
    for (const code of codes()) expect(localeCodeProblem(code)).toBeUndefined();
  });

  test('behavior: the message says why, the hint names the code to write', () => {
    expect(localeCodeProblem('vn')).toEqual({
      message: '"vn" is the country code of Vietnam, not a language code',
      hint: 'did you mean "vi", Vietnamese?',
    });
    expect(localeCodeProblem('ua')?.message).toBe(
      `"ua" is RainbowKit's name for Ukrainian; the site's code for it is "uk"`,
    );
    expect(localeCodeProblem('zh-cn')).toEqual({
      message: '"zh-cn" is not written the way the site writes its codes (letter case matters)',
      hint: 'write "zh-CN", Chinese (China)',
    });
    expect(localeCodeProblem('el')?.message).toBe(
      `"el" (Greek) is not one of RainbowKit's languages, so the site cannot be built in it`,
    );
    expect(localeCodeProblem('el')?.hint).toContain('choose from: ar, de, en,');
    expect(localeCodeProblem(7)?.message).toContain('must be a language code');
  });
});
