import { isPlainObject, type Raw } from '../config/context.ts';
import { evaluate, type InputOptions } from '../config/pipeline.ts';
import { BSC_CHAIN } from '../config/schema.ts';
import { CliError, UsageError } from '../errors.ts';
import { WriteFailure, writeOutputsAtomically } from '../fs/atomicWrite.ts';
import { logger } from '../logger.ts';
import { renderOutputs } from '../render/outputs.ts';
import { type Printable, printValue } from '../render/printValue.ts';
import { count } from './config.ts';
import { display, reportFiles, reportWarnings } from './report.ts';

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
  const evaluated = evaluate(
    options,
    { unknownKeys: 'warn' },
    editing ? (raw) => editRpcUrls(raw, options) : undefined,
  );
  const rpcUrls = isPlainObject(evaluated.raw.chain) ? evaluated.raw.chain.rpcUrls : undefined;
  const source = evaluated.sources['chain.rpcUrls'] ?? display(evaluated.configPath);
  if (!editing) {
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
  if (!evaluated.settings) {
    throw new CliError(
      `The edited config would have ${count(evaluated.problems.length, 'problem')}; nothing was written.`,
      {
        problems: evaluated.problems,
        warnings: evaluated.warnings,
      },
    );
  }
  reportWarnings(evaluated.warnings);
  if (evaluated.sources['chain.rpcUrls']) {
    logger.warn(
      `${evaluated.sources['chain.rpcUrls']} is set and overrides the file's RPC URLs in the generated files.`,
    );
  }
  const configFile = {
    path: evaluated.configPath,
    content: `${printValue(evaluated.fileRaw as Printable, { language: 'json', expandObjects: true })}\n`,
  };
  let files: ReturnType<typeof writeOutputsAtomically>;
  try {
    files = writeOutputsAtomically(evaluated.root, [configFile, ...renderOutputs(evaluated.settings)]);
  } catch (error) {
    if (!(error instanceof WriteFailure)) throw error;
    throw new CliError(`Could not write the config and generated files: ${error.message}.`, { cause: error });
  }
  show(rpcUrls, source);
  reportFiles(files.map((f) => (f.path === evaluated.configPath ? { ...f, path: display(f.path) } : f)));
  const changedFiles = files.filter((f) => f.status === 'written').map((f) => display(f.path));
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
