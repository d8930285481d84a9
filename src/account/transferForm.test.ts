import { describe, expect, test } from 'vitest';
import { checkAmount, checkRecipient } from './transferForm.ts';

const usdt = { decimals: 18, symbol: 'USDT' };
const ten = 10n * 10n ** 18n;

describe('checkRecipient', () => {
  test('accepts a checksummed, an all-lowercase and an all-uppercase address, returning it checksummed', () => {
    const checksummed = '0x55d398326f99059fF775485246999027B3197955';
    for (const input of [
      checksummed,
      checksummed.toLowerCase(),
      `0x${checksummed.slice(2).toUpperCase()}`,
      ` ${checksummed} `,
    ]) {
      expect(checkRecipient(input)).toEqual({ ok: true, value: checksummed });
    }
  });

  test.each([
    ['', "Enter the recipient's address."],
    ['0x55d398326f99059fF775485246999027B319795', 'This is not an address'],
    ['55d398326f99059fF775485246999027B3197955', 'This is not an address'],
    ['0x55d398326f99059fF775485246999027B319795g', 'This is not an address'],
    ['vitalik.eth', 'This is not an address'],
    ['0x55d398326f99059ff775485246999027B3197955', 'fails its checksum'],
    ['0x0000000000000000000000000000000000000000', 'zero address'],
  ])('refuses %j', (input, words) => {
    const result = checkRecipient(input);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(words);
  });
});

describe('checkAmount', () => {
  test.each([
    ['1', 10n ** 18n],
    ['1.5', 15n * 10n ** 17n],
    ['.5', 5n * 10n ** 17n],
    ['10', ten],
    ['0.000000000000000001', 1n],
    [' 2 ', 2n * 10n ** 18n],
  ])('accepts %j', (input, value) => {
    expect(checkAmount(input, usdt, ten)).toEqual({ ok: true, value });
  });

  test.each([
    ['', 'Enter an amount.'],
    ['0', 'greater than 0'],
    ['0.000', 'greater than 0'],
    ['-1', 'positive number'],
    ['1e3', 'positive number'],
    ['1.2.3', 'positive number'],
    ['abc', 'positive number'],
    ['1,5', 'Use a point for decimals: 1.5.'],
    ['0.0000000000000000001', 'at most 18 decimal places'],
    ['10.000000000000000001', 'more than your balance of 10 USDT'],
    ['11', 'more than your balance'],
  ])('refuses %j', (input, words) => {
    const result = checkAmount(input, usdt, ten);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(words);
  });

  test('waits for the balance before accepting', () => {
    const result = checkAmount('1', usdt, undefined);
    expect(result.ok ? '' : result.message).toContain('still being read');
  });
});

describe('checkAmount in a language whose decimal mark is the comma', () => {
  test.each([
    ['1,5', 15n * 10n ** 17n],
    [',5', 5n * 10n ** 17n],
    ['1.5', 15n * 10n ** 17n],
    ['10', ten],
  ])('vi: accepts %j', (input, value) => {
    expect(checkAmount(input, usdt, ten, 'vi')).toEqual({ ok: true, value });
  });

  test.each([
    ['1.234,5', 'positive number'],
    ['1,2,3', 'positive number'],
    ['1,0000000000000000001', 'at most 18 decimal places'],
    ['10,000000000000000001', 'more than your balance of 10 USDT'],
  ])('vi: refuses %j', (input, words) => {
    const result = checkAmount(input, usdt, ten, 'vi');
    expect(result.ok ? '' : result.message).toContain(words);
  });

  test("the example and the balance are written with the language's mark", () => {
    const notANumber = checkAmount('abc', usdt, ten, 'vi');
    expect(notANumber.ok ? '' : notANumber.message).toContain('such as 1,5');
    const over = checkAmount('13', usdt, ten + ten / 4n, 'de');
    expect(over.ok ? '' : over.message).toContain('balance of 12,5 USDT');
  });

  test('English refuses thousands separators and a decimal comma, as before', () => {
    expect(checkAmount('1,000.5', usdt, ten, 'en').ok).toBe(false);
    const comma = checkAmount('1,000', usdt, ten, 'en');
    expect(comma.ok ? '' : comma.message).toBe('Use a point for decimals: 1.000.');
  });
});
