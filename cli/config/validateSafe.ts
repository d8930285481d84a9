import type { SafeSettings } from '../../src/config/types.ts';
import { integerInRange } from '../validators/integer.ts';
import { safeOrigin, safeOriginHint } from '../validators/safeOrigin.ts';
import { kindOf, show } from '../validators/show.ts';
import { type Collector, join, type Raw, readSection } from './context.ts';
import { DEFAULT_SAFE, KNOWN_KEYS, SAFE_TIMEOUT_LIMITS } from './schema.ts';

export function validateSafe(c: Collector, raw: Raw, allowLocalhost: boolean): SafeSettings | undefined {
  const section = readSection(c, raw, 'safe', KNOWN_KEYS.safe, false) ?? {};
  const origins = Object.hasOwn(section, 'allowedOrigins')
    ? section.allowedOrigins
    : DEFAULT_SAFE.allowedOrigins;
  let ok = true;
  if (!Array.isArray(origins)) {
    ok = false;
    c.error(
      'safe.allowedOrigins',
      `must be a list of origins, got ${kindOf(origins)} ${show(origins)}`,
      safeOriginHint,
    );
  } else {
    const seen = new Map<string, number>();
    origins.forEach((origin: unknown, index) => {
      const path = join('safe.allowedOrigins', index);
      if (!c.check(path, safeOrigin(origin, { allowLocalhost }), safeOriginHint)) {
        ok = false;
        return;
      }
      const first = seen.get(origin as string);
      if (first !== undefined) {
        ok = c.check(
          path,
          `${show(origin)} duplicates safe.allowedOrigins[${first}]`,
          'remove the duplicate',
        );
      }
      seen.set(origin as string, index);
    });
  }
  const timeout = Object.hasOwn(section, 'getInfoTimeoutMs')
    ? section.getInfoTimeoutMs
    : DEFAULT_SAFE.getInfoTimeoutMs;
  const [min, max] = SAFE_TIMEOUT_LIMITS;
  ok =
    c.check(
      'safe.getInfoTimeoutMs',
      integerInRange(timeout, min, max),
      `use a whole number of milliseconds from ${min} to ${max} (default ${DEFAULT_SAFE.getInfoTimeoutMs})`,
    ) && ok;
  return ok ? { allowedOrigins: origins as string[], getInfoTimeoutMs: timeout as number } : undefined;
}
