import { describe, expect, test } from 'vitest';
import { settings } from '../config/generated.ts';
import { walletConnectWallets, walletFactories } from '../config/generatedWallets.ts';
import type { PorticoSettings } from '../config/types.ts';
import { configuredWalletGroups, createWalletList } from './walletList.ts';

const withProjectId: PorticoSettings = {
  ...settings,
  walletConnectProjectId: '0123456789abcdef0123456789abcdef',
};
const params = { projectId: '0123456789abcdef0123456789abcdef', appName: 'Portico' } as never;

describe('createWalletList', () => {
  test('default: the "Popular" group keeps its seven wallets in the default order, then "BNB Chain"', () => {
    const { walletList, leftOut } = createWalletList(withProjectId);
    expect(walletList.map((group) => group.groupName)).toEqual(['Popular', 'BNB Chain']);
    const names = walletList[0]?.wallets.map((create) => create(params).name);
    expect(names).toEqual([
      'Browser Wallet',
      'Safe',
      'Rainbow',
      'Coinbase Wallet',
      'MetaMask',
      'WalletConnect',
      'Brave Wallet',
    ]);
    expect(walletList[1]?.wallets.map((create) => create(params).name)).toEqual([
      'Binance Wallet',
      'Trust Wallet',
      'OKX Wallet',
      'Bitget Wallet',
      'TokenPocket',
      'SafePal Wallet',
    ]);
    expect(leftOut).toEqual([]);
  });

  test('behavior: without a project id the WalletConnect wallets are left out, the rest keep their order', () => {
    const { walletList, leftOut } = createWalletList({ ...settings, walletConnectProjectId: null });
    expect(leftOut).toEqual([
      'rainbow',
      'metaMask',
      'walletConnect',
      'binance',
      'trust',
      'okx',
      'bitget',
      'tokenPocket',
      'safepal',
    ]);
    // Every BNB Chain wallet pairs by WalletConnect: that group is dropped rather than shown empty.
    expect(walletList.map((group) => group.groupName)).toEqual(['Popular']);
    expect(walletList[0]?.wallets.map((create) => create(params).id)).toEqual([
      'injected',
      'safe',
      'coinbase',
      'brave',
    ]);
  });

  test('behavior: every factory comes from the generated module, but Safe; the WalletConnect ones throw without an id', () => {
    const ids = settings.walletGroups.flatMap((group) => group.wallets.map((wallet) => wallet.id));
    expect(Object.keys(walletFactories)).toEqual(ids.filter((id) => id !== 'safe'));
    for (const [id, create] of Object.entries(walletFactories)) {
      expect(create(params).id).toBe(id);
      const withoutId = () => create({ ...(params as object), projectId: '' } as never);
      if (walletConnectWallets.includes(id)) expect(withoutId, id).toThrow(/projectId/);
      else expect(withoutId, id).not.toThrow();
    }
  });

  test("behavior: the Safe entry is the site's own, not RainbowKit's", () => {
    const safe = createWalletList(withProjectId).walletList[0]?.wallets[1]?.(params);
    expect(safe).toMatchObject({ id: 'safe', name: 'Safe', installed: false });
  });

  test('parameters: per-wallet colours override the icon accent and background', () => {
    const custom: PorticoSettings = {
      ...withProjectId,
      walletGroups: [
        {
          groupName: 'Popular',
          wallets: [{ id: 'coinbase', iconAccent: '#123456', iconBackground: '#fff' }],
        },
      ],
    };
    const wallet = createWalletList(custom).walletList[0]?.wallets[0]?.(params);
    expect(wallet).toMatchObject({ iconAccent: '#123456', iconBackground: '#fff' });
  });
});

describe('configuredWalletGroups', () => {
  test('default: every configured wallet, by group and in order, with or without a project id', () => {
    const withoutId = configuredWalletGroups({ ...settings, walletConnectProjectId: null });
    const shape = (groups: ReturnType<typeof configuredWalletGroups>) =>
      groups.map((group) => [group.groupName, group.wallets.map((w) => [w.id, w.needsWalletConnect])]);
    expect(shape(withoutId)).toEqual(shape(configuredWalletGroups(withProjectId)));
    expect(withoutId.map((group) => [group.groupName, group.wallets.map((wallet) => wallet.id)])).toEqual(
      settings.walletGroups.map((group) => [group.groupName, group.wallets.map((wallet) => wallet.id)]),
    );
    const binance = withoutId[1]?.wallets[0];
    expect(binance).toMatchObject({ id: 'binance', needsWalletConnect: true });
    // A placeholder project id is enough to read what the dialog shows.
    expect(binance?.create(params)).toMatchObject({
      id: 'binance',
      name: 'Binance Wallet',
      rdns: 'com.binance.wallet',
      downloadUrls: expect.any(Object),
    });
    expect(withoutId[0]?.wallets.find((wallet) => wallet.id === 'safe')).toMatchObject({
      needsWalletConnect: false,
    });
    expect(withoutId[0]?.wallets[1]?.create(params)).toMatchObject({ id: 'safe', installed: false });
  });

  test('parameters: colours apply here as in the wallet list', () => {
    const [group] = configuredWalletGroups({
      ...settings,
      walletGroups: [{ groupName: 'Mine', wallets: [{ id: 'trust', iconBackground: '#000' }] }],
    });
    expect(group?.wallets[0]?.create(params)).toMatchObject({ id: 'trust', iconBackground: '#000' });
  });

  test('behavior: a wallet missing from the generated module (a hand edit) fails loudly', () => {
    const stale: PorticoSettings = {
      ...settings,
      walletGroups: [{ groupName: 'Stale', wallets: [{ id: 'phantom' }] }],
    };
    expect(() => configuredWalletGroups(stale)).toThrow(/run `npm run portico -- config`/);
  });
});
