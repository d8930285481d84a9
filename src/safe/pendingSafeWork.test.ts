import { describe, expect, test } from 'vitest';
import {
  addPendingSafeWork,
  type PendingSafeWork,
  readPendingSafeWork,
  removePendingSafeWork,
} from './pendingSafeWork.ts';

const safe = '0x1111111111111111111111111111111111111111';
const key = `portico.pendingSafe:${safe}`;
const now = 1_800_000_000_000;
const tx: PendingSafeWork = {
  kind: 'tx',
  safeTxHash: `0x${'ab'.repeat(32)}`,
  description: 'Transfer USDT',
  at: now - 1000,
};
const message: PendingSafeWork = { kind: 'message', message: 'hello', at: now - 1000 };

function memory() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('pending Safe work', () => {
  test('added, read back, refreshed without duplicates, removed', () => {
    const store = memory();
    addPendingSafeWork(store, safe, tx, now);
    addPendingSafeWork(store, safe, message, now);
    addPendingSafeWork(store, safe, { ...tx, at: now }, now);
    expect(readPendingSafeWork(store, safe.toUpperCase().replace('0X', '0x'), now)).toEqual([
      message,
      { ...tx, at: now },
    ]);
    removePendingSafeWork(store, safe, tx, now);
    removePendingSafeWork(store, safe, message, now);
    expect(store.map.has(key)).toBe(false);
  });

  test.each([
    ['not JSON', '{'],
    ['not a list', '{"kind":"tx"}'],
    ['a future date', JSON.stringify([{ ...tx, at: now + 60_000 }])],
    ['a month old', JSON.stringify([{ ...tx, at: now - 31 * 24 * 3600_000 }])],
    ['a bad hash', JSON.stringify([{ ...tx, safeTxHash: '0x12' }])],
    ['a long message', JSON.stringify([{ ...message, message: 'x'.repeat(5000) }])],
    ['an unknown kind', JSON.stringify([{ kind: 'other', at: now }])],
  ])('planted %s: dropped, never followed', (_name, text) => {
    const store = memory();
    store.setItem(key, text);
    expect(readPendingSafeWork(store, safe, now)).toEqual([]);
    expect(store.map.has(key)).toBe(false);
  });

  test('a good entry is kept beside a bad one', () => {
    const store = memory();
    store.setItem(key, JSON.stringify([tx, { kind: 'tx', safeTxHash: 42 }]));
    expect(readPendingSafeWork(store, safe, now)).toEqual([tx]);
    expect(JSON.parse(store.map.get(key) ?? '')).toEqual([tx]);
  });

  test('a storage that refuses is not an error', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('no', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('no', 'SecurityError');
      },
    };
    expect(() => addPendingSafeWork(refusing, safe, tx, now)).not.toThrow();
    expect(() => removePendingSafeWork(refusing, safe, tx, now)).not.toThrow();
  });
});
