import { kindOf, show } from './show.ts';
import { isLoopbackHost, tryParseUrl } from './url.ts';

export const rpcUrlHint =
  'use a full https:// URL without credentials, e.g. "https://bsc-dataseed.bnbchain.org"';

/**
 * A BNB Smart Chain JSON-RPC endpoint. It ends up in the public bundle and in the CSP, so it must be
 * https (http only for loopback, for local test nodes) and carry no `user:password@`.
 */
export function rpcUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return `must be a URL string, got ${kindOf(value)} ${show(value)}`;
  if (value.trim() !== value) return `${show(value)} has leading or trailing whitespace`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\s\u0000-\u001f]/.test(value)) return `${show(value)} contains whitespace or control characters`;
  const url = tryParseUrl(value);
  if (!url) return `${show(value)} is not a valid URL`;
  if (url.protocol === 'http:') {
    if (!isLoopbackHost(url.hostname)) {
      return `${show(value)} uses http://; only https:// is allowed (http only for localhost, 127.0.0.1, [::1])`;
    }
  } else if (url.protocol !== 'https:') {
    return `${show(value)} uses ${url.protocol}//; RPC URLs must be https://`;
  }
  if (url.username || url.password) {
    return `${show(value)} contains credentials (user:password@), which would be published in the bundle`;
  }
  return undefined;
}
