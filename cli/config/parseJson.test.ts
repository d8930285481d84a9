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

  test('behavior: a duplicate key inside a list is reported at its index', () => {
    const { duplicateKeys } = parseJson('{"pages": [{}, {"path": "/a", "path": "/b"}]}');
    expect(duplicateKeys).toEqual([{ path: 'pages[1].path', line: 1, column: 31 }]);
  });

  test('behavior: __proto__ is an ordinary key', () => {
    const { value } = parseJson('{"__proto__": {"polluted": true}}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(value as object)).toEqual(['__proto__']);
  });

  test('behavior: every escape, number form and nesting reads as JSON.parse reads it', () => {
    const texts = [
      String.raw`{"e": "\" \\ \/ \b \f \n \r \t \u00e9 \u00C9 \uD83D\uDE00"}`,
      '[0, -0, 1.25, -0.5, 1e5, 1E+5, 12e-2, -3.5E-1, 1234567890]',
      '{"a": {"b": [[], {}, [null, {"c": ""}]]}}',
      ' \t\r\n{ "spaced" : [ 1 , 2 ] } \n',
      '{ "a": [ ], "b": { }, "c": [\n], "d": 1e10, "e": -2E+12 }',
    ];
    for (const text of texts) expect(parseJson(text).value, text).toEqual(JSON.parse(text));
  });

  test('errors: each in its words, at the character that is wrong', () => {
    const cases: Array<[string, string]> = [
      ['{"a" 1}', 'expected ":" but found "1" at line 1, column 6'],
      ['{"a":1,"b"}', 'expected ":" but found "}" at line 1, column 11'],
      ['{"a": [1 2]}', 'expected "," but found "2" at line 1, column 10'],
      ['{"a": "\\x"}', 'invalid escape sequence in string at line 1, column 8'],
      ['{"a": "\\u12G4"}', 'invalid escape sequence in string at line 1, column 8'],
      ['{"a": "\\x0041"}', 'invalid escape sequence in string at line 1, column 8'],
      ['{"a": @}', 'expected a value but found "@" at line 1, column 7'],
      ['[', 'expected a value but found end of file at line 1, column 2'],
      ['{"a": \'x\'}', 'strings must use double quotes, not single quotes at line 1, column 7'],
      ['{"a": -}', 'unexpected "-" at line 1, column 7'],
      ['[-a, 1]', 'unexpected "-" at line 1, column 2'],
      ['{"a": 01}', 'expected "," but found "1" at line 1, column 8'],
      ['{"a": 1.}', 'expected "," but found "." at line 1, column 8'],
      ['{"a": 1e}', 'expected "," but found "e" at line 1, column 8'],
      [
        '{"a": tru}',
        'tru is not valid JSON (strings need double quotes; NaN and Infinity are not numbers in JSON) at line 1, column 7',
      ],
    ];
    for (const [text, message] of cases) {
      const error = fails(text);
      expect(error.name, text).toBe('JsonSyntaxError');
      expect(error.message, text).toBe(message);
      // Whatever this parser refuses, JSON.parse refuses too: it is stricter in nothing, only clearer.
      expect(() => JSON.parse(text), text).toThrow();
    }
  });
});
