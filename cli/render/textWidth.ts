/**
 * How many columns Biome's printer counts for a text when it decides whether a line fits (it measures with Unicode
 * widths, not string length): East Asian wide and fullwidth characters take two, combining marks and format
 * characters none. The generated module carries translations (`中文`, `हिन्दी`, `ไทย`), so a line the length of a
 * Latin one may be wider, or narrower, than it looks.
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (ZERO_WIDTH.test(char)) continue;
    width += isWide(char.codePointAt(0) ?? 0) ? 2 : 1;
  }
  return width;
}

/** Combining marks (Devanagari and Thai vowel signs, accents written apart) and invisible format characters. */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\u1160-\u11ff]$/u;

/** Unicode's East Asian Wide (W) and Fullwidth (F) ranges, the blocks that reach text: CJK, kana, Hangul, emoji. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x231a, 0x231b],
  [0x2329, 0x232a],
  [0x23e9, 0x23ec],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

function isWide(code: number): boolean {
  return WIDE.some(([from, to]) => code >= from && code <= to);
}
