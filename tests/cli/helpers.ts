import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { type Captured, runCaptured } from '../../harness/runCaptured.ts';
import { runMainInProcess } from './inProcess.ts';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = join(REPO, 'cli/bin.mjs');
export const GENERATED = [
  'src/config/generated.ts',
  'src/config/generatedWallets.ts',
  'public/manifest.json',
  'public/_headers',
] as const;
/** The config file is watched too: `chain` edits it, and a failed run must not. */
export const WATCHED = [...GENERATED, 'portico.config.json'] as const;

export type ConfigJson = Record<string, unknown>;

export function baseConfig(): ConfigJson {
  return JSON.parse(readFileSync(join(REPO, 'portico.config.json'), 'utf8')) as ConfigJson;
}

/** A throwaway project: the committed config, generated files, logo and seam types; never the real repo. */
export function makeProject(config: ConfigJson | string | null = baseConfig()): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-cli-'));
  for (const file of ['src/config/types.ts', ...GENERATED, 'public/logo.svg']) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(REPO, file), join(dir, file));
  }
  if (config !== null) writeConfig(dir, config);
  return dir;
}

export function writeConfig(dir: string, config: ConfigJson | string): void {
  writeFileSync(
    join(dir, 'portico.config.json'),
    typeof config === 'string' ? config : `${JSON.stringify(config, null, 2)}\n`,
  );
}

export function removeProject(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** `makeProject` for one test file: every project it makes is removed after the file's tests. */
export function projectsForThisFile(): typeof makeProject {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) removeProject(dir);
  });
  return (config) => {
    const dir = makeProject(config);
    dirs.push(dir);
    return dir;
  };
}

/** Byte snapshot of the watched files (`null` when absent). */
export function snapshot(dir: string): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const file of WATCHED) {
    try {
      out[file] = readFileSync(join(dir, file)).toString('base64');
    } catch {
      out[file] = null;
    }
  }
  return out;
}

export type Run = Captured;

type CliOptions = { cwd: string; env?: Record<string, string> };

/** The environment a run sees: the test's own, without the site's variables unless the test gives them. */
function cliEnv(options: CliOptions): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env, ...options.env };
  for (const name of ['PUBLIC_WALLETCONNECT_PROJECT_ID', 'PUBLIC_BSC_RPC_URLS']) {
    if (!options.env || !(name in options.env)) delete env[name];
  }
  return env;
}

/** Runs the real CLI in a child process with the project's Node, as `npx portico` would. */
export function runBinary(args: readonly string[], options: CliOptions): Promise<Run> {
  return runCaptured(process.execPath, [BIN, ...args], { cwd: options.cwd, env: cliEnv(options) });
}

/**
 * Runs the CLI's `main` in this process (./inProcess.ts): what most tests check is the CLI's logic, not the
 * launcher. binary.test.ts holds it to `runBinary` for a sample of commands.
 */
export function runCli(args: readonly string[], options: CliOptions): Promise<Run> {
  return runMainInProcess(args, { cwd: options.cwd, env: cliEnv(options) });
}

/** What Biome makes of a file; the renderers promise their output is already in that form. */
export function biomeFormat(content: string, asPath: string): string {
  return execFileSync(join(REPO, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${asPath}`], {
    cwd: REPO,
    input: content,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  });
}
