/**
 * The transactions this site sent, by hash, kept per site: the key carries the site's root path, since sites behind
 * one path-based IPFS gateway share an origin, and so RainbowKit's recent transactions (`rk-transactions`, one list
 * per origin). The account dialog lists only these (storageSchema.ts filters RainbowKit's list on every read): a
 * pending transaction another site wrote there is never shown as this visitor's own.
 */
export const SENT_PREFIX = 'portico.sent:';
const MAX_SENT = 50;
const hashPattern = /^0x[0-9a-fA-F]{64}$/;

/** The key for the site the page belongs to (every page is a file at the site's root). */
export function sentKey(pathname: string): string {
  return `${SENT_PREFIX}${pathname.slice(0, pathname.lastIndexOf('/') + 1) || '/'}`;
}

/** The hashes recorded under `key`, checked: anything but a list of hashes reads as none. */
export function sentHashes(read: (key: string) => string | null, key: string): Set<string> {
  try {
    const value: unknown = JSON.parse(read(key) ?? '[]');
    if (!Array.isArray(value)) return new Set();
    return new Set(
      value.filter((hash): hash is string => typeof hash === 'string' && hashPattern.test(hash)),
    );
  } catch {
    return new Set();
  }
}

/** Records a hash this site sent (the newest `MAX_SENT` are kept). */
export function rememberSent(storage: Pick<Storage, 'getItem' | 'setItem'>, key: string, hash: string): void {
  if (!hashPattern.test(hash)) return;
  const hashes = [...sentHashes((k) => storage.getItem(k), key)].filter((known) => known !== hash);
  storage.setItem(key, JSON.stringify([...hashes, hash].slice(-MAX_SENT)));
}
