import arAR from './ar-AR.json' with { type: 'json' };
import deDE from './de-DE.json' with { type: 'json' };
import es419 from './es-419.json' with { type: 'json' };
import frFR from './fr-FR.json' with { type: 'json' };
import hiIN from './hi-IN.json' with { type: 'json' };
import idID from './id-ID.json' with { type: 'json' };
import jaJP from './ja-JP.json' with { type: 'json' };
import koKR from './ko-KR.json' with { type: 'json' };
import msMY from './ms-MY.json' with { type: 'json' };
import thTH from './th-TH.json' with { type: 'json' };
import trTR from './tr-TR.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };

/**
 * One correction of RainbowKit's text at one key of its locale file: what RainbowKit says (checked against the
 * pinned RainbowKit, so an upgrade that changes it shows here), what the site says instead, and why.
 */
export interface RainbowKitCorrection {
  readonly rainbowKit: string;
  readonly corrected: string;
  readonly why: string;
}

/**
 * Build time: Portico's corrections over RainbowKit's locale files, by RainbowKit's locale id, each a file of its own
 * (`tr-TR.json`: `{ "connect.status.opening": { "rainbowKit", "corrected", "why" } }`, keys and `%{placeholders}` in
 * RainbowKit's form). build/rainbowKitWords.ts applies them to the words the page's own dialog and panels show;
 * RainbowKit's own modals keep its text. docs/rainbowkit-corrections.md is the same list as a report for upstream.
 */
export const rainbowKitCorrections: Readonly<Record<string, Readonly<Record<string, RainbowKitCorrection>>>> =
  {
    'ar-AR': arAR,
    'de-DE': deDE,
    'es-419': es419,
    'fr-FR': frFR,
    'hi-IN': hiIN,
    'id-ID': idID,
    'ja-JP': jaJP,
    'ko-KR': koKR,
    'ms-MY': msMY,
    'th-TH': thTH,
    'tr-TR': trTR,
    'zh-TW': zhTW,
  };
