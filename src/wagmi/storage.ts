import { createStorage, type Storage as WagmiStorage } from 'wagmi';

/**
 * wagmi's storage over the guarded local storage. wagmi parses what it stored with a bare
 * `JSON.parse`; a value a person or another script corrupted (`{`, `null`, a number) must read as
 * "nothing stored" rather than abort the reconnect.
 */
export function createWagmiStorage(storage: Storage): WagmiStorage {
  return createStorage({
    storage,
    key: 'wagmi',
    deserialize: (text: string) => {
      try {
        return JSON.parse(text, (_key, value) =>
          value && typeof value === 'object' && value.__type === 'bigint' ? BigInt(value.value) : value,
        );
      } catch {
        return null;
      }
    },
  });
}
