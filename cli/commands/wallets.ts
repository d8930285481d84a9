import { isPlainObject, type Raw } from '../config/context.ts';
import { shownText } from '../config/localizedText.ts';
import { evaluate, type InputOptions } from '../config/pipeline.ts';
import { ENV } from '../config/schema.ts';
import { WITHOUT_PROJECT_ID } from '../config/validate.ts';
import { findWallet, type WalletInfo, walletCatalog, walletIds } from '../config/walletCatalog.ts';
import { CliError } from '../errors.ts';
import { logger } from '../logger.ts';
import { projectId } from '../validators/projectId.ts';
import { didYouMean } from '../validators/suggest.ts';

export interface WalletsOptions extends InputOptions {
  /** Every wallet RainbowKit defines, not only the configured ones. */
  readonly all?: boolean;
}

interface WalletRow {
  id: string;
  /** RainbowKit's name for it; `null` for an id RainbowKit does not define. */
  name: string | null;
  /** The factory's export name in `@rainbow-me/rainbowkit/wallets`. */
  exportName: string | null;
  rdns: string | null;
  group: string | null;
  needsWalletConnect: boolean;
  /**
   * offered | left-out (needs a project id and none is set: offered only when its extension announces itself,
   * matched by `rdns`, else left out) | not-listed (in RainbowKit, not in the config) | unknown (not a RainbowKit id)
   */
  status: 'offered' | 'left-out' | 'not-listed' | 'unknown';
}

/**
 * `portico wallets`: the configured wallets, their group, and which need a WalletConnect project id; `--all` lists
 * every wallet RainbowKit defines (the ids the config may name). Read-only and forgiving: a config that does not
 * validate still shows its groups, because this is what a maintainer runs while fixing one.
 */
export function walletsCommand(options: WalletsOptions): void {
  let groupOf = new Map<string, string>();
  let hasProjectId = false;
  let note: string | undefined;
  let all = options.all ?? false;
  try {
    const evaluated = evaluate(options, { unknownKeys: 'warn' });
    groupOf = groupsFrom(evaluated.raw);
    hasProjectId = projectId(evaluated.raw.walletConnectProjectId) === undefined;
    if (evaluated.problems.length > 0) note = 'the config has problems; run `portico check` to list them';
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    note = `${error.message} Showing every RainbowKit wallet instead.`;
    all = true;
  }
  const row = (id: string, wallet: WalletInfo | undefined): WalletRow => {
    const group = groupOf.get(id) ?? null;
    const needsWalletConnect = wallet?.needsWalletConnect ?? false;
    const status = !wallet
      ? 'unknown'
      : group === null
        ? 'not-listed'
        : needsWalletConnect && !hasProjectId
          ? 'left-out'
          : 'offered';
    return {
      id,
      name: wallet?.name ?? null,
      exportName: wallet?.exportName ?? null,
      rdns: wallet?.rdns ?? null,
      group,
      needsWalletConnect,
      status,
    };
  };
  const rows = all
    ? walletCatalog().map((wallet) => row(wallet.id, wallet))
    : [...groupOf.keys()].map((id) => row(id, findWallet(id)));
  if (note) logger.warn(note);
  const header = ['wallet', 'name', 'group', 'walletconnect', 'status'];
  const table = rows.map((r) => [
    r.id,
    r.name ?? '—',
    r.group ?? '—',
    r.needsWalletConnect ? 'needs project id' : 'no',
    statusText(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((cells) => (cells[i] ?? '').length)));
  for (const cells of [header, ...table])
    logger.info(
      cells
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  if (rows.some((r) => r.status === 'left-out'))
    logger.info(
      `\nNo WalletConnect project id: ${WITHOUT_PROJECT_ID}. Set ${ENV.projectId} (or pass ` +
        '--walletconnect-project-id) and run `portico config` to offer them everywhere.',
    );
  if (!all)
    logger.info(`\n${walletIds().length} wallets in RainbowKit: \`portico wallets --all\` lists them.`);
  logger.result({
    command: 'wallets',
    ok: true,
    all,
    walletConnectProjectId: hasProjectId ? 'set' : 'missing',
    wallets: rows,
  });
}

function statusText(row: WalletRow): string {
  switch (row.status) {
    case 'left-out':
      return row.rdns
        ? `offered if its extension is installed (rdns ${row.rdns}), else left out`
        : 'left out: no project id (RainbowKit knows no extension to match)';
    case 'not-listed':
      return 'not listed';
    case 'unknown': {
      const suggestion = didYouMean(row.id, walletIds());
      return `unknown id${suggestion ? `: did you mean "${suggestion}"?` : ''}`;
    }
    default:
      return 'offered';
  }
}

/** Best effort over unvalidated input: wallet id → the first group naming it, in config order. */
function groupsFrom(raw: Raw): Map<string, string> {
  const groups = raw.walletGroups;
  const out = new Map<string, string>();
  if (!Array.isArray(groups)) return out;
  for (const group of groups) {
    if (!isPlainObject(group) || !Array.isArray(group.wallets)) continue;
    for (const wallet of group.wallets) {
      const id = isPlainObject(wallet) ? wallet.id : wallet;
      if (typeof id === 'string' && !out.has(id)) out.set(id, shownText(group.groupName, raw));
    }
  }
  return out;
}
