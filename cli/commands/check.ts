import { evaluate, type InputOptions } from '../config/pipeline.ts';
import { CliError } from '../errors.ts';
import { logger } from '../logger.ts';
import { count } from './config.ts';
import { display, reportWarnings } from './report.ts';

/**
 * `portico check`: validate only, write nothing, and list every problem at once. Unknown keys count as
 * problems here (security.md asks for them to be rejected); see commands/config.ts for why `config`
 * only warns.
 */
export function checkCommand(options: InputOptions): void {
  const evaluated = evaluate(options, { unknownKeys: 'error' });
  const source = display(evaluated.configPath);
  reportWarnings(evaluated.warnings);
  if (!evaluated.settings) {
    throw new CliError(`${source} has ${count(evaluated.problems.length, 'problem')}.`, {
      problems: evaluated.problems,
      warnings: evaluated.warnings,
    });
  }
  logger.success(
    `${source} is valid${evaluated.warnings.length ? ` (${count(evaluated.warnings.length, 'warning')})` : ''}.`,
  );
  logger.result({ command: 'check', ok: true, problems: [], warnings: evaluated.warnings, changedFiles: [] });
}
