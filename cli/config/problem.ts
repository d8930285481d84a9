/**
 * One thing wrong (or worth a warning) in a config, located by its JSON path. The CLI's own list, in the
 * site's error vocabulary: `message` says what happened like a PorticoError's `shortMessage`, `hint` what to do
 * like the site's words table; a CliError carries the problems behind its one sentence.
 */
export interface Problem {
  /** JSON path of the offending field, e.g. `walletGroups[0].wallets[2].iconAccent`; `` for the whole file. */
  readonly path: string;
  /** What is wrong, naming the bad value. */
  readonly message: string;
  /** What to do about it. */
  readonly hint: string;
}

export function formatProblem(problem: Problem): string {
  const where = problem.path === '' ? '(file)' : problem.path;
  return `${where}: ${problem.message}\n    fix: ${problem.hint}`;
}
