import { kindOf, show } from './show.ts';

/** A whole number in [min, max]; strings, NaN, fractions and negatives each get their own words. */
export function integerInRange(value: unknown, min: number, max: number): string | undefined {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return `is the string ${show(value)}; write the number ${Number(value)} without quotes`;
  }
  if (typeof value !== 'number') return `must be a number, got ${kindOf(value)} ${show(value)}`;
  if (!Number.isFinite(value)) return `must be a finite number, got ${show(value)}`;
  if (!Number.isInteger(value)) return `must be a whole number, got ${value}`;
  if (value < 0 && min >= 0) return `must not be negative, got ${value}`;
  if (value < min || value > max) return `must be between ${min} and ${max}, got ${value}`;
  return undefined;
}
