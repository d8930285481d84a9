import * as rainbowWallets from '@rainbow-me/rainbowkit/wallets';
import { describe, expect, test } from 'vitest';
import { deriveWalletCatalog, findWallet, walletCatalog, walletIds } from './walletCatalog.ts';

const params = { projectId: 'ffffffffffffffffffffffffffffffff', appName: 'Test' };
/** The distinct ids RainbowKit's own exports define, computed here from the exports, not typed in. */
const exportedIds = new Set(
  Object.values(rainbowWallets).map(
    (factory) => (factory as (p: typeof params) => { id: string })(params).id,
  ),
);

describe('walletCatalog', () => {
  test('default: one entry per distinct id among RainbowKit’s wallet exports', () => {
    expect(exportedIds.size).toBeGreaterThan(50);
    expect(walletCatalog()).toHaveLength(exportedIds.size);
    expect(new Set(walletIds())).toEqual(exportedIds);
  });

  test('default: what the CLI uses (possibly from its cache) is what RainbowKit’s exports derive now', () => {
    expect(walletCatalog()).toEqual(deriveWalletCatalog(rainbowWallets));
  });

  test('default: each entry names a real export that makes that definition', () => {
    const exports = rainbowWallets as unknown as Record<
      string,
      (p: typeof params) => { id: string; name: string }
    >;
    for (const wallet of walletCatalog()) {
      const definition = exports[wallet.exportName]?.(params);
      expect(definition?.id, wallet.exportName).toBe(wallet.id);
      expect(definition?.name).toBe(wallet.name);
    }
  });

  test('behavior: the wallets that throw without a project id are the WalletConnect ones', () => {
    expect(findWallet('binance')).toMatchObject({
      exportName: 'binanceWallet',
      name: 'Binance Wallet',
      rdns: 'com.binance.wallet',
      needsWalletConnect: true,
    });
    for (const id of [
      'trust',
      'okx',
      'bitget',
      'tokenPocket',
      'safepal',
      'metaMask',
      'rainbow',
      'walletConnect',
    ])
      expect(findWallet(id)?.needsWalletConnect, id).toBe(true);
    for (const id of ['injected', 'coinbase', 'brave', 'safe', 'phantom', 'rabby'])
      expect(findWallet(id)?.needsWalletConnect, id).toBe(false);
    expect(findWallet('injected')?.rdns).toBeNull();
    expect(findWallet('metamask')).toBeUndefined();
  });

  test('behavior: an id two exports share keeps the current name (the id itself or <id>Wallet)', () => {
    expect(findWallet('base')?.exportName).toBe('base');
    expect(findWallet('ctrl')?.exportName).toBe('ctrlWallet');
  });

  test('behavior: derivation is deterministic and skips what is not a wallet factory', () => {
    const make =
      (id: string, needsProjectId = false) =>
      ({ projectId }: { projectId: string }) => {
        if (needsProjectId && !projectId) throw new Error('No projectId found');
        return { id, name: id.toUpperCase() };
      };
    const catalog = deriveWalletCatalog({
      zetaWallet: make('zeta', true),
      legacyAlpha: make('alpha'),
      alphaWallet: make('alpha'),
      Beta: make('beta'),
      version: '2.2.11',
      broken: () => {
        throw new Error('no');
      },
      nameless: () => ({}),
    });
    expect(catalog).toEqual([
      { id: 'alpha', exportName: 'alphaWallet', name: 'ALPHA', rdns: null, needsWalletConnect: false },
      { id: 'beta', exportName: 'Beta', name: 'BETA', rdns: null, needsWalletConnect: false },
      { id: 'zeta', exportName: 'zetaWallet', name: 'ZETA', rdns: null, needsWalletConnect: true },
    ]);
  });
});
