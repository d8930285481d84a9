/**
 * Per language, the entries written the same as in English on purpose (a brand, a symbol, a borrowed word), by
 * `section.key`: `tables.test.ts` fails on any other entry left in English, so each such case is a decision someone
 * made. A translator who keeps an English text on purpose adds it here (docs/translating.md).
 */
export const sameAsEnglish: Readonly<Record<string, readonly string[]>> = {
  ar: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  de: ['account.wallet', 'safe.label', 'signing.byEip1271', 'transfer.title'],
  es: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  fr: ['notify.region', 'page.pagesNav', 'safe.label', 'signing.byEip1271', 'transfer.title'],
  hi: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  id: ['safe.label', 'signing.byEip1271', 'transfer.description', 'transfer.title'],
  ja: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  ko: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  ms: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  pt: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  ru: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  th: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  tr: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  uk: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  vi: ['safe.label', 'signing.byEip1271', 'transfer.title'],
  'zh-CN': ['safe.label', 'signing.byEip1271', 'transfer.title'],
  'zh-HK': ['safe.label', 'signing.byEip1271', 'transfer.title'],
  'zh-TW': ['safe.label', 'signing.byEip1271', 'transfer.title'],
};
