import type { ChainSettings, TransportSettings } from '../../src/config/types.ts';

/**
 * What `portico.config.json` may hold, with the defaults filled in when a key is absent.
 * The chain's name, currency and explorer are fixed facts of BNB Smart Chain, not config: only the id
 * (which must be 56) and the RPC URLs are the maintainer's to choose.
 */

export const BSC_CHAIN: Omit<ChainSettings, 'rpcUrls'> = {
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  blockExplorer: { name: 'BscScan', url: 'https://bscscan.com' },
};

/**
 * The default accent is a blue just darker than RainbowKit's own (#0e76fd, 4.18:1 with white text), so that white
 * button text reaches WCAG AA's 4.5:1 (#026efa: 4.55:1).
 */
export const DEFAULT_THEME = { accentColor: '#026efa', accentColorForeground: '#ffffff' } as const;

export const DEFAULT_TRANSPORT: TransportSettings = {
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  pollingIntervalMs: 4_000,
};

/** Inclusive bounds for each number; fractions, strings and NaN are refused separately. */
export const TRANSPORT_LIMITS: Record<keyof TransportSettings, readonly [number, number]> = {
  timeoutMs: [1, 60_000],
  retryCount: [0, 10],
  retryDelayMs: [0, 10_000],
  pollingIntervalMs: [100, 60_000],
};

export const DEFAULT_SAFE = { allowedOrigins: ['https://app.safe.global'], getInfoTimeoutMs: 1_000 } as const;
export const SAFE_TIMEOUT_LIMITS = [10, 10_000] as const;

export const KNOWN_KEYS = {
  root: [
    '$schema',
    'appName',
    'appDescription',
    'logo',
    'theme',
    'chain',
    'transport',
    'walletGroups',
    'walletConnectProjectId',
    'safe',
    'pages',
    'defaultLocale',
    'locales',
    'site',
  ],
  theme: ['accentColor', 'accentColorForeground'],
  chain: ['id', 'rpcUrls'],
  transport: Object.keys(DEFAULT_TRANSPORT),
  walletGroup: ['groupName', 'brand', 'wallets'],
  wallet: ['id', 'iconAccent', 'iconBackground'],
  safe: ['allowedOrigins', 'getInfoTimeoutMs'],
  page: ['path', 'title'],
} as const;

export const ENV = {
  projectId: 'PUBLIC_WALLETCONNECT_PROJECT_ID',
  rpcUrls: 'PUBLIC_BSC_RPC_URLS',
} as const;

export const FLAG = {
  projectId: '--walletconnect-project-id',
  rpcUrls: '--rpc-url',
} as const;
