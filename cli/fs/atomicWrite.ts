import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { OutputFile } from '../render/outputs.ts';

export interface FileStatus {
  readonly path: string;
  /** `unchanged`: already byte-identical; `written`: replaced; `stale`: differs (only reported by --check). */
  readonly status: 'unchanged' | 'written' | 'stale';
}

/**
 * Every file this process has replaced so far. The top-level catch reads it so that every error can say
 * truthfully whether anything on disk changed.
 */
export const changedFiles: string[] = [];

/** A write that failed; `changed` lists the files already replaced (empty when nothing was touched). */
export class WriteFailure extends Error {
  override name = 'WriteFailure';
  readonly changed: readonly string[];
  constructor(cause: unknown, changed: readonly string[]) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.changed = changed;
  }
}

export function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Which outputs differ from what is on disk; nothing is written. */
export function compareOutputs(root: string, files: readonly OutputFile[]): FileStatus[] {
  return files.map((file) => ({
    path: file.path,
    status: readIfExists(resolve(root, file.path)) === file.content ? 'unchanged' : 'stale',
  }));
}

/**
 * Writes every changed file as a sibling temp file first and renames only when all temp files exist:
 * a failure while writing (disk full, permissions) leaves every target exactly as it was. Each rename is
 * atomic, so even a crash between renames leaves each file whole (old or new), never half-written.
 * Unchanged files are not touched, so a second run changes no byte and no mtime.
 */
export function writeOutputsAtomically(root: string, files: readonly OutputFile[]): FileStatus[] {
  const statuses = compareOutputs(root, files);
  const pending = files.filter((_, i) => statuses[i]?.status === 'stale');
  const temps: { temp: string; target: string }[] = [];
  try {
    for (const file of pending) {
      const target = resolve(root, file.path);
      mkdirSync(dirname(target), { recursive: true });
      const temp = resolve(
        dirname(target),
        `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
      );
      temps.push({ temp, target });
      writeFileSync(temp, file.content, { flag: 'wx' });
    }
  } catch (error) {
    for (const { temp } of temps) rmSync(temp, { force: true });
    throw new WriteFailure(error, []);
  }
  const renamed: string[] = [];
  try {
    for (const [i, { temp, target }] of temps.entries()) {
      renameSync(temp, target);
      renamed.push(pending[i]?.path ?? target);
      changedFiles.push(pending[i]?.path ?? target);
    }
  } catch (error) {
    for (const { temp } of temps) rmSync(temp, { force: true });
    throw new WriteFailure(error, renamed);
  }
  return statuses.map((s) => (s.status === 'stale' ? { ...s, status: 'written' } : s));
}
