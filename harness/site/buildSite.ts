import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { appRoot, PACKAGE_ROOT } from '../../build/appRoot.ts';
import type { TestOverrides } from '../../src/config/runtimeSettings.ts';
import { runCaptured } from '../runCaptured.ts';

/** What an app's build is made from: its own files, and (below) the package's. */
const appInputs = [
  'src',
  'public',
  'astro.config.mjs',
  'astro.config.ts',
  'portico.config.json',
  'package-lock.json',
];
/** The package's own inputs: its site core, its build code and the harness's build seam. */
const packageInputs = ['src', 'build', 'package.json', 'harness/site'];
/** The build child, in whichever form this module runs (TypeScript in the repository, JavaScript when installed). */
const astroBuildEntry = join(import.meta.dirname, `astroBuild${extname(import.meta.filename)}`);

export interface BuildSiteOptions {
  /** Output folder (absolute, or relative to the app's root). */
  readonly outDir: string;
  /** Test builds only: local RPC paths and loopback Safe hosts. Omit for a production build. */
  readonly overrides?: TestOverrides;
  /** Reuse the output when sources and overrides are unchanged since the last build. Default true. */
  readonly reuse?: boolean;
  /** Astro's cache folder. Default: beside the output, `<outDir>.cache`. */
  readonly cacheDir?: string;
}

/** Builds the site with Astro (./astroBuild.ts), skipping the work when nothing that feeds the build changed. */
export async function buildSite(
  options: BuildSiteOptions,
): Promise<{ outDir: string; ms: number; reused: boolean }> {
  const started = performance.now();
  const root = appRoot();
  const outDir = resolve(root, options.outDir);
  const stamp = await buildFingerprint(options.overrides);
  const stampFile = join(outDir, '.portico-build-stamp');
  if ((options.reuse ?? true) && (await readFile(stampFile, 'utf8').catch(() => '')) === stamp) {
    return { outDir, ms: performance.now() - started, reused: true };
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    PORTICO_ASTRO_CACHE_DIR: options.cacheDir ?? `${outDir}.cache`,
    PORTICO_APP_ROOT: root,
  };
  // A runner's NODE_ENV (vitest sets `test`) would make Vite bundle React's development build.
  env.NODE_ENV = 'production';
  if (options.overrides) env.PORTICO_TEST_OVERRIDES = JSON.stringify(options.overrides);
  else delete env.PORTICO_TEST_OVERRIDES;
  await run(process.execPath, [astroBuildEntry, outDir], root, env);
  await writeFile(stampFile, stamp);
  return { outDir, ms: performance.now() - started, reused: false };
}

async function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  const { code, stdout, stderr } = await runCaptured(command, args, { cwd, env });
  if (code !== 0) throw new Error(`astro build failed (exit ${code}):\n${`${stdout}${stderr}`.slice(-4000)}`);
}

/**
 * What a build of the current sources with `overrides` (none: production) would be: a hash of every input of the
 * build and of the overrides. Two builds with the same fingerprint are the same site.
 */
export async function buildFingerprint(overrides?: TestOverrides): Promise<string> {
  const hash = createHash('sha256').update(overrides ? JSON.stringify(overrides) : '');
  const root = appRoot();
  for (const input of appInputs) await hashPath(hash, join(root, input));
  // In this repository the package is the app: its folders are hashed once, above.
  if (PACKAGE_ROOT !== root) {
    for (const input of packageInputs) await hashPath(hash, join(PACKAGE_ROOT, input));
  } else {
    for (const input of ['build', 'harness/site']) await hashPath(hash, join(root, input));
  }
  return hash.digest('hex');
}

async function hashPath(hash: ReturnType<typeof createHash>, path: string): Promise<void> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return;
  if (info.isDirectory()) {
    for (const entry of (await readdir(path)).sort()) await hashPath(hash, join(path, entry));
    return;
  }
  hash.update(path).update(await readFile(path));
}
