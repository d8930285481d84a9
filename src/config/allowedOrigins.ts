/**
 * The allowed Safe{Wallet} hosts, as exact origins, turned into the two patterns that enforce them: anchored,
 * escaped regular expressions for the Safe Apps SDK's `allowedDomains` (the site), and the `frame-ancestors`
 * sources of the `_headers` file (the CLI). Both sides build them here; no pattern is ever taken from config.
 *
 * The SDK tests `RegExp.test(event.origin)`; a hand-written `/app.safe.global$/` also matches
 * `https://app-safe.global` (the unescaped dot), which is why only exact origins are accepted and escaped here.
 * Plain code only: the CLI (Node) and the island (browser) both import it.
 */
export function originsToRegExps(origins: readonly string[]): RegExp[] {
  return origins.map((origin) => new RegExp(`^${escapeRegExp(new URL(origin).origin)}$`));
}

/** True when `origin` is exactly one of the allowed origins. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return originsToRegExps(allowed).some((pattern) => pattern.test(origin));
}

/** The `frame-ancestors` sources: the site itself and each allowed host, exactly. */
export function frameAncestorSources(origins: readonly string[]): string[] {
  return ["'self'", ...origins.map((origin) => new URL(origin).origin)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
