import { describe, expect, test } from 'vitest';
import { printValue } from './printValue.ts';
import { textWidth } from './textWidth.ts';

const ts = { language: 'ts', expandObjects: false } as const;

describe('printValue', () => {
  test('default: short values stay on one line', () => {
    expect(printValue({ a: [1, 'x'], b: { c: null } }, ts)).toBe("{ a: [1, 'x'], b: { c: null } }");
  });

  test('behavior: long values break one entry per line with trailing commas', () => {
    const long = Array.from({ length: 12 }, (_, i) => `item-number-${i}`);
    expect(printValue({ list: long }, ts)).toBe(
      `{\n  list: [\n${long.map((s) => `    '${s}',`).join('\n')}\n  ],\n}`,
    );
  });

  test('behavior: an array of several multi-key objects always breaks', () => {
    expect(
      printValue(
        [
          { a: 1, b: 2 },
          { a: 3, b: 4 },
        ],
        ts,
      ),
    ).toBe('[\n  { a: 1, b: 2 },\n  { a: 3, b: 4 },\n]');
  });

  test('behavior: TS strings prefer single quotes, switching when that needs fewer escapes', () => {
    expect(printValue("it's", ts)).toBe('"it\'s"');
    expect(printValue('say "hi"', ts)).toBe('\'say "hi"\'');
    expect(printValue('a\\b\n', ts)).toBe("'a\\\\b\\n'");
  });

  test('parameters: JSON keeps objects expanded and has no trailing commas', () => {
    expect(printValue({ a: ['x'] }, { language: 'json', expandObjects: true })).toBe('{\n  "a": ["x"]\n}');
  });

  test('behavior: a line is measured in columns as Biome measures it, not in string length', () => {
    expect(textWidth('Token')).toBe(5);
    expect(textWidth('代币（中国）')).toBe(12);
    expect(textWidth('토큰')).toBe(4);
    // Devanagari's vowel signs take a column, its virama none.
    expect(textWidth('हिन्दी')).toBe(5);
    expect(textWidth('Tiếng Việt')).toBe(10);
    // 50 wide characters: 16 columns of key and quotes plus 100 do not fit in 110, though 66 characters would.
    const wide = '将'.repeat(50);
    expect(printValue({ appDescription: wide }, ts, 1, 4)).toBe(`{
    appDescription:
      '${wide}',
  }`);
  });
});
