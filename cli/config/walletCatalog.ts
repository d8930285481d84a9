import { createRequire } from 'node:module';

/**
 * Every wallet RainbowKit defines, read from its own exports (`@rainbow-me/rainbowkit/wallets`), never retyped:
 * the config names a wallet by the `id` of its RainbowKit definition, and `portico config` writes the matching
 * factory imports into `src/config/generatedWallets.ts`.
 */
export interface WalletInfo {
  /** The definition's `id`: what `portico.config.json` lists (`binance`, `metaMask`, `1inch`, …). */
  readonly id: string;
  /** The factory's export name in `@rainbow-me/rainbowkit/wallets` (`binanceWallet`). */
  readonly exportName: string;
  readonly name: string;
  /** EIP-6963 reverse-DNS id its browser extension announces, when RainbowKit knows one. */
  readonly rdns: string | null;
  /** RainbowKit throws without a WalletConnect project id for this wallet: it pairs by WalletConnect. */
  readonly needsWalletConnect: boolean;
}

/** Enough of a project id to make a definition (RainbowKit only checks that one is given); never used to connect. */
const PLACEHOLDER_PROJECT_ID = '00000000000000000000000000000000';

type Factory = (parameters: { projectId: string; appName: string }) => {
  id?: unknown;
  name?: unknown;
  rdns?: unknown;
};

/**
 * The catalog from a module namespace of wallet factories (RainbowKit's, or a test's). Each export that is a
 * function is called twice: with a placeholder project id, for its definition (`id`, `name`, `rdns`), and with an
 * empty one, which throws exactly for the wallets that need WalletConnect. An export that is not a factory, or whose
 * definition has no string `id`, is skipped.
 *
 * Several exports may define one id (RainbowKit keeps old names as aliases: `base` and `baseAccount` are both
 * `base`, `ctrlWallet` and `xdefiWallet` both `ctrl`). Kept: the export named exactly the id or `<id>Wallet`
 * (`base`, `ctrlWallet`: the current names), else the first export name in code-unit order. Sorted by id,
 * ignoring case, then by id.
 */
export function deriveWalletCatalog(exports: Readonly<Record<string, unknown>>): readonly WalletInfo[] {
  const byId = new Map<string, WalletInfo>();
  for (const exportName of Object.keys(exports).sort(byCodeUnits)) {
    const factory = exports[exportName];
    if (typeof factory !== 'function') continue;
    let definition: ReturnType<Factory>;
    try {
      definition = (factory as Factory)({ projectId: PLACEHOLDER_PROJECT_ID, appName: 'Portico' });
    } catch {
      continue;
    }
    if (typeof definition?.id !== 'string' || definition.id === '') continue;
    const info: WalletInfo = {
      id: definition.id,
      exportName,
      name: typeof definition.name === 'string' ? definition.name : definition.id,
      rdns: typeof definition.rdns === 'string' && definition.rdns !== '' ? definition.rdns : null,
      needsWalletConnect: throwsWithoutProjectId(factory as Factory),
    };
    const kept = byId.get(info.id);
    if (!kept || (!isCanonical(kept) && isCanonical(info))) byId.set(info.id, info);
  }
  return [...byId.values()].sort(
    (a, b) => byCodeUnits(a.id.toLowerCase(), b.id.toLowerCase()) || byCodeUnits(a.id, b.id),
  );
}

function throwsWithoutProjectId(factory: Factory): boolean {
  try {
    factory({ projectId: '', appName: 'Portico' });
    return false;
  } catch {
    return true;
  }
}

function isCanonical(info: WalletInfo): boolean {
  return info.exportName === info.id || info.exportName === `${info.id}Wallet`;
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

let loaded: readonly WalletInfo[] | undefined;

/**
 * RainbowKit's catalog, loaded on first use only: importing RainbowKit's wallets pulls in wagmi and its
 * connectors (most of a second), so commands that never look at a wallet id (`--help`, `page list`) do not pay it.
 * Synchronous (`require` of the ES module, Node ≥ 22.12) so that `validateConfig` stays synchronous.
 */
export function walletCatalog(): readonly WalletInfo[] {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = deriveWalletCatalog(require('@rainbow-me/rainbowkit/wallets') as Record<string, unknown>);
  }
  return loaded;
}

/** The catalog's entry for `id` (exact, case-sensitive), if RainbowKit defines that wallet. */
export function findWallet(id: string): WalletInfo | undefined {
  return walletCatalog().find((wallet) => wallet.id === id);
}

/** Every valid wallet id, in catalog order. */
export function walletIds(): readonly string[] {
  return walletCatalog().map((wallet) => wallet.id);
}
