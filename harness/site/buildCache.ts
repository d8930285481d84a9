import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestOverrides } from '../../src/config/runtimeSettings.ts';
import { HARNESS_DIR, pidAlive } from '../processes.ts';
import { buildFingerprint, buildSite } from './buildSite.ts';

// Builds that do not depend on a run (the production site, the WalletConnect test build) are made once per state
// of the sources and shared by every run and process that asks: vitest's page-weight tests, each Playwright run,
// `npm run test:e2e` in a second terminal. Each build has a folder of its own named by its fingerprint, written
// under another name and renamed into place when complete, so a folder that exists is whole and never changes
// while a server reads it. A lock per build name keeps two processes from building the same thing at once: the
// second waits, then finds the first one's folder.

/** Where shared builds live: the app's `.harness/builds`. */
export const BUILD_CACHE_DIR = join(HARNESS_DIR, 'builds');
/** Folders kept per build name: the newest few, so a run still serving an older one keeps it. */
const KEEP = 3;
const STAMP = '.portico-build-stamp';

export interface CachedBuildOptions {
  /** The build's name, a folder-safe word: `production`, `walletconnect`. */
  readonly name: string;
  /** A test build's overrides; omit for the production build. */
  readonly overrides?: TestOverrides;
}

/**
 * The folder of a build of the current sources with `overrides`: built on first use, then reused by every process
 * until a source changes.
 */
export async function cachedBuild(options: CachedBuildOptions): Promise<string> {
  return sharedFolder({
    cacheDir: BUILD_CACHE_DIR,
    name: options.name,
    stamp: await buildFingerprint(options.overrides),
    make: async (into) => {
      await buildSite({
        outDir: into,
        reuse: false,
        cacheDir: join(BUILD_CACHE_DIR, `${options.name}.astro-cache`),
        ...(options.overrides ? { overrides: options.overrides } : {}),
      });
    },
  });
}

export interface SharedFolderOptions {
  /** The folder the shared folders live in. */
  readonly cacheDir: string;
  /** The kind of folder, a folder-safe word; one lock per name. */
  readonly name: string;
  /** What the folder's content is made from (a hash): one folder per name and stamp. */
  readonly stamp: string;
  /** Fills the (new, empty or missing) folder `into`; a throw leaves nothing behind. */
  make(into: string): Promise<void>;
}

/**
 * `cacheDir/<name>-<stamp>`, made by `make` the first time any process asks for it and complete whenever it
 * exists: made under a lock per name in a folder of its own, then renamed into place with the stamp inside.
 * Keeps the `KEEP` most recently used folders of a name.
 */
export async function sharedFolder(options: SharedFolderOptions): Promise<string> {
  if (!/^[a-z][a-z0-9-]*$/.test(options.name)) throw new Error(`sharedFolder: bad name "${options.name}"`);
  if (!/^[0-9a-f]{24,}$/.test(options.stamp)) throw new Error('sharedFolder: the stamp must be a hex hash');
  const dir = join(options.cacheDir, `${options.name}-${options.stamp.slice(0, 24)}`);
  if (await isComplete(dir, options.stamp)) return touched(dir);
  await mkdir(options.cacheDir, { recursive: true });
  const lock = join(options.cacheDir, `${options.name}.lock`);
  await acquire(lock);
  try {
    // Another process may have made it while this one waited.
    if (await isComplete(dir, options.stamp)) return touched(dir);
    const partial = `${dir}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    try {
      await options.make(partial);
      await writeFile(join(partial, STAMP), options.stamp);
      await rm(dir, { recursive: true, force: true });
      await rename(partial, dir);
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
    await prune(options.cacheDir, options.name, dir);
    return dir;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** The production build, exactly as it ships: built on first use, shared while the sources stay the same. */
export function productionBuild(): Promise<string> {
  return cachedBuild({ name: 'production' });
}

async function isComplete(dir: string, stamp: string): Promise<boolean> {
  return (await readFile(join(dir, STAMP), 'utf8').catch(() => '')) === stamp;
}

/** Marks a folder as just used (pruning keeps the most recently used). */
async function touched(dir: string): Promise<string> {
  const now = new Date();
  await utimes(dir, now, now).catch(() => undefined);
  return dir;
}

/** A lock folder holding its owner's pid; a lock whose owner died (a killed run) is taken over. */
async function acquire(lock: string): Promise<void> {
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(join(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => ''));
    // No pid yet: the holder is between its mkdir and its write; a dead pid: take the lock over.
    if (holder > 0 && !pidAlive(holder)) await rm(lock, { recursive: true, force: true });
    else await new Promise((done) => setTimeout(done, 200));
  }
}

/** Removes the name's older folders beyond the newest `KEEP`, and partial folders whose builder has gone. */
async function prune(cacheDir: string, name: string, keep: string): Promise<void> {
  const entries = await readdir(cacheDir).catch(() => [] as string[]);
  const complete: { path: string; used: number }[] = [];
  for (const entry of entries) {
    const path = join(cacheDir, entry);
    const partial = /\.partial-(\d+)$/.exec(entry);
    if (partial && entry.startsWith(`${name}-`)) {
      if (!pidAlive(Number(partial[1]))) await rm(path, { recursive: true, force: true });
      continue;
    }
    if (!new RegExp(`^${name}-[0-9a-f]{24}$`).test(entry) || path === keep) continue;
    const info = await stat(path).catch(() => undefined);
    if (info) complete.push({ path, used: info.mtimeMs });
  }
  complete.sort((a, b) => b.used - a.used);
  for (const old of complete.slice(KEEP - 1)) await rm(old.path, { recursive: true, force: true });
}
