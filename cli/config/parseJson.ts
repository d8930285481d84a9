/**
 * A strict JSON parser that reports line and column.
 *
 * Why not `JSON.parse`: V8 only sometimes includes a position, it names neither trailing commas nor
 * duplicate keys (it silently keeps the last one), and a maintainer needs "line 7, column 3" to fix a file.
 * Objects are built without a prototype so a `__proto__` key is just a key.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export class JsonSyntaxError extends Error {
  override name = 'JsonSyntaxError';
  readonly line: number;
  readonly column: number;
  constructor(reason: string, line: number, column: number) {
    super(`${reason} at line ${line}, column ${column}`);
    this.line = line;
    this.column = column;
  }
}

/** Where each object key was found, so later problems (duplicates) can name the line. */
export interface ParseResult {
  value: JsonValue;
  duplicateKeys: { path: string; line: number; column: number }[];
}

export function parseJson(text: string): ParseResult {
  let pos = 0;
  const duplicateKeys: ParseResult['duplicateKeys'] = [];

  const fail = (reason: string, at = pos): never => {
    const { line, column } = lineColumn(text, at);
    throw new JsonSyntaxError(reason, line, column);
  };
  const found = (at: number): string => (at >= text.length ? 'end of file' : JSON.stringify(text[at]));
  const skipWs = () => {
    while (pos < text.length && ' \t\n\r'.includes(text[pos] as string)) pos++;
  };
  const expect = (ch: string) => {
    if (text[pos] !== ch) fail(`expected ${JSON.stringify(ch)} but found ${found(pos)}`);
    pos++;
  };

  const parseString = (): string => {
    const start = pos;
    expect('"');
    let out = '';
    for (;;) {
      if (pos >= text.length) fail('unterminated string', start);
      const ch = text[pos] as string;
      if (ch === '"') {
        pos++;
        return out;
      }
      if (ch < ' ') fail('control character in string (escape it)');
      if (ch !== '\\') {
        out += ch;
        pos++;
        continue;
      }
      const esc = text[pos + 1];
      const simple: Record<string, string> = {
        '"': '"',
        '\\': '\\',
        '/': '/',
        b: '\b',
        f: '\f',
        n: '\n',
        r: '\r',
        t: '\t',
      };
      if (esc !== undefined && esc in simple) {
        out += simple[esc];
        pos += 2;
      } else if (esc === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) {
        out += String.fromCharCode(Number.parseInt(text.slice(pos + 2, pos + 6), 16));
        pos += 6;
      } else {
        fail('invalid escape sequence in string');
      }
    }
  };

  const parseNumber = (): number => {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(pos));
    if (!match) return fail(`unexpected ${found(pos)}`);
    pos += match[0].length;
    return Number(match[0]);
  };

  const parseValue = (path: string): JsonValue => {
    skipWs();
    const ch = text[pos];
    if (ch === '{') return parseObject(path);
    if (ch === '[') return parseArray(path);
    if (ch === '"') return parseString();
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return parseNumber();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return value;
      }
    }
    const bare = /^[A-Za-z_][\w]*/.exec(text.slice(pos))?.[0];
    if (bare)
      return fail(
        `${bare} is not valid JSON (strings need double quotes; NaN and Infinity are not numbers in JSON)`,
      );
    if (ch === "'") return fail('strings must use double quotes, not single quotes');
    return fail(`expected a value but found ${found(pos)}`);
  };

  /** Steps over `close` when it is the next character, and says whether it was. */
  const closes = (close: string): boolean => {
    if (text[pos] !== close) return false;
    pos++;
    return true;
  };

  /** After an element: true past a comma (never one straight before `close`), false past `close`. */
  const anotherItem = (close: string): boolean => {
    skipWs();
    if (closes(close)) return false;
    const comma = pos;
    expect(',');
    skipWs();
    if (text[pos] === close) fail(`trailing comma before "${close}" (JSON allows none; delete it)`, comma);
    return true;
  };

  const parseArray = (path: string): JsonValue[] => {
    expect('[');
    const out: JsonValue[] = [];
    skipWs();
    if (closes(']')) return out;
    do out.push(parseValue(`${path}[${out.length}]`));
    while (anotherItem(']'));
    return out;
  };

  const parseObject = (path: string): JsonObject => {
    expect('{');
    const out = Object.create(null) as JsonObject;
    skipWs();
    if (closes('}')) return out;
    do {
      skipWs();
      const keyAt = pos;
      if (text[pos] !== '"') fail(`expected a double-quoted property name but found ${found(pos)}`);
      const key = parseString();
      const childPath = path ? `${path}.${key}` : key;
      if (Object.hasOwn(out, key)) {
        duplicateKeys.push({ path: childPath, ...lineColumn(text, keyAt) });
      }
      skipWs();
      expect(':');
      out[key] = parseValue(childPath);
    } while (anotherItem('}'));
    return out;
  };

  skipWs();
  if (pos >= text.length) fail('the file is empty (expected a JSON object)');
  const value = parseValue('');
  skipWs();
  if (pos < text.length) fail(`unexpected ${found(pos)} after the end of the JSON value`);
  return { value, duplicateKeys };
}

function lineColumn(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}
