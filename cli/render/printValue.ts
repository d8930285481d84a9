import { textWidth } from './textWidth.ts';

/**
 * Prints plain data as TypeScript or JSON source laid out the way Biome formats it (2-space indent,
 * width 110, trailing commas in TS), so generated files pass `biome check` and a second run is
 * byte-identical. The rules mirror Biome's (Prettier's) layout:
 * - an array or object goes on one line if it fits, else one entry per line;
 * - an array of 2+ objects that each have 2+ keys always breaks;
 * - in TS, a string value that does not fit moves to its own line after `key:`;
 * - `expandObjects` keeps every object expanded (JSON config files read better that way, and Biome
 *   keeps an object expanded when its first key starts a new line).
 */
export interface PrintStyle {
  readonly language: 'ts' | 'json';
  readonly expandObjects: boolean;
  /** Always break the outermost value (Biome then keeps it expanded, as the hand-written module was). */
  readonly breakRoot?: boolean;
}

export type Printable =
  | string
  | number
  | boolean
  | null
  | readonly Printable[]
  | { readonly [key: string]: Printable };

const WIDTH = 110;
const INDENT = '  ';

export function printValue(value: Printable, style: PrintStyle, depth = 0, lead = 0, trail = 0): string {
  if (!isContainer(value)) return printScalar(value, style);
  const flat = printFlat(value, style);
  const mayFlatten = !(depth === 0 && style.breakRoot);
  if (flat !== undefined && mayFlatten && lead + textWidth(flat) + trail <= WIDTH) return flat;
  const inner = INDENT.repeat(depth + 1);
  const comma = style.language === 'ts' ? ',' : '';
  if (Array.isArray(value)) {
    const lines = value.map((item, i) => {
      const sep = i < value.length - 1 ? ',' : comma;
      return `${inner}${printValue(item, style, depth + 1, inner.length, sep.length)}${sep}`;
    });
    return `[\n${lines.join('\n')}\n${INDENT.repeat(depth)}]`;
  }
  const entries = Object.entries(value);
  const lines = entries.map(([key, item], i) => {
    const sep = i < entries.length - 1 ? ',' : comma;
    const head = `${inner}${printKey(key, style)}: `;
    if (style.language === 'ts' && typeof item === 'string') {
      const text = printScalar(item, style);
      if (textWidth(head) + textWidth(text) + sep.length > WIDTH)
        return `${head.trimEnd()}\n${inner}${INDENT}${text}${sep}`;
    }
    return `${head}${printValue(item, style, depth + 1, textWidth(head), sep.length)}${sep}`;
  });
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
}

function isContainer(
  value: Printable,
): value is readonly Printable[] | { readonly [key: string]: Printable } {
  return typeof value === 'object' && value !== null;
}

/** The one-line form, or `undefined` when the layout rules force this value to break. */
function printFlat(value: Printable, style: PrintStyle): string | undefined {
  if (!isContainer(value)) return printScalar(value, style);
  if (Array.isArray(value)) {
    const items: readonly Printable[] = value;
    if (items.length > 1 && items.every((item) => isContainer(item) && Object.keys(item).length > 1))
      return undefined;
    const parts = items.map((item) => printFlat(item, style));
    return parts.some((p) => p === undefined) ? undefined : `[${parts.join(', ')}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  if (style.expandObjects) return undefined;
  const parts = entries.map(([key, item]) => {
    const printed = printFlat(item, style);
    return printed === undefined ? undefined : `${printKey(key, style)}: ${printed}`;
  });
  return parts.some((p) => p === undefined) ? undefined : `{ ${parts.join(', ')} }`;
}

function printKey(key: string, style: PrintStyle): string {
  return style.language === 'ts' && /^[A-Za-z_$][\w$]*$/.test(key) ? key : printString(key, style);
}

function printScalar(value: string | number | boolean | null, style: PrintStyle): string {
  return typeof value === 'string' ? printString(value, style) : String(value);
}

/** TS: single quotes unless the text has more single than double quotes (Biome's choice), minimal escapes. */
function printString(value: string, style: PrintStyle): string {
  if (style.language === 'json') return JSON.stringify(value);
  const singles = value.split("'").length;
  const doubles = value.split('"').length;
  const quote = singles > doubles ? '"' : "'";
  const escaped = value.replace(/[\\\n\r\t\u2028\u2029]|["']/g, (ch) => {
    if (ch === '"' || ch === "'") return ch === quote ? `\\${ch}` : ch;
    const named: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[ch] ?? `\\u${(ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;
  });
  return `${quote}${escaped}${quote}`;
}
