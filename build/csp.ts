import type { AstroUserConfig } from 'astro';
import type { PorticoSettings, WalletId } from '../src/config/types.ts';

type CspDirective = NonNullable<
  Exclude<NonNullable<AstroUserConfig['security']>['csp'], boolean | undefined>['directives']
>[number];

/**
 * Origins the WalletConnect stack talks to, from Reown's CSP guide
 * (docs.reown.com/advanced/security/content-security-policy). Listed only when a WalletConnect
 * wallet is actually offered; without a project id the page never opens these connections.
 */
const walletConnectConnect = [
  'https://rpc.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://relay.walletconnect.com',
  'https://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'wss://relay.walletconnect.org',
  'https://pulse.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://api.web3modal.com',
  'https://api.web3modal.org',
  'https://keys.walletconnect.com',
  'https://keys.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
];
const walletConnectFrames = [
  'https://verify.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://secure.walletconnect.com',
  'https://secure.walletconnect.org',
];
/** The MetaMask SDK's relay, used when MetaMask is not installed as an extension. */
const metaMaskConnect = ['https://metamask-sdk.api.cx.metamask.io', 'wss://metamask-sdk.api.cx.metamask.io'];
/** Coinbase Wallet's SDK opens a popup at keys.coinbase.com and reads chain data through its proxy. */
const coinbaseConnect = ['https://keys.coinbase.com', 'https://chain-proxy.wallet.coinbase.com'];

function offered(settings: PorticoSettings, id: WalletId): boolean {
  return settings.walletGroups.some((group) => group.wallets.some((wallet) => wallet.id === id));
}

/** Fetch directives for Astro's meta CSP (`frame-ancestors` cannot live in a meta tag: see `_headers`). */
export function cspDirectives(settings: PorticoSettings): CspDirective[] {
  const withWalletConnect = settings.walletConnectProjectId !== null;
  const connect = new Set<string>(["'self'", ...settings.chain.rpcUrls.map((url) => new URL(url).origin)]);
  if (withWalletConnect) for (const origin of walletConnectConnect) connect.add(origin);
  if (withWalletConnect && offered(settings, 'metaMask'))
    for (const origin of metaMaskConnect) connect.add(origin);
  if (offered(settings, 'coinbase')) for (const origin of coinbaseConnect) connect.add(origin);
  const frames = withWalletConnect ? walletConnectFrames : [];
  return [
    "default-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    // The page's own files (logo, wallet icons the bundler emitted), data: icons (EIP-6963 wallets, small bundled
    // icons) and, with WalletConnect, the blob: URLs its modal makes of wallet images it fetched (connect-src).
    // Never a remote host: an injected <img> could carry data out to it.
    `img-src 'self' data:${withWalletConnect ? ' blob:' : ''}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "worker-src 'self'",
  ];
}
