import { createStorage, deserialize, type Storage as WagmiStorage } from 'wagmi';

/**
 * wagmi's storage over the page's checked local storage (src/storage: malformed values of wagmi's keys read as
 * nothing stored). wagmi parses what it stored with a bare `JSON.parse`; text that still does not parse reads as
 * "nothing stored" rather than aborting the reconnect. Maps and bigints are revived as wagmi's own parser does.
 */
export function createWagmiStorage(storage: Storage): WagmiStorage {
  return createStorage({
    storage,
    key: 'wagmi',
    deserialize: (text: string) => {
      try {
        return deserialize(text);
      } catch {
        return null;
      }
    },
  });
}
