import { kindOf, show } from '../validators/show.ts';
import { didYouMean } from '../validators/suggest.ts';
import type { Problem } from './problem.ts';

export type Raw = Record<string, unknown>;

/**
 * Collects every problem instead of stopping at the first: `portico check` promises the whole list.
 * `sources` names where an overridden value came from (an env variable or a flag), so a message can
 * point at the thing the maintainer actually has to change.
 */
export class Collector {
  readonly problems: Problem[] = [];
  readonly warnings: Problem[] = [];
  readonly unknownKeys: 'warn' | 'error';
  readonly sources: Readonly<Record<string, string>>;

  constructor(unknownKeys: 'warn' | 'error', sources: Readonly<Record<string, string>>) {
    this.unknownKeys = unknownKeys;
    this.sources = sources;
  }

  error(path: string, message: string, hint: string): void {
    this.problems.push(this.locate(path, message, hint));
  }

  warn(path: string, message: string, hint: string): void {
    this.warnings.push(this.locate(path, message, hint));
  }

  /** Runs a validator (`undefined | message`) and records its message, if any, as an error. */
  check(path: string, problem: string | undefined, hint: string): boolean {
    if (problem !== undefined) this.error(path, problem, hint);
    return problem === undefined;
  }

  private locate(path: string, message: string, hint: string): Problem {
    const source = Object.entries(this.sources).find(
      ([prefix]) => path === prefix || path.startsWith(`${prefix}[`),
    );
    return source ? { path, message: `${message} (from ${source[1]})`, hint } : { path, message, hint };
  }
}

export function isPlainObject(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/**
 * Reads an optional (or required) object section, flags keys it does not know, and returns it.
 * Unknown keys are warnings in `config` and errors in `check`/`--strict` (see commands/check.ts).
 */
export function readSection(
  c: Collector,
  raw: Raw,
  key: string,
  known: readonly string[],
  required: boolean,
): Raw | undefined {
  const value = raw[key];
  if (value === undefined) {
    if (required) c.error(key, `is missing`, `add a "${key}" object`);
    return undefined;
  }
  if (!isPlainObject(value)) {
    c.error(key, `must be an object, got ${kindOf(value)} ${show(value)}`, `write "${key}": { … }`);
    return undefined;
  }
  checkKeys(c, value, key, known);
  return value;
}

export function checkKeys(c: Collector, value: Raw, path: string, known: readonly string[]): void {
  for (const key of Object.keys(value)) {
    if (known.includes(key)) continue;
    const suggestion = didYouMean(key, known);
    const where = join(path, key);
    const message = `unknown key ${show(key)}`;
    const hint = suggestion
      ? `did you mean "${suggestion}"? Rename it`
      : `remove it; known keys here: ${known.filter((k) => k !== '$schema').join(', ')}`;
    if (c.unknownKeys === 'error') c.error(where, message, hint);
    else c.warn(where, `${message}; it is ignored`, hint);
  }
}
