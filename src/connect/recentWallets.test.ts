import { describe, expect, it } from 'vitest';
import { RECENT_WALLETS_KEY, recentWallets, rememberRecentWallet } from './recentWallets.ts';

function memory(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[RECENT_WALLETS_KEY, initial]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    stored: () => items.get(RECENT_WALLETS_KEY),
  };
}

describe("RainbowKit's recent wallets", () => {
  it('puts the newest first, once, and keeps three', () => {
    const storage = memory('["metaMask","injected","coinbase","trust"]');
    rememberRecentWallet(storage, 'coinbase');
    expect(storage.stored()).toBe('["coinbase","metaMask","injected"]');
    rememberRecentWallet(storage, 'com.binance.wallet');
    expect(recentWallets(storage)).toEqual(['com.binance.wallet', 'coinbase', 'metaMask']);
  });

  it.each([
    ['not JSON', '{'],
    ['not a list', '{"0":"metaMask"}'],
    ['a list of junk', '[1,null,{"id":"x"},"<img src=x>"]'],
  ])('reads %s as no wallets and writes a clean list over it', (_name, stored) => {
    const storage = memory(stored);
    expect(recentWallets(storage)).toEqual([]);
    rememberRecentWallet(storage, 'injected');
    expect(storage.stored()).toBe('["injected"]');
  });

  it('never stores an id that is not one', () => {
    const storage = memory();
    rememberRecentWallet(storage, 'x'.repeat(101));
    expect(storage.stored()).toBeUndefined();
  });
});
