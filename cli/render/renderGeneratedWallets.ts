import type { PorticoSettings } from '../../src/config/types.ts';
import { findWallet } from '../config/walletCatalog.ts';
import { printValue } from './printValue.ts';
import { BANNER } from './renderGenerated.ts';

export const GENERATED_WALLETS_MODULE = 'src/config/generatedWallets.ts';

const WIDTH = 110;
const INDENT = '  ';

/**
 * The site's wallet module: named imports of exactly the configured wallets' RainbowKit factories (so the island's
 * bundle carries only those), the factories by wallet id, and which of them pair by WalletConnect. `safe` gets no
 * factory: the site wraps it in its own connector (`src/wallets/safeWallet/`). Laid out as Biome formats it.
 * Every id must already be validated (`validateConfig`): an unknown one is a bug, and throws.
 */
export function renderGeneratedWallets(settings: PorticoSettings): string {
  const configured = settings.walletGroups.flatMap((group) =>
    group.wallets.map((entry) => {
      const wallet = findWallet(entry.id);
      if (!wallet)
        throw new Error(`renderGeneratedWallets: unknown wallet id "${entry.id}" (not validated?)`);
      return wallet;
    }),
  );
  const imported = configured.filter((wallet) => wallet.id !== 'safe');
  const names = [...new Set(imported.map((wallet) => wallet.exportName))].sort(asBiomeSorts);
  const factories = imported.map((wallet) => `${INDENT}${key(wallet.id)}: ${wallet.exportName},`);
  const arrayLead = 'export const walletConnectWallets: readonly string[] = ';
  const walletConnect = printValue(
    configured.filter((wallet) => wallet.needsWalletConnect).map((wallet) => wallet.id),
    { language: 'ts', expandObjects: false },
    0,
    arrayLead.length,
    1,
  );
  return [
    BANNER,
    "import type { Wallet, WalletList } from '@rainbow-me/rainbowkit';",
    ...(names.length > 0 ? [namedImport(names, '@rainbow-me/rainbowkit/wallets')] : []),
    '',
    "/** One RainbowKit wallet factory: what a group of RainbowKit's wallet list holds. */",
    "export type CreateWallet = WalletList[number]['wallets'][number];",
    '',
    '// RainbowKit calls every factory with the same parameters, but a few declare their own (`portoWallet`): one cast,',
    '// once `satisfies` has checked that each is a function making a `Wallet`.',
    `const factories = ${factories.length > 0 ? `{\n${factories.join('\n')}\n}` : '{}'} satisfies Record<string, (parameters: never) => Wallet>;`,
    '',
    "/** RainbowKit's factory of every configured wallet (but `safe`, which the site wraps itself), by wallet id. */",
    'export const walletFactories = factories as Readonly<Record<string, CreateWallet>>;',
    '',
    '/** The configured wallets that pair by WalletConnect (RainbowKit throws without a project id for them). */',
    `${arrayLead}${walletConnect};`,
    '',
  ].join('\n');
}

function namedImport(names: readonly string[], from: string): string {
  const flat = `import { ${names.join(', ')} } from '${from}';`;
  if (flat.length <= WIDTH) return flat;
  return `import {\n${names.map((name) => `${INDENT}${name},`).join('\n')}\n} from '${from}';`;
}

/** An object key as Biome writes it: bare when it is an identifier, else quoted (`'1inch'`, `'kresus-wallet'`). */
function key(id: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(id) ? id : `'${id.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Biome's order of imported names: ignoring case (`tokenaryWallet` before `tokenPocketWallet`), then by code units. */
function asBiomeSorts(a: string, b: string): number {
  return byCodeUnits(a.toLowerCase(), b.toLowerCase()) || byCodeUnits(a, b);
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
