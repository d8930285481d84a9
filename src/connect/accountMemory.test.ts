import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  ACCOUNT_MEMORY_PREFIX,
  accountMemoryKey,
  EARLY_ACCOUNT_FLAG,
  earlyAccount,
  forgetAccount,
  rememberAccount,
  shortAddress,
  siteRoot,
} from './accountMemory.ts';
import { accountKey } from './rules.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the remembered account', () => {
  test('one record per site: the key carries the root path of the page', () => {
    expect(siteRoot('/')).toBe('/');
    expect(siteRoot('/token.html')).toBe('/');
    expect(siteRoot('/ipfs/bafy/token.html')).toBe('/ipfs/bafy/');
    expect(siteRoot('/ipfs/bafy/')).toBe('/ipfs/bafy/');
    expect(accountMemoryKey('/ipfs/bafy/')).toBe('portico.account:/ipfs/bafy/');
  });

  test('written with the time, removed on forget, and a refusing storage is not an error', () => {
    const map = new Map<string, string>();
    const storage = {
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    };
    rememberAccount(storage, '/', { address, connector: 'io.metamask' }, 1000);
    expect(JSON.parse(map.get('portico.account:/') ?? '')).toEqual({
      address,
      connector: 'io.metamask',
      at: 1000,
    });
    forgetAccount(storage, '/');
    expect(map.size).toBe(0);
    const refusing = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => rememberAccount(refusing, '/', { address, connector: 'injected' })).not.toThrow();
    expect(() => forgetAccount(refusing, '/')).not.toThrow();
  });

  test("the inline script's flag is read only when well formed", () => {
    const win = (flag: unknown) => ({ __porticoEarlyAccount: flag }) as unknown as Window;
    expect(earlyAccount(win({ address, confirmed: true }))).toEqual({ address, confirmed: true });
    expect(earlyAccount(win({ address, confirmed: false }))).toEqual({ address, confirmed: false });
    for (const bad of [
      null,
      undefined,
      'x',
      { address },
      { address: '0x12', confirmed: true },
      { address, confirmed: 'yes' },
      // Text-like but not text: a list holding the address.
      { address: [address], confirmed: true },
    ])
      expect(earlyAccount(win(bad))).toBeUndefined();
  });

  test('abbreviated as RainbowKit does', () => {
    expect(shortAddress(address)).toBe('0xf3…2266');
  });
});

test('the inline script spells the key and the flag the same way', () => {
  const script = readFileSync(new URL('./rememberedAccount.js', import.meta.url), 'utf8');
  // The key is built by the one function the island uses too (rules.js, written into the scripts at build time;
  // build/inlineScripts.test.ts checks the shipped scripts carry ACCOUNT_MEMORY_PREFIX).
  expect(accountMemoryKey).toBe(accountKey);
  expect(accountKey('/')).toBe(`${ACCOUNT_MEMORY_PREFIX}/`);
  expect(script).toContain('accountKey(siteRoot(location.pathname))');
  expect(script).toContain(`flags.${EARLY_ACCOUNT_FLAG} =`);
  // The script before the header, which hides "Connect Wallet" while the record is decided, reads the same key.
  const flag = readFileSync(new URL('./rememberedFlag.js', import.meta.url), 'utf8');
  expect(flag).toContain('accountKey(siteRoot(location.pathname))');
  expect(script).toContain('delete document.documentElement.dataset.porticoRemembered');
  expect(flag).toContain('document.documentElement.dataset.porticoRemembered =');
  // When the island starts: decided there, read by the island's loader and by the account script.
  const loader = readFileSync(new URL('../islands/startIsland.ts', import.meta.url), 'utf8');
  expect(flag).toContain("root.dataset.porticoStart = now ? 'now' : 'on-need'");
  expect(loader).toContain("document.documentElement.dataset.porticoStart !== 'on-need'");
  expect(script).toContain("document.documentElement.dataset.porticoStart === 'on-need'");
});
