import { rabbyWallet, trustWallet } from '@rainbow-me/rainbowkit/wallets';
import { describe, expect, it } from 'vitest';
import { settings } from '../config/generated.ts';
import type { PorticoSettings } from '../config/types.ts';
import { downloadLinks, quickConnectGroups, showRule } from './quickConnectList.ts';

const projectId = '0123456789abcdef0123456789abcdef';
const allWallets: PorticoSettings = {
  ...settings,
  walletConnectProjectId: projectId,
  walletGroups: [
    { groupName: 'Popular', wallets: [{ id: 'injected' }, { id: 'safe' }, { id: 'metaMask' }] },
    {
      groupName: 'More',
      wallets: [{ id: 'brave' }, { id: 'rainbow', iconBackground: '#123456' }, { id: 'injected' }],
    },
  ],
};

describe('the wallet list the page shows before RainbowKit has loaded', () => {
  it('has the groups and wallets in configured order, each once, with names and image icons', async () => {
    const groups = await quickConnectGroups(allWallets);
    expect(groups.map((g) => [g.groupName, g.wallets.map((w) => w.name)])).toEqual([
      ['Popular', ['Browser Wallet', 'Safe', 'MetaMask']],
      ['More', ['Brave Wallet', 'Rainbow']],
    ]);
    for (const wallet of groups.flatMap((g) => g.wallets)) {
      expect(wallet.icon).toMatch(/^data:image\//);
    }
  });

  it('carries EIP-6963 identities and configured colours, and the rules decided in the browser', async () => {
    const wallets = (await quickConnectGroups(allWallets)).flatMap((g) => g.wallets);
    const byId = Object.fromEntries(wallets.map((w) => [w.id, w]));
    expect(byId.metaMask?.rdns).toBe('io.metamask');
    expect(byId.injected?.rdns).toBeNull();
    expect(byId.rainbow?.iconBackground).toBe('#123456');
    expect(byId.safe?.show).toBe('in-frame');
    expect(byId.brave?.show).toBe('brave-browser');
    expect(byId.metaMask?.show).toBe('always');
  });

  it('without a project id, offers WalletConnect wallets only when their extension announces itself', async () => {
    const groups = await quickConnectGroups({ ...allWallets, walletConnectProjectId: null });
    const rules = Object.fromEntries(groups.flatMap((g) => g.wallets.map((w) => [w.id, w.show])));
    expect(rules).toEqual({
      injected: 'always',
      safe: 'in-frame',
      metaMask: 'extension',
      brave: 'brave-browser',
      rainbow: 'extension',
    });
    // What the page shows a browser with no extension at all: the island connects exactly these.
    const always = groups.flatMap((g) => g.wallets.filter((w) => w.show === 'always').map((w) => w.id));
    expect(always).toEqual(['injected']);
  });
});

describe('what a browser without the wallet is offered, from RainbowKit’s own definitions', () => {
  const params = { projectId: '0123456789abcdef0123456789abcdef', appName: 'Portico' };

  it('an extension-only wallet (Rabby) not installed: its download, the extension on a desktop', () => {
    const rabby = rabbyWallet();
    expect(showRule(rabby, false)).toBe('download');
    const links = downloadLinks(rabby);
    expect(links.desktop).toBe(rabby.downloadUrls?.browserExtension ?? rabby.downloadUrls?.chrome);
    expect(links.desktop).toMatch(/^https:\/\//);
  });

  it('a WalletConnect wallet (Trust): offered always with a project id, only by its extension without one', () => {
    const trust = trustWallet(params);
    expect(showRule(trust, false)).toBe('always');
    expect(showRule(trust, true)).toBe('extension');
    expect(downloadLinks(trust).mobile).toMatch(/^https:\/\//);
  });

  it('a link that is not https is never offered', () => {
    const odd = { ...rabbyWallet(), downloadUrls: { browserExtension: 'javascript:alert(1)' } };
    expect(downloadLinks(odd as never)).toEqual({ desktop: null, mobile: null });
  });
});
