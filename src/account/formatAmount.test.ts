import { describe, expect, test } from 'vitest';
import { decimalMark, formatAmount } from './formatAmount.ts';

const ether = 10n ** 18n;

describe('formatAmount', () => {
  test('English: a point, no thousands separators, at most four decimals cut (as the pages have always shown)', () => {
    expect(formatAmount(1234n * ether + ether / 2n, 18, 4, 'en')).toBe('1234.5');
    expect(formatAmount(10n * ether, 18, 4, 'en')).toBe('10');
    expect(formatAmount(ether - 1n, 18, 4, 'en')).toBe('0.9999');
    expect(formatAmount(10n ** 14n, 18, 4, 'en')).toBe('0.0001');
  });

  test("the language's decimal mark, Western digits", () => {
    expect(formatAmount(1234n * ether + ether / 2n, 18, 4, 'vi')).toBe('1234,5');
    expect(formatAmount(15n * 10n ** 17n, 18, 4, 'de')).toBe('1,5');
    expect(formatAmount(15n * 10n ** 17n, 18, 4, 'ar')).toBe('1.5');
    expect(formatAmount(15n * 10n ** 17n, 18, 4, 'zh-CN')).toBe('1.5');
  });

  test('the page language by default (English in unit tests), and the point for a tag Intl does not know', () => {
    expect(formatAmount(15n * 10n ** 17n, 18)).toBe('1.5');
    expect(decimalMark('not a language tag')).toBe('.');
  });
});
