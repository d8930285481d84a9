import { describe, expect, test } from 'vitest';
import { settings } from '../config/generated.ts';
import type { PorticoSettings } from '../config/types.ts';
import { createWalletList } from './walletList.ts';

const withProjectId: PorticoSettings = {
  ...settings,
  walletConnectProjectId: '0123456789abcdef0123456789abcdef',
};
const params = { projectId: '0123456789abcdef0123456789abcdef', appName: 'Portico' } as never;

describe('createWalletList', () => {
  test('default: one "Popular" group with the seven wallets in the default order', () => {
    const { walletList, leftOut } = createWalletList(withProjectId);
    expect(walletList.map((group) => group.groupName)).toEqual(['Popular']);
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
    expect(leftOut).toEqual([]);
  });

  test('behavior: without a project id the WalletConnect wallets are left out, the rest keep their order', () => {
    const { walletList, leftOut } = createWalletList({ ...settings, walletConnectProjectId: null });
    expect(leftOut).toEqual(['rainbow', 'metaMask', 'walletConnect']);
    expect(walletList[0]?.wallets.map((create) => create(params).id)).toEqual([
      'injected',
      'safe',
      'coinbase',
      'brave',
    ]);
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
