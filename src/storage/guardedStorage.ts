/**
 * A `Storage` that never throws.
 *
 * Third-party iframes (Safe{Wallet} in Brave or a private window) may deny `localStorage` outright
 * (reading `window.localStorage` throws `SecurityError`), and a full storage throws `QuotaExceededError`
 * on write. RainbowKit reads and writes `window.localStorage` directly, unguarded, so one denied access
 * would blank the page. Behind this wrapper the site keeps working and simply does not persist.
 */
export function createGuardedStorage(backing: Storage | undefined): Storage {
  const memory = new Map<string, string>();
  const attempt = <T>(run: (storage: Storage) => T, fallback: () => T): T => {
    if (!backing) return fallback();
    try {
      return run(backing);
    } catch {
      return fallback();
    }
  };
  return {
    get length() {
      return attempt(
        (s) => s.length,
        () => memory.size,
      );
    },
    key: (index) =>
      attempt(
        (s) => s.key(index),
        () => [...memory.keys()][index] ?? null,
      ),
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => void memory.set(key, String(value)),
      ),
    removeItem: (key) =>
      attempt(
        (s) => s.removeItem(key),
        () => void memory.delete(key),
      ),
    clear: () =>
      attempt(
        (s) => s.clear(),
        () => memory.clear(),
      ),
  };
}

/** The page's local storage if the browser lets us touch it at all, else undefined. */
export function probeLocalStorage(win: Window): Storage | undefined {
  try {
    const storage = win.localStorage;
    storage.getItem('portico.probe');
    return storage;
  } catch {
    return undefined;
  }
}
