import { settings as generated } from './generated.ts';
import type { PorticoSettings } from './types.ts';

/**
 * Test builds only: overrides injected at build time by the harness (local RPC, loopback Safe hosts).
 * `astro.config.mjs` defines this as `null` for every production build, so the bundler drops the branch
 * and no production bundle can carry a localhost RPC or a loopback Safe origin.
 */
declare const __PORTICO_TEST_OVERRIDES__: TestOverrides | null;

export interface TestOverrides {
  /** Resolved against the page's own URL, so a same-origin harness path works from any sub-path. */
  readonly rpcUrls?: readonly string[];
  readonly safeAllowedOrigins?: readonly string[];
  readonly safeGetInfoTimeoutMs?: number;
  /** A WalletConnect project id, so the QR-code wallets are offered (their relay is the harness's double). */
  readonly walletConnectProjectId?: string;
}

function withOverrides(base: PorticoSettings, overrides: TestOverrides | null): PorticoSettings {
  if (!overrides) return base;
  const [first, ...rest] = (overrides.rpcUrls ?? base.chain.rpcUrls).map((url) =>
    typeof window === 'undefined' ? url : new URL(url, window.location.href).href,
  );
  return {
    ...base,
    walletConnectProjectId: overrides.walletConnectProjectId ?? base.walletConnectProjectId,
    chain: { ...base.chain, rpcUrls: first ? [first, ...rest] : base.chain.rpcUrls },
    safe: {
      allowedOrigins: overrides.safeAllowedOrigins ?? base.safe.allowedOrigins,
      getInfoTimeoutMs: overrides.safeGetInfoTimeoutMs ?? base.safe.getInfoTimeoutMs,
    },
  };
}

export const runtimeSettings: PorticoSettings = withOverrides(
  generated,
  typeof __PORTICO_TEST_OVERRIDES__ === 'undefined' ? null : __PORTICO_TEST_OVERRIDES__,
);
