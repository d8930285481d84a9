import { kindOf, show } from './show.ts';
import { isLoopbackHost, tryParseUrl } from './url.ts';

export const safeOriginHint = 'list exact origins like "https://app.safe.global" (scheme and host, no path)';

/**
 * A Safe{Wallet} host origin. Each one is escaped and anchored into a RegExp and put into `frame-ancestors`
 * (both built in src/config/allowedOrigins.ts), so only exact `https://host[:port]` strings are accepted: no
 * path, no trailing slash, no wildcard, and never a hand-written regex (an unescaped dot in one would also let
 * a look-alike host in).
 */
export function safeOrigin(value: unknown, options: { allowLocalhost: boolean }): string | undefined {
  if (typeof value !== 'string') return `must be an origin string, got ${kindOf(value)} ${show(value)}`;
  if (value.trim() !== value || /\s/.test(value)) return `${show(value)} contains whitespace`;
  // A Content-Security-Policy source names a host by its name or IPv4 digits; it has no form for an IPv6 address,
  // so `frame-ancestors` could not list this origin and the browser would refuse the frame anyway.
  if (/^[a-z][a-z0-9+.-]*:\/\/\[/i.test(value)) {
    return `${show(value)} is an IPv6 address, which a Content-Security-Policy (frame-ancestors) cannot name; use a host name (localhost or 127.0.0.1 for a test build)`;
  }
  if (value.startsWith('/') || /[\^$\\()|+?{}[\]]/.test(value)) {
    return `${show(value)} looks like a regular expression; only exact origins are accepted`;
  }
  if (value.includes('*')) return `${show(value)} contains a wildcard; list each origin exactly`;
  if (!value.includes('://')) return `${show(value)} has no scheme; write "https://${value.split('/')[0]}"`;
  const url = tryParseUrl(value);
  if (!url) return `${show(value)} is not a valid URL`;
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `${show(value)} must be an https:// origin`;
  if (isLoopbackHost(url.hostname)) {
    if (!options.allowLocalhost) {
      return `${show(value)} is a localhost origin, allowed only with --allow-localhost-safe-origins (test builds)`;
    }
  } else if (url.protocol !== 'https:') {
    return `${show(value)} uses http://; Safe origins must be https://`;
  }
  if (url.origin !== value) {
    const hasPath = url.pathname !== '/' || url.search !== '' || url.hash !== '' || value.endsWith('/');
    const extra = hasPath ? 'has a path, query or trailing slash' : 'is not in canonical form';
    return `${show(value)} ${extra}; use exactly "${url.origin}"`;
  }
  return undefined;
}
