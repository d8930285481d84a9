import { evaluate, type InputOptions } from '../config/pipeline.ts';
import { CliError } from '../errors.ts';
import { compareOutputs, WriteFailure, writeOutputsAtomically } from '../fs/atomicWrite.ts';
import { logger } from '../logger.ts';
import { renderOutputs } from '../render/outputs.ts';
import { type CheckRpcOptions, checkRpcs } from './checkRpc.ts';
import { display, reportFiles, reportWarnings } from './report.ts';

export interface ConfigOptions extends InputOptions, CheckRpcOptions {
  readonly check?: boolean;
}

/**
 * `portico config`: validate, then regenerate src/config/generated.ts, public/manifest.json and
 * public/_headers. Unknown keys are only warnings here (unlike `check`): this is the everyday
 * command, a stray key changes nothing in the output, and CI runs `portico check`, which refuses them,
 * so a typo cannot reach a deploy. `--strict` makes them errors here too. `--check-rpc` probes before
 * anything is written; its warnings change no output, and a wrong chain stops the run like any error.
 */
export async function configCommand(options: ConfigOptions): Promise<void> {
  const evaluated = evaluate(options, { unknownKeys: 'warn' });
  const source = display(evaluated.configPath);
  reportWarnings(evaluated.warnings);
  if (!evaluated.settings) {
    throw new CliError(
      `${source} has ${count(evaluated.problems.length, 'problem')}; nothing was generated.`,
      {
        problems: evaluated.problems,
        warnings: evaluated.warnings,
      },
    );
  }
  const rpc = options.checkRpc ? await checkRpcs({ ...evaluated, settings: evaluated.settings }) : undefined;
  const warnings = [...evaluated.warnings, ...(rpc?.warnings ?? [])];
  const rpcReport = rpc ? { rpc: rpc.results } : {};
  if (rpc && rpc.problems.length > 0) {
    throw new CliError(
      `${source} has ${count(rpc.problems.length, 'problem')} found by --check-rpc; nothing was generated.`,
      { problems: rpc.problems, warnings },
    );
  }
  const outputs = renderOutputs(evaluated.settings);
  if (options.check) {
    const files = compareOutputs(evaluated.root, outputs);
    const stale = files.filter((f) => f.status === 'stale').map((f) => f.path);
    if (stale.length > 0) {
      throw new CliError(`Generated files are out of date with ${source}: ${stale.join(', ')}.`, {
        hint: 'run `npm run portico -- config` and commit the result (never edit generated files by hand)',
        warnings,
      });
    }
    logger.success(`Generated files are up to date with ${source}.`);
    logger.result({
      command: 'config',
      ok: true,
      check: true,
      files,
      warnings,
      ...rpcReport,
      changedFiles: [],
    });
    return;
  }
  let files: ReturnType<typeof writeOutputsAtomically>;
  try {
    files = writeOutputsAtomically(evaluated.root, outputs);
  } catch (error) {
    if (!(error instanceof WriteFailure)) throw error;
    throw new CliError(`Could not write the generated files: ${error.message}.`, {
      hint: 'check permissions and free space under public/ and src/config/',
      cause: error,
    });
  }
  const written = files.filter((f) => f.status === 'written').map((f) => f.path);
  reportFiles(files);
  logger.success(
    written.length === 0
      ? `Generated files already match ${source}; nothing changed.`
      : `Regenerated from ${source}: ${written.join(', ')}.`,
  );
  logger.result({
    command: 'config',
    ok: true,
    check: false,
    files,
    warnings,
    ...rpcReport,
    changedFiles: written,
  });
}

export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
