import { type Address, getAddress, isAddress, parseUnits, zeroAddress } from 'viem';
import { fill, pageLanguage, siteWords } from '../i18n/siteWords.ts';
import { decimalMark, formatAmount } from './formatAmount.ts';

/** A form field's text, checked: its value, or the words to show beside the field (the page's language). */
export type FieldCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

const hexAddress = /^0x[0-9a-fA-F]{40}$/;

/**
 * A transfer's recipient: `0x` and 40 hex digits; all lower- or upper-case, or mixed-case with a valid EIP-55
 * checksum (a wrong one is how a mistyped character shows). The zero address is refused: tokens sent there are lost.
 */
export function checkRecipient(text: string): FieldCheck<Address> {
  const words = siteWords().transfer;
  const input = text.trim();
  if (input === '') return { ok: false, message: words.recipientEmpty };
  if (!hexAddress.test(input)) return { ok: false, message: words.notAnAddress };
  const digits = input.slice(2);
  // One case throughout carries no checksum (EIP-55); viem's strict check accepts lower case only.
  const singleCase = digits === digits.toLowerCase() || digits === digits.toUpperCase();
  if (!singleCase && !isAddress(input, { strict: true })) return { ok: false, message: words.badChecksum };
  if (input.toLowerCase() === zeroAddress) return { ok: false, message: words.zeroAddress };
  return { ok: true, value: getAddress(`0x${digits.toLowerCase()}`) };
}

const decimalNumber = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A transfer's amount in the token's smallest unit: a positive decimal number with at most `decimals` places,
 * no more than `balance` (when the balance is not known yet, the transfer waits for it).
 *
 * The decimal mark is the point (as wallets and explorers write amounts, in every language), or the page language's
 * own mark (`,` in Vietnamese or German: `1,5` is 1.5); one mark, once. Thousands separators are never guessed at:
 * a number with two marks (`1,000.5`, `1.000,5`) is refused, and a point is a decimal point even where it groups
 * thousands (Vietnamese `1.000` reads 1), so a misreading can only ever send less than meant. Where the point is the
 * language's mark, a decimal comma typed from habit (`1,5`) gets its own message, which says how to write it.
 */
export function checkAmount(
  text: string,
  token: { readonly decimals: number; readonly symbol: string },
  balance: bigint | undefined,
  language: string = pageLanguage(),
): FieldCheck<bigint> {
  const words = siteWords().transfer;
  const mark = decimalMark(language);
  const refuse = (template: string, values: Record<string, string | number> = {}): FieldCheck<bigint> => ({
    ok: false,
    message: fill(template, values),
  });
  const input = text.trim();
  if (input === '') return refuse(words.amountEmpty);
  if (mark === '.' && /^\d+,\d+$/.test(input))
    return refuse(words.usePoint, { fixed: input.replace(',', '.') });
  // The language's own mark, once, reads as the point; a second mark of either kind then fails the pattern.
  const number = mark === '.' ? input : input.replace(mark, '.');
  if (!decimalNumber.test(number)) return refuse(words.notANumber, { example: `1${mark}5` });
  const places = number.split('.')[1]?.length ?? 0;
  if (places > token.decimals)
    return refuse(words.tooManyPlaces, { symbol: token.symbol, decimals: token.decimals });
  const value = parseUnits(number, token.decimals);
  if (value === 0n) return refuse(words.notPositive);
  if (balance === undefined) return refuse(words.balanceUnknown);
  if (value > balance)
    return refuse(words.overBalance, {
      balance: formatAmount(balance, token.decimals, 4, language),
      symbol: token.symbol,
    });
  return { ok: true, value };
}
