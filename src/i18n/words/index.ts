import { ar } from './ar.ts';
import { de } from './de.ts';
import type { SiteWords } from './en.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { ms } from './ms.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { uk } from './uk.ts';
import { vi } from './vi.ts';
import { zhCN } from './zh-CN.ts';
import { zhHK } from './zh-HK.ts';
import { zhTW } from './zh-TW.ts';

/**
 * Build time: every language's table, by the site's locale code. Only the pages' build reads this; the island gets
 * its one table from the page (src/i18n/siteWords.ts).
 */
export const wordTables: Readonly<Record<string, SiteWords>> = {
  en,
  ar,
  de,
  es,
  fr,
  hi,
  id,
  ja,
  ko,
  ms,
  pt,
  ru,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
};
