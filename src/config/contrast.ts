/**
 * WCAG 2.2 contrast (1.4.3), shared by the CLI (which refuses a failing accent) and the build (which derives the
 * shades drawn as text on dark panels): the accent colour is the background of every primary button, with
 * `accentColorForeground` as its text, so the pair must reach 4.5:1. A failing accent gets the nearest colour of the
 * same hue and saturation that passes, found by moving its lightness (darker, or lighter when darker cannot pass).
 */

/** The minimum contrast for normal-size text at level AA. */
export const MIN_TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two `#rgb`/`#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rs
      ? ((gs - bs) / d + (gs < bs ? 6 : 0)) / 6
      : max === gs
        ? ((bs - rs) / d + 2) / 6
        : ((rs - gs) / d + 4) / 6;
  return [h, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/** The closest colour to `accent` (same hue and saturation) whose contrast with `text` reaches `min`, if any. */
export function nearestPassing(accent: string, text: string, min = MIN_TEXT_CONTRAST): string | undefined {
  const [h, s, l] = toHsl(parseHex(accent));
  for (let step = 1; step <= 100; step += 1) {
    for (const candidate of [l - step / 200, l + step / 200]) {
      if (candidate < 0 || candidate > 1) continue;
      const hex = toHex(fromHsl(h, s, candidate));
      if (contrastRatio(hex, text) >= min) return hex;
    }
  }
  return undefined;
}

/** What is wrong with an accent and the text drawn on it, if anything, and a colour that would do. */
export function accentContrastProblem(
  accent: string,
  text: string,
): { problem: string; hint: string } | undefined {
  const ratio = contrastRatio(accent, text);
  if (ratio >= MIN_TEXT_CONTRAST) return undefined;
  const suggestion = nearestPassing(accent, text);
  return {
    problem: `"${accent}" with its text "${text}" has a contrast of ${ratio.toFixed(2)}:1; buttons need at least ${MIN_TEXT_CONTRAST}:1 (WCAG 2.2 AA)`,
    hint: suggestion
      ? `use "${suggestion}" (the same hue, ${contrastRatio(suggestion, text).toFixed(2)}:1), or change theme.accentColorForeground`
      : 'choose a darker or lighter accent, or change theme.accentColorForeground',
  };
}

/**
 * `color` itself when it reaches `min` on `background`, else the nearest colour of its hue that does: how the
 * accent is drawn as text on a dark panel (RainbowKit's "Installed", "Learn More") without changing the buttons.
 */
export function readableOn(color: string, background: string, min = MIN_TEXT_CONTRAST): string {
  if (contrastRatio(color, background) >= min) return color;
  return nearestPassing(color, background, min) ?? '#ffffff';
}
