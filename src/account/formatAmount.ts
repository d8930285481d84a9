import { formatUnits } from 'viem';
import { pageLanguage } from '../i18n/siteWords.ts';

const marks = new Map<string, string>();

/**
 * The decimal mark of `language` as `Intl` writes it with Western digits ("." in English, "," in Vietnamese and
 * German). Western digits everywhere: an amount is shown as a visitor can type it back into a form and as wallets
 * and explorers show it.
 */
export function decimalMark(language: string = pageLanguage()): string {
  let mark = marks.get(language);
  if (mark === undefined) {
    try {
      const parts = new Intl.NumberFormat(language, { numberingSystem: 'latn' }).formatToParts(1.5);
      mark = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    } catch {
      // Not a language tag Intl knows: the point, as in English.
      mark = '.';
    }
    marks.set(language, mark);
  }
  return mark;
}

/**
 * An amount for display: at most `places` decimals, cut (never rounded up: a balance is not shown as more than it
 * is), trailing zeros dropped, with the language's decimal mark ("1.5", "10", "0.0001"; Vietnamese "1,5"). Computed
 * on the exact decimal string, not a float, and without thousands separators, which would make a balance that
 * cannot be typed back into the transfer form (it accepts none) and change what English pages have always shown.
 */
export function formatAmount(
  value: bigint,
  decimals: number,
  places = 4,
  language: string = pageLanguage(),
): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.');
  const shown = fraction.slice(0, places).replace(/0+$/, '');
  return shown ? `${whole}${decimalMark(language)}${shown}` : `${whole}`;
}
