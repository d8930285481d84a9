import { isPlainObject, type Raw } from '../config/context.ts';
import { evaluate, type InputOptions } from '../config/pipeline.ts';
import { BSC_CHAIN } from '../config/schema.ts';
import { CliError, UsageError } from '../errors.ts';
import { logger } from '../logger.ts';
import { editConfig } from './editConfig.ts';
import { display } from './report.ts';

export interface ChainOptions extends InputOptions {
  readonly setRpc?: string[];
  readonly addRpc?: string[];
  readonly removeRpc?: string[];
}

/**
 * `portico chain`: show the chain settings, or edit `chain.rpcUrls` (primary first, then fallbacks)
 * in portico.config.json and regenerate. The edited config and the generated files are validated
 * together and written in one atomic batch, so a bad URL changes nothing.
 */
export function chainCommand(options: ChainOptions): void {
  const editing = Boolean(options.setRpc?.length || options.addRpc?.length || options.removeRpc?.length);
  if (editing && options.rpcUrl?.length) {
    throw new UsageError(
      '--rpc-url cannot be combined with --set-rpc/--add-rpc/--remove-rpc.',
      'edit the file, or override it for one run; not both',
    );
  }
  if (!editing) {
    const evaluated = evaluate(options, { unknownKeys: 'warn' });
    const rpcUrls = isPlainObject(evaluated.raw.chain) ? evaluated.raw.chain.rpcUrls : undefined;
    const source = evaluated.sources['chain.rpcUrls'] ?? display(evaluated.configPath);
    show(rpcUrls, source);
    if (evaluated.problems.length > 0)
      logger.warn(`${display(evaluated.configPath)} has problems; run \`portico check\` to list them.`);
    logger.result({
      command: 'chain',
      ok: true,
      chain: { ...BSC_CHAIN, rpcUrls },
      rpcUrlsFrom: source,
      changedFiles: [],
    });
    return;
  }
  const { evaluated, files, changedFiles } = editConfig(options, (raw) => editRpcUrls(raw, options));
  const rpcUrls = isPlainObject(evaluated.raw.chain) ? evaluated.raw.chain.rpcUrls : undefined;
  const source = evaluated.sources['chain.rpcUrls'] ?? display(evaluated.configPath);
  if (evaluated.sources['chain.rpcUrls']) {
    logger.warn(
      `${evaluated.sources['chain.rpcUrls']} is set and overrides the file's RPC URLs in the generated files.`,
    );
  }
  show(rpcUrls, source);
  logger.success(
    `RPC URLs updated; ${changedFiles.length ? `changed ${changedFiles.join(', ')}` : 'nothing changed'}.`,
  );
  logger.result({
    command: 'chain',
    ok: true,
    chain: evaluated.settings.chain,
    warnings: evaluated.warnings,
    files,
    changedFiles,
  });
}

function editRpcUrls(raw: Raw, options: ChainOptions): Raw {
  if (!isPlainObject(raw.chain))
    throw new CliError('chain is not an object in the config, so its RPC URLs cannot be edited.', {
      hint: 'run `portico check`',
    });
  const current = Array.isArray(raw.chain.rpcUrls) ? [...raw.chain.rpcUrls] : [];
  let next: unknown[] = options.setRpc?.length ? [...options.setRpc] : current;
  for (const url of options.removeRpc ?? []) {
    if (!next.includes(url))
      throw new UsageError(
        `--remove-rpc ${url}: that URL is not in chain.rpcUrls.`,
        `the list is: ${next.join(', ')}`,
      );
    next = next.filter((u) => u !== url);
  }
  next.push(...(options.addRpc ?? []));
  return { ...raw, chain: { ...raw.chain, rpcUrls: next } };
}

function show(rpcUrls: unknown, source: string): void {
  const c = BSC_CHAIN;
  logger.info(`Chain:           ${c.name} (id ${c.id})`);
  logger.info(
    `Native currency: ${c.nativeCurrency.name} (${c.nativeCurrency.symbol}, ${c.nativeCurrency.decimals} decimals)`,
  );
  logger.info(`Block explorer:  ${c.blockExplorer.name} ${c.blockExplorer.url}`);
  logger.info(`RPC URLs (from ${source}, tried in this order):`);
  const urls = Array.isArray(rpcUrls) ? rpcUrls : [];
  for (const [i, url] of urls.entries()) {
    logger.info(`  ${i + 1}. ${String(url)}${i === 0 ? '  (primary)' : '  (fallback)'}`);
  }
  if (urls.length === 0) logger.info('  (none)');
}
