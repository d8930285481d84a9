import { describe, expect, test } from 'vitest';
import { createGuardedStorage, probeLocalStorage } from './guardedStorage.ts';

class ThrowingStorage implements Storage {
  constructor(private readonly error: Error) {}
  get length(): number {
    throw this.error;
  }
  key(): string | null {
    throw this.error;
  }
  getItem(): string | null {
    throw this.error;
  }
  setItem(): void {
    throw this.error;
  }
  removeItem(): void {
    throw this.error;
  }
  clear(): void {
    throw this.error;
  }
}

describe('createGuardedStorage', () => {
  test('behavior: denied storage (SecurityError) falls back to memory for the session', () => {
    const storage = createGuardedStorage(new ThrowingStorage(new DOMException('denied', 'SecurityError')));
    storage.setItem('wagmi.store', '{"a":1}');
    expect(storage.getItem('wagmi.store')).toBe('{"a":1}');
    expect(storage.length).toBe(1);
    storage.removeItem('wagmi.store');
    expect(storage.getItem('wagmi.store')).toBeNull();
  });

  test('behavior: a full storage (QuotaExceededError) never throws to the caller', () => {
    const storage = createGuardedStorage(new ThrowingStorage(new DOMException('full', 'QuotaExceededError')));
    expect(() => storage.setItem('rk-transactions', 'x'.repeat(10))).not.toThrow();
  });

  test('behavior: no storage at all still answers', () => {
    const storage = createGuardedStorage(undefined);
    expect(storage.getItem('missing')).toBeNull();
    expect(storage.key(0)).toBeNull();
  });

  test('probeLocalStorage: a window whose localStorage getter throws reads as no storage', () => {
    const win = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    } as unknown as Window;
    expect(probeLocalStorage(win)).toBeUndefined();
  });
});
