import { PorticoError } from '../src/errors/base.ts';
import { formatProblem, type Problem } from './config/problem.ts';

/** Exit codes are part of the CLI's contract: CI scripts branch on them. */
export const ExitCode = { ok: 0, invalid: 1, usage: 2 } as const;
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

export type CliErrorType = CliError & { name: 'CliError' | 'UsageError' };

/**
 * The only error the CLI reports on purpose: a one-sentence message, the problems behind it, and
 * whether any file was changed (maintainers ask "did it break my tree?" first). A PorticoError like the
 * site's (same `shortMessage`, `details`, `code`, `cause` walk); the CLI's problems list stays its own.
 */
export class CliError extends PorticoError {
  override name = 'CliError';
  override readonly code: 'CLI_INVALID' | 'CLI_USAGE';
  readonly exitCode: ExitCode;
  readonly problems: readonly Problem[];
  /** Warnings gathered before the failure, so --json callers see them too. */
  readonly warnings: readonly Problem[];
  readonly hint: string | undefined;

  constructor(
    message: string,
    options: {
      exitCode?: ExitCode;
      problems?: readonly Problem[];
      warnings?: readonly Problem[];
      hint?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.exitCode = options.exitCode ?? ExitCode.invalid;
    this.code = this.exitCode === ExitCode.usage ? 'CLI_USAGE' : 'CLI_INVALID';
    this.problems = options.problems ?? [];
    this.warnings = options.warnings ?? [];
    this.hint = options.hint;
  }

  override get docsPath(): string {
    return 'cli/README.md';
  }

  /** The human report: message, every problem, the hint, then the file-change verdict. */
  format(changedFiles: readonly string[]): string {
    const lines = [this.shortMessage];
    for (const problem of this.problems) lines.push(`  - ${formatProblem(problem)}`);
    if (this.hint) lines.push(this.hint);
    lines.push(filesVerdict(changedFiles));
    return lines.join('\n');
  }
}

export class UsageError extends CliError {
  override name = 'UsageError';
  constructor(message: string, hint?: string) {
    super(message, { exitCode: ExitCode.usage, ...(hint ? { hint } : {}) });
  }
}

export function filesVerdict(changed: readonly string[]): string {
  return changed.length === 0 ? 'No files were changed.' : `Files changed: ${changed.join(', ')}.`;
}
