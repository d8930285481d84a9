import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestOverrides } from '../../src/config/runtimeSettings.ts';
import { runCaptured } from '../runCaptured.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const inputs = [
  'src',
  'build',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'harness/site/astroBuild.ts',
  'harness/site/safeProbe.ts',
];

export interface BuildSiteOptions {
  /** Output folder (absolute, or relative to the project root). */
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
  const outDir = resolve(projectRoot, options.outDir);
  const stamp = await buildFingerprint(options.overrides);
  const stampFile = join(outDir, '.portico-build-stamp');
  if ((options.reuse ?? true) && (await readFile(stampFile, 'utf8').catch(() => '')) === stamp) {
    return { outDir, ms: performance.now() - started, reused: true };
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    PORTICO_ASTRO_CACHE_DIR: options.cacheDir ?? `${outDir}.cache`,
  };
  // A runner's NODE_ENV (vitest sets `test`) would make Vite bundle React's development build.
  env.NODE_ENV = 'production';
  if (options.overrides) env.PORTICO_TEST_OVERRIDES = JSON.stringify(options.overrides);
  else delete env.PORTICO_TEST_OVERRIDES;
  await run(process.execPath, [join(import.meta.dirname, 'astroBuild.ts'), outDir], env);
  await writeFile(stampFile, stamp);
  return { outDir, ms: performance.now() - started, reused: false };
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { code, stdout, stderr } = await runCaptured(command, args, { cwd: projectRoot, env });
  if (code !== 0) throw new Error(`astro build failed (exit ${code}):\n${`${stdout}${stderr}`.slice(-4000)}`);
}

/**
 * What a build of the current sources with `overrides` (none: production) would be: a hash of every input of the
 * build and of the overrides. Two builds with the same fingerprint are the same site.
 */
export async function buildFingerprint(overrides?: TestOverrides): Promise<string> {
  const hash = createHash('sha256').update(overrides ? JSON.stringify(overrides) : '');
  for (const input of inputs) await hashPath(hash, join(projectRoot, input));
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
