import { describe, expect, test } from 'vitest';
import { JsonSyntaxError, parseJson } from './parseJson.ts';

const fails = (text: string) => {
  try {
    parseJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a syntax error');
};

describe('parseJson', () => {
  test('default: parses what JSON.parse parses', () => {
    const text = '{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"], "b": {}}';
    expect(parseJson(text).value).toEqual(JSON.parse(text));
  });

  test.each([
    ['{\n  "a": 1,\n}', 'trailing comma', 2, 9],
    ['[1, 2,]', 'trailing comma', 1, 6],
    ['{ a: 1 }', 'double-quoted property name', 1, 3],
    ["{ 'a': 1 }", 'double-quoted property name', 1, 3],
    ['{"a": NaN}', 'NaN is not valid JSON', 1, 7],
    ['{"a": 1} x', 'after the end', 1, 10],
    ['{"a": "\u0001"}', 'control character', 1, 8],
    ['{"a": "x', 'unterminated string', 1, 7],
    ['   ', 'empty', 1, 4],
  ])('reports %j with line and column', (text, reason, line, column) => {
    const error = fails(text);
    expect(error.message).toContain(reason);
    expect([error.line, error.column]).toEqual([line, column]);
  });

  test('behavior: duplicate keys are reported with their position', () => {
    const { value, duplicateKeys } = parseJson('{\n  "a": {"b": 1,\n "b": 2}\n}');
    expect(value).toEqual({ a: { b: 2 } });
    expect(duplicateKeys).toEqual([{ path: 'a.b', line: 3, column: 2 }]);
  });

  test('behavior: __proto__ is an ordinary key', () => {
    const { value } = parseJson('{"__proto__": {"polluted": true}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(value as object)).toEqual(['__proto__']);
  });
});
