/**
 * Safe transactions and messages still waiting for the Safe's owners, kept across reloads and moves between pages
 * (owners take minutes or days; a visitor does not keep one page open that long). One list per Safe in local
 * storage, read back checked like any outside data: a malformed, future-dated or month-old entry is dropped.
 * Inside a cross-site iframe without storage (a private window) the list lives as long as the page.
 */

export type PendingSafeWork =
  | {
      readonly kind: 'tx';
      readonly safeTxHash: `0x${string}`;
      /** The description its sender gave it ("Transfer USDT"), which also finds the component that sent it. */
      readonly description: string;
      readonly at: number;
    }
  | {
      readonly kind: 'message';
      /** The message text the owners are asked to sign. */
      readonly message: string;
      readonly at: number;
    };

const PREFIX = 'portico.pendingSafe:';
const MAX_ITEMS = 20;
const MAX_TEXT = 2000;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const hashPattern = /^0x[0-9a-fA-F]{64}$/;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isPending(value: unknown, now: number): value is PendingSafeWork {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const age = now - (item.at as number);
  if (typeof item.at !== 'number' || !(age >= 0 && age < MAX_AGE_MS)) return false;
  if (item.kind === 'tx')
    return (
      typeof item.safeTxHash === 'string' &&
      hashPattern.test(item.safeTxHash) &&
      typeof item.description === 'string' &&
      item.description.length <= 200
    );
  return item.kind === 'message' && typeof item.message === 'string' && item.message.length <= MAX_TEXT;
}

/** The pending work of `safe`, checked; what fails the check is dropped (and the list rewritten without it). */
export function readPendingSafeWork(store: Store, safe: string, now = Date.now()): PendingSafeWork[] {
  const key = `${PREFIX}${safe.toLowerCase()}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(key) ?? '[]');
  } catch {
    parsed = undefined;
  }
  const list = Array.isArray(parsed) ? parsed.slice(0, MAX_ITEMS).filter((item) => isPending(item, now)) : [];
  if (!Array.isArray(parsed) || list.length !== parsed.length) writeList(store, key, list);
  return list;
}

function writeList(store: Store, key: string, list: PendingSafeWork[]): void {
  try {
    if (list.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(list));
  } catch {
    // Storage refused (full, or none in this frame): the work is followed as long as the page is open.
  }
}

const sameWork = (a: PendingSafeWork, b: PendingSafeWork) =>
  a.kind === 'tx' && b.kind === 'tx'
    ? a.safeTxHash.toLowerCase() === b.safeTxHash.toLowerCase()
    : a.kind === 'message' && b.kind === 'message' && a.message === b.message;

/** Adds (or refreshes) an item of `safe`'s pending work. */
export function addPendingSafeWork(
  store: Store,
  safe: string,
  item: PendingSafeWork,
  now = Date.now(),
): void {
  const list = readPendingSafeWork(store, safe, now).filter((other) => !sameWork(other, item));
  writeList(store, `${PREFIX}${safe.toLowerCase()}`, [...list, item].slice(-MAX_ITEMS));
}

/** Removes an item once it has settled (executed, cancelled, signed or failed). */
export function removePendingSafeWork(
  store: Store,
  safe: string,
  item: PendingSafeWork,
  now = Date.now(),
): void {
  const list = readPendingSafeWork(store, safe, now);
  const rest = list.filter((other) => !sameWork(other, item));
  if (rest.length !== list.length) writeList(store, `${PREFIX}${safe.toLowerCase()}`, rest);
}
