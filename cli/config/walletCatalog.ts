import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
 * RainbowKit's catalog, loaded on first use only. Importing RainbowKit's wallets pulls in wagmi and its connectors
 * (about a second), so the derived catalog is cached in `node_modules/.cache/portico/`, keyed by RainbowKit's
 * version and its wallets module's size and modification time: an install or upgrade of RainbowKit derives it again.
 * `PORTICO_WALLET_CATALOG_CACHE=0` skips the cache. Synchronous (`require` of the ES module, Node ≥ 22.12) so that
 * `validateConfig` stays synchronous; commands that never look at a wallet id (`--help`, `page list`) never load it.
 */
export function walletCatalog(): readonly WalletInfo[] {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@rainbow-me/rainbowkit/wallets');
  const cache = process.env.PORTICO_WALLET_CATALOG_CACHE === '0' ? undefined : cacheOf(entry);
  const cached = cache && readCache(cache);
  const catalog =
    cached ?? deriveWalletCatalog(require('@rainbow-me/rainbowkit/wallets') as Record<string, unknown>);
  if (cache && !cached) writeCache(cache, catalog);
  loaded = catalog;
  return catalog;
}

/** Bump when `WalletInfo` or the derivation changes: older cache files are then ignored. */
const CACHE_FORMAT = 1;

interface CacheRef {
  readonly path: string;
  readonly key: string;
}

/** Where the cache lives and what it must match; undefined when RainbowKit's files cannot be read. */
function cacheOf(entry: string): CacheRef | undefined {
  try {
    // Up from dist/wallets/… to RainbowKit's own package.json (its `exports` do not expose it).
    let packageRoot = dirname(entry);
    let version: unknown;
    for (; dirname(packageRoot) !== packageRoot; packageRoot = dirname(packageRoot)) {
      const manifest = readJson(join(packageRoot, 'package.json'));
      if (manifest?.name === '@rainbow-me/rainbowkit') {
        version = manifest.version;
        break;
      }
    }
    if (typeof version !== 'string') return undefined;
    const { size, mtimeMs } = statSync(entry);
    return {
      // node_modules/@rainbow-me/rainbowkit → node_modules/.cache/portico/
      path: join(dirname(dirname(packageRoot)), '.cache', 'portico', 'wallet-catalog.json'),
      key: `${CACHE_FORMAT} ${version} ${size} ${Math.round(mtimeMs)}`,
    };
  } catch {
    return undefined;
  }
}

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function readCache(cache: CacheRef): readonly WalletInfo[] | undefined {
  const stored = readJson(cache.path);
  return stored?.key === cache.key && Array.isArray(stored.wallets)
    ? (stored.wallets as WalletInfo[])
    : undefined;
}

/** Best effort, atomic (a temporary file renamed into place): a read-only node_modules only costs the speed-up. */
function writeCache(cache: CacheRef, wallets: readonly WalletInfo[]): void {
  try {
    mkdirSync(dirname(cache.path), { recursive: true });
    const temporary = `${cache.path}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ key: cache.key, wallets })}\n`);
    renameSync(temporary, cache.path);
  } catch {
    // Nothing to do: the next run derives the catalog again.
  }
}

/** The catalog's entry for `id` (exact, case-sensitive), if RainbowKit defines that wallet. */
export function findWallet(id: string): WalletInfo | undefined {
  return walletCatalog().find((wallet) => wallet.id === id);
}

/** Every valid wallet id, in catalog order. */
export function walletIds(): readonly string[] {
  return walletCatalog().map((wallet) => wallet.id);
}
