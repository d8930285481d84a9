import { evaluate, type InputOptions } from '../config/pipeline.ts';
import { CliError } from '../errors.ts';
import { logger } from '../logger.ts';
import { type CheckRpcOptions, checkRpcs } from './checkRpc.ts';
import { count } from './config.ts';
import { display, reportWarnings } from './report.ts';

/**
 * `portico check`: validate only, write nothing, and list every problem at once. Unknown keys count as
 * problems here (a misspelt key must not pass review silently); see commands/config.ts for why `config`
 * only warns. Offline unless `--check-rpc` (commands/checkRpc.ts), which probes a valid config only.
 */
export async function checkCommand(options: InputOptions & CheckRpcOptions): Promise<void> {
  const evaluated = evaluate(options, { unknownKeys: 'error' });
  const source = display(evaluated.configPath);
  reportWarnings(evaluated.warnings);
  if (!evaluated.settings) {
    throw new CliError(`${source} has ${count(evaluated.problems.length, 'problem')}.`, {
      problems: evaluated.problems,
      warnings: evaluated.warnings,
    });
  }
  const rpc = options.checkRpc ? await checkRpcs({ ...evaluated, settings: evaluated.settings }) : undefined;
  const warnings = [...evaluated.warnings, ...(rpc?.warnings ?? [])];
  if (rpc && rpc.problems.length > 0) {
    throw new CliError(`${source} has ${count(rpc.problems.length, 'problem')} found by --check-rpc.`, {
      problems: rpc.problems,
      warnings,
    });
  }
  logger.success(`${source} is valid${warnings.length ? ` (${count(warnings.length, 'warning')})` : ''}.`);
  logger.result({
    command: 'check',
    ok: true,
    problems: [],
    warnings,
    ...(rpc ? { rpc: rpc.results } : {}),
    changedFiles: [],
  });
}
