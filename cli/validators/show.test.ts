import { describe, expect, test } from 'vitest';
import { kindOf, show } from './show.ts';

// How a bad value appears inside a CLI message: quoted and escaped as JSON, never huge.

describe('show', () => {
  test('behavior: a value as JSON; what JSON cannot write, in words', () => {
    expect(show('a "b"\nc')).toBe('"a \\"b\\"\\nc"');
    expect(show(5)).toBe('5');
    expect(show(null)).toBe('null');
    expect(show({ a: [1] })).toBe('{"a":[1]}');
    expect(show(undefined)).toBe('undefined');
    expect(show(Number.NaN)).toBe('NaN');
    expect(show(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(show(-Infinity)).toBe('-Infinity');
  });

  test('behavior: up to 70 characters whole, longer cut to 67 and an ellipsis', () => {
    const at = (length: number) => `"${'a'.repeat(length - 2)}"`;
    expect(show('a'.repeat(68))).toBe(at(70));
    expect(show('a'.repeat(69))).toBe(`${at(69).slice(0, 67)}…`);
    expect(show('a'.repeat(500))).toHaveLength(68);
  });
});

describe('kindOf', () => {
  test('behavior: the kind of value, with its article', () => {
    expect(kindOf(null)).toBe('null');
    expect(kindOf([1])).toBe('an array');
    expect(kindOf({})).toBe('an object');
    expect(kindOf(1)).toBe('a number');
    expect(kindOf('x')).toBe('a string');
    expect(kindOf(true)).toBe('a boolean');
  });
});
