import { relative } from 'node:path';
import { formatProblem, type Problem } from '../config/problem.ts';
import type { FileStatus } from '../fs/atomicWrite.ts';
import { logger } from '../logger.ts';
import { workingDirectory } from '../workingDirectory.ts';

/** A path as the maintainer typed it: relative to where they stand, when that is shorter. */
export function display(path: string): string {
  const rel = relative(workingDirectory(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

export function reportWarnings(warnings: readonly Problem[]): void {
  for (const warning of warnings) logger.warn(formatProblem(warning));
}

export function reportFiles(files: readonly FileStatus[]): void {
  for (const file of files) logger.info(`  ${file.status.padEnd(9)} ${file.path}`);
}
