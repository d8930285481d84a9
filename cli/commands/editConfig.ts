import type { Raw } from '../config/context.ts';
import { type Evaluated, evaluate, type InputOptions } from '../config/pipeline.ts';
import { CliError } from '../errors.ts';
import { type FileStatus, WriteFailure, writeOutputsAtomically } from '../fs/atomicWrite.ts';
import { renderOutputs } from '../render/outputs.ts';
import { type Printable, printValue } from '../render/printValue.ts';
import { count } from './config.ts';
import { display, reportFiles, reportWarnings } from './report.ts';

/** A file a command adds beside the config and the generated files (a page, its component, its test). */
export interface ExtraFile {
  readonly path: string;
  readonly content: string;
}

export interface EditResult {
  readonly evaluated: Evaluated & { settings: NonNullable<Evaluated['settings']> };
  readonly files: readonly FileStatus[];
  readonly changedFiles: readonly string[];
}

/**
 * The one way a command changes the project: apply `edit` to the config file's own contents, validate the
 * result exactly as `portico check` would, and write the config, the regenerated files and any `extra` files
 * in one atomic batch. A config that would not validate, or a write that fails, leaves every file as it was.
 */
export function editConfig(
  options: InputOptions,
  edit: (raw: Raw) => Raw,
  extra: (evaluated: Evaluated) => readonly ExtraFile[] = () => [],
): EditResult {
  const evaluated = evaluate(options, { unknownKeys: 'warn' }, edit);
  if (!evaluated.settings) {
    throw new CliError(
      `The edited config would have ${count(evaluated.problems.length, 'problem')}; nothing was written.`,
      { problems: evaluated.problems, warnings: evaluated.warnings },
    );
  }
  reportWarnings(evaluated.warnings);
  const configFile = {
    path: evaluated.configPath,
    content: `${printValue(evaluated.fileRaw as Printable, { language: 'json', expandObjects: true })}\n`,
  };
  let files: FileStatus[];
  try {
    files = writeOutputsAtomically(evaluated.root, [
      configFile,
      ...renderOutputs(evaluated.settings),
      ...extra(evaluated),
    ]);
  } catch (error) {
    if (!(error instanceof WriteFailure)) throw error;
    throw new CliError(`Could not write the config and generated files: ${error.message}.`, { cause: error });
  }
  const shown = files.map((f) => ({ ...f, path: display(f.path) }));
  reportFiles(shown);
  return {
    evaluated: evaluated as EditResult['evaluated'],
    files: shown,
    changedFiles: shown.filter((f) => f.status === 'written').map((f) => f.path),
  };
}
