import { isPlainObject } from '../config/context.ts';
import { evaluate, type InputOptions } from '../config/pipeline.ts';
import { walletCatalog } from '../config/walletCatalog.ts';
import { CliError } from '../errors.ts';
import { logger } from '../logger.ts';
import { projectId } from '../validators/projectId.ts';

interface WalletRow {
  id: string;
  name: string;
  group: string | null;
  needsWalletConnect: boolean;
  /** offered | left out (no project id) | not listed */
  status: 'offered' | 'left-out' | 'not-listed';
}

/**
 * `portico wallets`: the wallets Portico knows, the group each is in, and which need a WalletConnect
 * project id. Read-only and forgiving: a config that does not validate still shows its groups, because
 * this is what a maintainer runs while fixing one.
 */
export function walletsCommand(options: InputOptions): void {
  let groupOf = new Map<string, string>();
  let hasProjectId = false;
  let note: string | undefined;
  try {
    const evaluated = evaluate(options, { unknownKeys: 'warn' });
    groupOf = groupsFrom(evaluated.raw.walletGroups);
    hasProjectId = projectId(evaluated.raw.walletConnectProjectId) === undefined;
    if (evaluated.problems.length > 0) note = 'the config has problems; run `portico check` to list them';
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    note = `${error.message} Showing the catalog only.`;
  }
  const rows: WalletRow[] = walletCatalog.map((wallet) => {
    const group = groupOf.get(wallet.id) ?? null;
    const status =
      group === null ? 'not-listed' : wallet.needsWalletConnect && !hasProjectId ? 'left-out' : 'offered';
    return { ...wallet, group, status };
  });
  if (note) logger.warn(note);
  const header = ['wallet', 'name', 'group', 'walletconnect', 'status'];
  const table = rows.map((r) => [
    r.id,
    r.name,
    r.group ?? '—',
    r.needsWalletConnect ? 'needs project id' : 'no',
    statusText(r.status),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => (row[i] ?? '').length)));
  for (const row of [header, ...table])
    logger.info(
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  logger.result({
    command: 'wallets',
    ok: true,
    walletConnectProjectId: hasProjectId ? 'set' : 'missing',
    wallets: rows,
  });
}

function statusText(status: WalletRow['status']): string {
  return status === 'left-out'
    ? 'left out: no project id'
    : status === 'not-listed'
      ? 'not listed'
      : 'offered';
}

/** Best effort over unvalidated input: wallet id → the first group naming it. */
function groupsFrom(groups: unknown): Map<string, string> {
  const out = new Map<string, string>();
  if (!Array.isArray(groups)) return out;
  for (const group of groups) {
    if (!isPlainObject(group) || !Array.isArray(group.wallets)) continue;
    for (const wallet of group.wallets) {
      const id = isPlainObject(wallet) ? wallet.id : wallet;
      if (typeof id === 'string' && !out.has(id)) out.set(id, String(group.groupName));
    }
  }
  return out;
}
