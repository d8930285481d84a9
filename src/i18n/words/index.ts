import ar from './ar.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import { en, englishFile, type SiteWords } from './en.ts';
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import hi from './hi.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import ko from './ko.json' with { type: 'json' };
import ms from './ms.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import th from './th.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };
import uk from './uk.json' with { type: 'json' };
import vi from './vi.json' with { type: 'json' };
import { wordTable } from './wordFile.ts';
import zhCN from './zh-CN.json' with { type: 'json' };
import zhHK from './zh-HK.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };

/**
 * Build time: every language's table, by the site's locale code, from its file (`vi.json`), each checked against
 * English's when the build loads it (src/i18n/words/wordFile.ts): a missing or extra key, or a placeholder that
 * differs, stops the build. Only the pages' build reads this; the island gets its one table from the page
 * (src/i18n/siteWords.ts).
 */
export const wordTables: Readonly<Record<string, SiteWords>> = {
  en,
  ar: wordTable('ar', ar, englishFile) as unknown as SiteWords,
  de: wordTable('de', de, englishFile) as unknown as SiteWords,
  es: wordTable('es', es, englishFile) as unknown as SiteWords,
  fr: wordTable('fr', fr, englishFile) as unknown as SiteWords,
  hi: wordTable('hi', hi, englishFile) as unknown as SiteWords,
  id: wordTable('id', id, englishFile) as unknown as SiteWords,
  ja: wordTable('ja', ja, englishFile) as unknown as SiteWords,
  ko: wordTable('ko', ko, englishFile) as unknown as SiteWords,
  ms: wordTable('ms', ms, englishFile) as unknown as SiteWords,
  pt: wordTable('pt', pt, englishFile) as unknown as SiteWords,
  ru: wordTable('ru', ru, englishFile) as unknown as SiteWords,
  th: wordTable('th', th, englishFile) as unknown as SiteWords,
  tr: wordTable('tr', tr, englishFile) as unknown as SiteWords,
  uk: wordTable('uk', uk, englishFile) as unknown as SiteWords,
  vi: wordTable('vi', vi, englishFile) as unknown as SiteWords,
  'zh-CN': wordTable('zh-CN', zhCN, englishFile) as unknown as SiteWords,
  'zh-HK': wordTable('zh-HK', zhHK, englishFile) as unknown as SiteWords,
  'zh-TW': wordTable('zh-TW', zhTW, englishFile) as unknown as SiteWords,
};
