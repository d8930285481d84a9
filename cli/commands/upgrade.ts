import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { PACKAGE_ROOT } from '../../build/appRoot.ts';
import type { CreateAnswers } from '../create/answers.ts';
import { renderApp } from '../create/appTemplate.ts';
import {
  mergeText,
  recordTemplate,
  templateCommit,
  templateFile,
  templatePaths,
  uncommitted,
} from '../create/git.ts';
import { CliError, ExitCode } from '../errors.ts';
import { changedFiles } from '../fs/atomicWrite.ts';
import { logger } from '../logger.ts';
import { workingDirectory } from '../workingDirectory.ts';
import { configCommand } from './config.ts';
import { packageManager, templateContext } from './create.ts';

export interface UpgradeOptions {
  readonly root?: string;
  /** The version (or dist-tag) to move to; `latest` by default. */
  readonly to?: string;
  /** Internal: the second half, run by the new release's CLI once it is installed. */
  readonly applyTemplate?: boolean;
  readonly from?: string;
  readonly json?: boolean;
}

/** Where `create` stamped what it made the app from: package.json's `portico` field. */
interface Stamp {
  readonly createdWith: string;
  readonly answers: CreateAnswers;
}

/**
 * The files `upgrade` leaves to others: package.json (the team's, npm moves the Portico dependency in it; the stamp
 * is rewritten), and what `portico config` writes (regenerated, never merged).
 */
const NOT_MERGED = new Set(['package.json']);

/**
 * `portico upgrade`: takes a newer Portico release into an app `portico create` made. Refuses a work tree with
 * uncommitted changes. Moves the dependency (the core, the CLI and the harness come with it), then the new release
 * brings the files `create` wrote to its template by a three-way merge against what the old release wrote for the
 * same answers (`refs/portico/template`): untouched files are updated, files both sides changed are merged, and a
 * real conflict is left as conflict markers, listed, and makes the command exit 1. Regenerates `portico config`'s
 * files, and prints the release notes between the two versions.
 */
export async function upgradeCommand(options: UpgradeOptions): Promise<void> {
  const root = resolve(workingDirectory(), options.root ?? '.');
  const stamp = readStamp(root);
  if (options.applyTemplate) return applyTemplate(root, stamp, options.from ?? stamp.createdWith);
  if (!templateCommit(root)) {
    throw new CliError(
      `${root} has no ${'refs/portico/template'}: it was not made by \`portico create\` with git.`,
      {
        hint: 'upgrade the dependency with `npm update portico`; the template files are then yours to change by hand',
      },
    );
  }
  const dirty = uncommitted(root);
  if (dirty.length > 0) {
    throw new CliError(`The work tree has uncommitted changes; nothing was changed.`, {
      problems: dirty.map((line) => ({
        path: line.slice(3),
        message: `uncommitted (${line.slice(0, 2).trim()})`,
        hint: 'commit or stash it',
      })),
      hint: 'commit or stash them first, so the upgrade can be reviewed (and undone) on its own',
    });
  }
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const spec = pkg.dependencies?.portico ?? '';
  const target = options.to ?? 'latest';
  // An npm alias (`npm:@scope/portico@^1.2.0`: a mirror, a fork) stays one; the range moves to the target.
  const alias = /^npm:(@?[^@]+)@/.exec(spec)?.[1];
  const wanted = alias ? `portico@npm:${alias}@${target}` : `portico@${target}`;
  const manager = packageManager();
  logger.info(`Moving the Portico dependency from ${stamp.createdWith} to ${target}…`);
  const installed = spawnSync(manager, ['install', wanted], {
    cwd: root,
    stdio: logger.json ? 'ignore' : 'inherit',
  });
  if (installed.status !== 0) {
    throw new CliError(`${manager} install ${wanted} failed; no file of the app was merged.`, {
      hint: 'check the version exists (`npm view portico versions`), then run `portico upgrade` again',
    });
  }
  // npm has rewritten both: say so in the closing verdict, whatever happens next.
  changedFiles.push(join(root, 'package.json'), join(root, 'package-lock.json'));
  // The new release's CLI does the rest: its template, its merge, its generated files. Found as Node finds the
  // package from the app (a workspace may have put it in a parent's node_modules).
  const installedPackage = createRequire(join(root, 'package.json')).resolve('portico/package.json');
  const next = spawnSync(
    process.execPath,
    [
      join(dirname(installedPackage), 'cli/bin.mjs'),
      'upgrade',
      '--apply-template',
      '--from',
      stamp.createdWith,
      ...(logger.json ? ['--json'] : []),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (next.status !== 0) {
    // The new release has said what went wrong (a conflict, a failed merge); its verdict is this command's too.
    throw new CliError('The upgrade did not finish cleanly (see above).', {
      exitCode: next.status === ExitCode.usage ? ExitCode.usage : ExitCode.invalid,
      hint: 'the Portico dependency has moved; fix what is listed above, then review (git diff) and commit',
    });
  }
}

function readStamp(root: string): Stamp {
  const file = join(root, 'package.json');
  if (!existsSync(file))
    throw new CliError(`${root} has no package.json.`, {
      hint: 'run `portico upgrade` in the app made by `portico create`',
    });
  const stamp = (JSON.parse(readFileSync(file, 'utf8')) as { portico?: Partial<Stamp> }).portico;
  if (
    !stamp ||
    typeof stamp.createdWith !== 'string' ||
    !stamp.answers ||
    typeof stamp.answers !== 'object'
  ) {
    throw new CliError(`package.json has no "portico" stamp: this app was not made by \`portico create\`.`, {
      hint: 'upgrade the dependency with `npm update portico`; nothing else is needed for an app you made by hand',
    });
  }
  return stamp as Stamp;
}

async function applyTemplate(root: string, stamp: Stamp, from: string): Promise<void> {
  const context = templateContext();
  // The dependency spec as the team has it now (npm just moved it); the template's own line would only conflict.
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown> & {
    dependencies?: Record<string, string>;
  };
  const files = renderApp(stamp.answers, {
    ...context,
    packageSpec: pkg.dependencies?.portico ?? context.packageSpec,
  });
  const before = new Set(templatePaths(root));
  const updated: string[] = [];
  const merged: string[] = [];
  const conflicted: string[] = [];
  const added: string[] = [];
  const removed: string[] = [];
  for (const [path, theirs] of Object.entries(files)) {
    if (NOT_MERGED.has(path)) continue;
    const file = join(root, path);
    const ours = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    const base = templateFile(root, path);
    if (ours === undefined) {
      // New in this release (or deleted by the team: then the team's choice stands).
      if (base === undefined) {
        write(file, theirs);
        added.push(path);
      }
      continue;
    }
    if (ours === theirs) continue;
    if (base === undefined || ours === base) {
      if (base === undefined && ours !== theirs) {
        const result = mergeText(root, ours, '', theirs);
        write(file, result.text);
        (result.conflicts > 0 ? conflicted : merged).push(path);
      } else {
        write(file, theirs);
        updated.push(path);
      }
      continue;
    }
    if (base === theirs) continue; // Only the team changed it.
    const result = mergeText(root, ours, base, theirs);
    write(file, result.text);
    (result.conflicts > 0 ? conflicted : merged).push(path);
  }
  for (const path of before) {
    if (path in files || NOT_MERGED.has(path)) continue;
    const file = join(root, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === templateFile(root, path)) {
      rmSync(file);
      changedFiles.push(file);
      removed.push(path);
    }
  }
  // The stamp: the release the template now comes from.
  pkg.portico = { ...(pkg.portico as object), createdWith: context.version };
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  recordTemplate(root, files, `Portico ${context.version} template`);
  await configCommand({ root });

  const notes = releaseNotes(from, context.version);
  logger.info(`\nPortico ${from} → ${context.version}`);
  for (const [label, list] of [
    ['updated', updated],
    ['merged', merged],
    ['added', added],
    ['removed', removed],
    ['CONFLICT', conflicted],
  ] as const) {
    for (const path of list) logger.info(`  ${label.padEnd(8)} ${path}`);
  }
  if (notes) logger.info(`\nRelease notes (${from} → ${context.version}):\n${notes}`);
  logger.result({
    command: 'upgrade',
    ok: conflicted.length === 0,
    from,
    to: context.version,
    updated,
    merged,
    added,
    removed,
    conflicted,
  });
  if (conflicted.length > 0) {
    throw new CliError(
      `${conflicted.length} file(s) have changes of yours and of the template on the same lines.`,
      {
        problems: conflicted.map((path) => ({
          path,
          message: 'left with conflict markers',
          hint: 'keep what both sides need between <<<<<<< yours and >>>>>>> template now',
        })),
        hint: 'resolve the markers (<<<<<<< yours … >>>>>>> template now), then commit the upgrade',
      },
    );
  }
  logger.success('Upgraded. Review the changes (git diff), run the tests, and commit.');
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  // So that the closing verdict says which files changed, as for every other command.
  changedFiles.push(file);
}

/** The CHANGELOG's entries after `from` up to `to` (`## <version>` headings, newest first). */
export function releaseNotes(from: string, to: string, changelog = readChangelog()): string {
  const sections = changelog.split(/^(?=## )/m).filter((section) => section.startsWith('## '));
  const newer = (version: string) => compareVersions(version, from) > 0 && compareVersions(version, to) <= 0;
  return sections
    .filter((section) => newer(/^## \[?v?([0-9][^\s\]]*)/.exec(section)?.[1] ?? '0'))
    .join('')
    .trim();
}

function readChangelog(): string {
  const file = join(PACKAGE_ROOT, 'CHANGELOG.md');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Semver order of two `x.y.z[-tag]` versions: a pre-release comes before its release (tags compared as text). */
export function compareVersions(a: string, b: string): number {
  const split = (version: string) => {
    const [core = '', tag] = version.split('+')[0]?.split(/-(.*)/s) ?? [];
    return { parts: core.split('.').map(Number), tag };
  };
  const [x, y] = [split(a), split(b)];
  for (let i = 0; i < 3; i++) {
    const difference = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (difference !== 0) return difference;
  }
  if (x.tag === y.tag) return 0;
  if (x.tag === undefined) return 1;
  if (y.tag === undefined) return -1;
  return x.tag < y.tag ? -1 : 1;
}
