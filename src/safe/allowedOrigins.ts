/**
 * Exact origins → anchored, escaped regular expressions for the Safe Apps SDK's `allowedDomains`.
 *
 * The SDK tests `RegExp.test(event.origin)`; a hand-written `/app.safe.global$/` also matches
 * `https://app-safe.global` (the unescaped dot), so patterns are never taken from config, only built here.
 */
export function originsToRegExps(origins: readonly string[]): RegExp[] {
  return origins.map((origin) => new RegExp(`^${escapeRegExp(new URL(origin).origin)}$`));
}

/** True when `origin` is exactly one of the allowed origins. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return originsToRegExps(allowed).some((pattern) => pattern.test(origin));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
