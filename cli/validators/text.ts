import { kindOf, show } from './show.ts';

/**
 * Display text (app name, description). It reaches HTML, the Safe manifest and wallet prompts, so
 * control characters and bidi overrides (which can make a name read differently) are refused.
 */
export function displayText(
  value: unknown,
  options: { maxLength: number; allowEmpty: boolean },
): string | undefined {
  if (typeof value !== 'string') return `must be a string, got ${kindOf(value)} ${show(value)}`;
  if (!options.allowEmpty && value.trim() === '') return `must not be empty, got ${show(value)}`;
  if (value.trim() !== value) return `${show(value)} has leading or trailing whitespace`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: detecting control characters is the point.
  if (/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(value)) {
    return `${show(value)} contains control or bidi-override characters`;
  }
  if (value.length > options.maxLength)
    return `is ${value.length} characters long; the limit is ${options.maxLength}`;
  return undefined;
}
