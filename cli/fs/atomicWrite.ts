import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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
    // A missing file (or something that is not a file) simply does not match; writing reports it.
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return undefined;
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
 * a failure while writing (disk full, permissions) leaves every target exactly as it was. Before the
 * renames, each existing target is copied aside; if a rename fails, the ones already done are rolled
 * back, so a failed run changes nothing. (Only a crash between renames can leave a mix of old and new
 * files, each still whole.) Unchanged files are not touched: a second run changes no byte or mtime.
 */
export function writeOutputsAtomically(root: string, files: readonly OutputFile[]): FileStatus[] {
  const statuses = compareOutputs(root, files);
  const pending = files.filter((_, i) => statuses[i]?.status === 'stale');
  const steps: { path: string; target: string; temp: string; backup: string | undefined }[] = [];
  const cleanUp = () => {
    for (const step of steps) {
      rmSync(step.temp, { force: true });
      if (step.backup) rmSync(step.backup, { force: true });
    }
  };
  try {
    for (const file of pending) {
      const target = resolve(root, file.path);
      mkdirSync(dirname(target), { recursive: true });
      const step = {
        path: file.path,
        target,
        temp: tempName(target, 'tmp'),
        backup: undefined as string | undefined,
      };
      steps.push(step);
      writeFileSync(step.temp, file.content, { flag: 'wx' });
      if (existsSync(target) && statSync(target).isFile()) {
        step.backup = tempName(target, 'bak');
        copyFileSync(target, step.backup);
      }
    }
  } catch (error) {
    cleanUp();
    throw new WriteFailure(error, []);
  }
  const done: typeof steps = [];
  try {
    for (const step of steps) {
      renameSync(step.temp, step.target);
      done.push(step);
    }
  } catch (error) {
    const notRestored = rollBack(done);
    cleanUp();
    changedFiles.push(...notRestored);
    throw new WriteFailure(error, notRestored);
  }
  cleanUp();
  changedFiles.push(...steps.map((s) => s.path));
  return statuses.map((s) => (s.status === 'stale' ? { ...s, status: 'written' } : s));
}

/** Puts back what a failed batch replaced; returns the paths it could not restore. */
function rollBack(done: readonly { path: string; target: string; backup: string | undefined }[]): string[] {
  const notRestored: string[] = [];
  for (const step of [...done].reverse()) {
    try {
      if (step.backup) renameSync(step.backup, step.target);
      else rmSync(step.target, { force: true });
    } catch {
      notRestored.push(step.path);
    }
  }
  return notRestored;
}

function tempName(target: string, kind: 'tmp' | 'bak'): string {
  return resolve(
    dirname(target),
    `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.${kind}`,
  );
}
