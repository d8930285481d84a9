import { createStorage, deserialize, type Storage as WagmiStorage } from 'wagmi';

/**
 * wagmi's storage over the page's checked local storage (src/storage: malformed values of wagmi's keys read as
 * nothing stored). wagmi parses what it stored with a bare `JSON.parse`; text that still does not parse reads as
 * "nothing stored" rather than aborting the reconnect. Maps and bigints are revived as wagmi's own parser does.
 *
 * wagmi's persisted store is read back without its connections (`withoutConnections`).
 */
export function createWagmiStorage(storage: Storage): WagmiStorage {
  return createStorage({
    storage,
    key: 'wagmi',
    deserialize: (text: string) => {
      try {
        return withoutConnections(deserialize(text));
      } catch {
        return null;
      }
    },
  });
}

/**
 * wagmi's persisted store (`{ state: { connections, chainId, current }, version }`) with no connection in it. A
 * connection a page resumes is made again by auto-connect, which asks the wallet (src/wallets/AutoConnect.tsx); one
 * read back from storage would be a connector object wagmi cannot use, kept beside the live one. wagmi empties them
 * itself inside its `WagmiProvider`, but on every render of that provider, which also empties a connection made
 * while the island's first render is under way (WagmiConfigProvider.tsx): the island provides its config without it,
 * and the stored ones are dropped here, where they enter.
 */
export function withoutConnections(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('state' in value)) return value;
  const { state } = value as { state: unknown };
  if (typeof state !== 'object' || state === null || !('connections' in state)) return value;
  return { ...value, state: { ...state, connections: new Map(), current: null } };
}
