import { createGuardedStorage, probeLocalStorage } from './guardedStorage.ts';
import { createCheckedStorage } from './storageSchema.ts';

/**
 * Replaces `window.localStorage` with a guarded view before any wallet library reads it: it never throws, and
 * every key the page reads is checked on read (`storageSchema.ts`).
 * Imported first by the island so it runs before RainbowKit, wagmi and TanStack Query load.
 */
export function installStorageGuard(win: Window = window): Storage {
  const guarded = createCheckedStorage(createGuardedStorage(probeLocalStorage(win)));
  try {
    Object.defineProperty(win, 'localStorage', { configurable: true, get: () => guarded });
  } catch {
    // A browser that will not let us redefine it: libraries see the original, our own code the guard.
  }
  return guarded;
}

export const storage =
  typeof window === 'undefined' ? createGuardedStorage(undefined) : installStorageGuard();
