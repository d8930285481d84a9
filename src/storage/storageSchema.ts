import { sentHashes, sentKey } from './sentTransactions.ts';

/**
 * What each key the page reads may hold, checked on every read. Other sites on a path-based IPFS gateway share
 * this origin's storage, and wagmi and RainbowKit trust what they stored: one malformed entry used to crash the
 * island or lock a visitor out until site data was cleared. A value that fails its check is removed and reads as
 * "nothing stored"; a check may also hand back a trimmed copy (the valid entries of a list).
 *
 * Keys: wagmi's `wagmi.store`, `wagmi.recentConnectorId`, `wagmi.<connector>.disconnected`,
 * `wagmi.injected.connected`; RainbowKit's `rk-transactions`, `rk-recent`, `rk-latest-id`, `rk-ens-name-<address>`.
 * The query cache (`portico.queryCache`) is checked by its persister (src/wagmi/persister.ts), which knows its
 * format. Keys not listed pass unchanged.
 */

/** A stored text → the text to hand out, or null to discard it; `read` reads another key (checked too). */
export type StoredValueCheck = (text: string, read: (key: string) => string | null) => string | null;

/** Connector and wallet ids: RainbowKit ids (`metaMask`), EIP-6963 rdns (`io.metamask`), wagmi uids. */
const idPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const addressPattern = /^0x[0-9a-fA-F]{40}$/;
const hashPattern = /^0x[0-9a-fA-F]{64}$/;
const MAX_ACCOUNTS = 100;
const MAX_TRANSACTIONS = 50;
const MAX_DESCRIPTION = 200;

const isId = (value: unknown): value is string => typeof value === 'string' && idPattern.test(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isChainId = (value: unknown): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** wagmi's persisted store: `{ state: { connections: Map as { __type, value }, chainId, current }, version }`. */
export const checkWagmiStore: StoredValueCheck = (text) => {
  const stored = parse(text);
  if (!isRecord(stored) || typeof stored.version !== 'number' || !isRecord(stored.state)) return null;
  const { connections, chainId, current } = stored.state;
  if (!isChainId(chainId) || !(current === null || current === undefined || isId(current))) return null;
  if (!isRecord(connections) || connections.__type !== 'Map' || !Array.isArray(connections.value))
    return null;
  const ok = connections.value.every(
    (entry) =>
      Array.isArray(entry) &&
      entry.length === 2 &&
      isId(entry[0]) &&
      isRecord(entry[1]) &&
      isChainId(entry[1].chainId) &&
      Array.isArray(entry[1].accounts) &&
      entry[1].accounts.length <= MAX_ACCOUNTS &&
      entry[1].accounts.every((account) => typeof account === 'string' && addressPattern.test(account)) &&
      isRecord(entry[1].connector) &&
      isId(entry[1].connector.id) &&
      isId(entry[1].connector.uid) &&
      typeof entry[1].connector.type === 'string' &&
      typeof entry[1].connector.name === 'string' &&
      entry[1].connector.name.length <= 64,
  );
  return ok ? text : null;
};

/** The connector ids of the connections in wagmi's stored store (checked text), none for anything else. */
function connectorIdsIn(storeText: string | null): Set<string> {
  const store = parse(storeText ?? 'null') as { state?: { connections?: { value?: unknown[] } } } | null;
  const entries = store?.state?.connections?.value ?? [];
  return new Set(entries.map((entry) => (entry as [string, { connector: { id: string } }])[1].connector.id));
}

/**
 * wagmi's last connector: a JSON string naming one, honoured only while wagmi's store holds a connection of that
 * connector, or held one when the page started (`leftWith`: the visitor left connected with it). Auto-connect lets
 * only the last-used wallet load its SDK (WalletConnect's is about 750 KB and calls its servers at once): this key
 * alone, planted, must not do that. The store as the page found it counts because wagmi rewrites its store,
 * without the connections, as soon as it is set up: before auto-connect reads this key.
 */
export function checkConnectorIdAgainst(leftWith: ReadonlySet<string>): StoredValueCheck {
  return (text, read) => {
    const id = parse(text);
    if (!isId(id)) return null;
    return leftWith.has(id) || connectorIdsIn(read('wagmi.store')).has(id) ? text : null;
  };
}

const checkConnectorIdSyntax = (text: string) => isId(parse(text));

/** wagmi's `shimDisconnect` flags: `true`, nothing else. */
export const checkFlag: StoredValueCheck = (text) => (text === 'true' ? text : null);

/** RainbowKit's recent wallets: a list of wallet ids (the valid ones are kept). */
export const checkWalletIds: StoredValueCheck = (text) => {
  const stored = parse(text);
  if (!Array.isArray(stored)) return null;
  const ids = stored.filter(isId).slice(0, 20);
  return ids.length === stored.length ? text : JSON.stringify(ids);
};

/** RainbowKit's latest wallet: a bare wallet id. */
export const checkWalletId: StoredValueCheck = (text) => (idPattern.test(text) ? text : null);

/**
 * RainbowKit's recent transactions, `{ [account]: { [chainId]: Transaction[] } }`: only well-formed transactions
 * this site sent are kept (a hash it recorded, a short description, a known status, sane confirmations). RainbowKit validates a transaction
 * when it adds one but not when it reads them back, and one entry that is not a list locked a connected visitor out.
 */
export const checkRecentTransactions: StoredValueCheck = (text, read) => {
  const stored = parse(text);
  if (!isRecord(stored)) return null;
  // Only what this site sent (sentTransactions.ts): another site on this origin writes to the same list.
  const sent = typeof location === 'undefined' ? null : sentHashes(read, sentKey(location.pathname));
  const kept: Record<string, Record<string, unknown[]>> = {};
  for (const [account, chains] of Object.entries(stored)) {
    if (!addressPattern.test(account) || !isRecord(chains)) continue;
    for (const [chainId, list] of Object.entries(chains)) {
      if (!/^[1-9][0-9]{0,15}$/.test(chainId) || !Array.isArray(list)) continue;
      const transactions = list
        .filter(isTransaction)
        .filter((transaction) => !sent || sent.has((transaction as { hash: string }).hash))
        .slice(0, MAX_TRANSACTIONS);
      if (transactions.length > 0) kept[account] = { ...kept[account], [chainId]: transactions };
    }
  }
  return JSON.stringify(kept);
};

function isTransaction(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.hash === 'string' &&
    hashPattern.test(value.hash) &&
    typeof value.description === 'string' &&
    value.description.length <= MAX_DESCRIPTION &&
    (value.status === 'pending' || value.status === 'confirmed' || value.status === 'failed') &&
    (value.confirmations === undefined ||
      (Number.isSafeInteger(value.confirmations) &&
        (value.confirmations as number) >= 1 &&
        (value.confirmations as number) <= 100))
  );
}

/** Never read back: BNB Smart Chain has no ENS, and a planted name would show as the account's. */
export const discard: StoredValueCheck = () => null;

/**
 * The check for a key, if the page reads it; `leftWith` is the connectors wagmi's store held connections of when the
 * page started.
 */
export function checkFor(
  key: string,
  leftWith: ReadonlySet<string> = new Set(),
): StoredValueCheck | undefined {
  switch (key) {
    case 'wagmi.store':
      return checkWagmiStore;
    case 'wagmi.recentConnectorId':
      return checkConnectorIdAgainst(leftWith);
    case 'wagmi.injected.connected':
      return checkFlag;
    case 'rk-transactions':
      return checkRecentTransactions;
    case 'rk-recent':
      return checkWalletIds;
    case 'rk-latest-id':
      return checkWalletId;
    default:
      if (key.startsWith('wagmi.') && key.endsWith('.disconnected')) return checkFlag;
      if (key.startsWith('rk-ens-name-')) return discard;
      return undefined;
  }
}

/**
 * `storage` with every read checked by `checkFor`: a value that fails is removed (so it is not read again) and
 * reads as null; a trimmed value is handed out (and written back on the library's next write).
 */
export function createCheckedStorage(storage: Storage, check = checkFor): Storage {
  let leftWith: ReadonlySet<string> = new Set();
  const read = (key: string): string | null => {
    const text = storage.getItem(key);
    const rule = check(key, leftWith);
    if (text === null || !rule) return text;
    let checked: string | null;
    try {
      checked = rule(text, read);
    } catch {
      checked = null;
    }
    // The last connector is left in place when it is merely not honoured (no stored connection): not malformed.
    if (checked === null && !(key === 'wagmi.recentConnectorId' && checkConnectorIdSyntax(text))) {
      console.warn(`Portico discarded a malformed stored value (${key}).`);
      storage.removeItem(key);
    }
    return checked;
  };
  // Read (checked) before any library writes the store.
  leftWith = connectorIdsIn(read('wagmi.store'));
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    getItem: (key) => read(String(key)),
    setItem: (key, value) => storage.setItem(key, value),
    removeItem: (key) => storage.removeItem(key),
    clear: () => storage.clear(),
  };
}
