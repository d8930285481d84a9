import { kindOf, show } from './show.ts';

/**
 * `#rgb` or `#rrggbb` only. These values are written into CSS by RainbowKit, so anything looser
 * (names, `rgb()`, `var()`) would be a way to smuggle CSS in. Alpha (`#rrggbbaa`) is refused on
 * purpose: the theme and icons are opaque, and one accepted form keeps the check obvious.
 */
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const hexColorHint = 'use a hex colour, #rgb or #rrggbb, e.g. "#026efa"';

export function hexColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return `must be a hex colour string, got ${kindOf(value)} ${show(value)}`;
  if (HEX_COLOR.test(value)) return undefined;
  if (value.trim() !== value) return `${show(value)} has leading or trailing whitespace`;
  if (/^[0-9a-fA-F]{3}$|^[0-9a-fA-F]{6}$/.test(value)) return `${show(value)} is missing the leading "#"`;
  if (/^#(?:[0-9a-fA-F]{4}|[0-9a-fA-F]{8})$/.test(value)) {
    return `${show(value)} has an alpha channel, which is not supported`;
  }
  return `${show(value)} is not a hex colour`;
}
