import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError } from '../errors.ts';
import type { TemplateFiles } from './appTemplate.ts';

/** Where `create` keeps what it wrote, as a commit of its own: the base of every later `upgrade`'s merge. */
export const TEMPLATE_REF = 'refs/portico/template';

/** Runs git in `cwd`; throws a CliError with git's words when it fails. */
export function git(cwd: string, args: readonly string[], input?: string, env?: NodeJS.ProcessEnv): string {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    input,
    env: { ...process.env, ...env },
  });
  if (result.error) {
    throw new CliError('git is not installed or could not start.', {
      hint: 'install git (or pass --no-git to create), then try again',
      cause: result.error,
    });
  }
  if (result.status !== 0) {
    throw new CliError(`git ${args.join(' ')} failed: ${result.stderr.trim() || result.stdout.trim()}`);
  }
  return result.stdout;
}

/** The same identity for every commit Portico makes, unless the machine has one. */
function identity(cwd: string): NodeJS.ProcessEnv {
  const has = spawnSync('git', ['config', 'user.email'], { cwd, encoding: 'utf8' }).stdout.trim();
  return has
    ? {}
    : {
        GIT_AUTHOR_NAME: 'Portico',
        GIT_AUTHOR_EMAIL: 'portico@localhost',
        GIT_COMMITTER_NAME: 'Portico',
        GIT_COMMITTER_EMAIL: 'portico@localhost',
      };
}

/**
 * Records `files` (the template as rendered) as a commit on TEMPLATE_REF, its parent the ref's last commit, without
 * touching the work tree or the index: a private index names the blobs.
 */
export function recordTemplate(cwd: string, files: TemplateFiles, message: string): string {
  const scratch = mkdtempSync(join(tmpdir(), 'portico-index-'));
  const env = { GIT_INDEX_FILE: join(scratch, 'index'), ...identity(cwd) };
  try {
    for (const [path, text] of Object.entries(files)) {
      const blob = git(cwd, ['hash-object', '-w', '--stdin'], text).trim();
      git(cwd, ['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], undefined, env);
    }
    const tree = git(cwd, ['write-tree'], undefined, env).trim();
    const parent = templateCommit(cwd);
    const commit = git(
      cwd,
      ['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', message],
      undefined,
      env,
    ).trim();
    git(cwd, ['update-ref', TEMPLATE_REF, commit]);
    return commit;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The last recorded template commit, or undefined. */
export function templateCommit(cwd: string): string | undefined {
  const result = spawnSync('git', ['rev-parse', '--verify', '--quiet', TEMPLATE_REF], {
    cwd,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** A file of the recorded template, or undefined when the template had no such file. */
export function templateFile(cwd: string, path: string): string | undefined {
  const result = spawnSync('git', ['show', `${TEMPLATE_REF}:${path}`], { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

/** The files of the recorded template. */
export function templatePaths(cwd: string): string[] {
  return git(cwd, ['ls-tree', '-r', '--name-only', TEMPLATE_REF]).split('\n').filter(Boolean);
}

/** The first commit of a new app: everything `create` wrote. */
export function firstCommit(cwd: string, message: string): void {
  git(cwd, ['init', '--quiet', '--initial-branch=main']);
  git(cwd, ['add', '--all']);
  git(cwd, ['commit', '--quiet', '--message', message], undefined, identity(cwd));
}

/** Whether the work tree has changes git would show (untracked files included). */
export function uncommitted(cwd: string): string[] {
  return git(cwd, ['status', '--porcelain']).split('\n').filter(Boolean);
}

/**
 * A three-way merge of one file's text (git merge-file): `ours` the team's, `base` what the old template wrote,
 * `theirs` what the new one writes. Conflicts come back as ordinary conflict markers.
 */
export function mergeText(
  cwd: string,
  ours: string,
  base: string,
  theirs: string,
): { text: string; conflicts: number } {
  const scratch = mkdtempSync(join(tmpdir(), 'portico-merge-'));
  try {
    const paths = {
      ours: join(scratch, 'ours'),
      base: join(scratch, 'base'),
      theirs: join(scratch, 'theirs'),
    };
    writeFileSync(paths.ours, ours);
    writeFileSync(paths.base, base);
    writeFileSync(paths.theirs, theirs);
    const result = spawnSync(
      'git',
      [
        'merge-file',
        '-p',
        '-L',
        'yours',
        '-L',
        'template before',
        '-L',
        'template now',
        paths.ours,
        paths.base,
        paths.theirs,
      ],
      { cwd, encoding: 'utf8' },
    );
    if (result.status === null || result.status > 127)
      throw new CliError(`git merge-file failed: ${result.stderr}`);
    return { text: result.stdout, conflicts: result.status };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
