/**
 * `npm run bench:cli`: wall time of `portico config` and `portico check` (median of several runs) in a
 * temp copy of the project, next to a bare `node -e 0` for scale; also `check` with the wallet catalog's cache
 * off (`PORTICO_WALLET_CATALOG_CACHE=0`: RainbowKit's wallets imported and derived) and `--help` (no catalog). A benchmark, not a test: it prints the
 * figures and writes bench-results/cli.json; the aim is under 300 ms each.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const FILES = [
  'portico.config.json',
  'src/config/types.ts',
  'src/config/generated.ts',
  'src/config/generatedWallets.ts',
  'public/manifest.json',
  'public/_headers',
  'public/logo.svg',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function time(args: string[], cwd: string, extraEnv: Record<string, string> = {}): number[] {
  const samples: number[] = [];
  spawnSync(process.execPath, args, { cwd }); // warm-up: file cache and Node's compile cache
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const run = spawnSync(process.execPath, args, {
      cwd,
      env: { ...process.env, PUBLIC_WALLETCONNECT_PROJECT_ID: '', ...extraEnv },
    });
    samples.push(performance.now() - start);
    if (run.status !== 0) throw new Error(`${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  }
  return samples;
}

const dir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
try {
  for (const file of FILES) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(REPO, file), join(dir, file));
  }
  const bin = join(REPO, 'cli/bin.mjs');
  const results = {
    runs: RUNS,
    node: process.versions.node,
    nodeBaselineMs: time(['-e', '0'], dir),
    configMs: time([bin, 'config'], dir),
    checkMs: time([bin, 'check'], dir),
    // Without the wallet catalog's cache: what a run costs that must import RainbowKit's wallets (and wagmi).
    checkUncachedMs: time([bin, 'check'], dir, { PORTICO_WALLET_CATALOG_CACHE: '0' }),
    helpMs: time([bin, '--help'], dir),
  };
  const summary = {
    date: new Date().toISOString(),
    runs: RUNS,
    node: results.node,
    medianMs: {
      nodeBaseline: Math.round(median(results.nodeBaselineMs)),
      config: Math.round(median(results.configMs)),
      check: Math.round(median(results.checkMs)),
      checkUncached: Math.round(median(results.checkUncachedMs)),
      help: Math.round(median(results.helpMs)),
    },
    targetMs: 300,
    samplesMs: {
      config: results.configMs.map(Math.round),
      check: results.checkMs.map(Math.round),
      checkUncached: results.checkUncachedMs.map(Math.round),
      help: results.helpMs.map(Math.round),
    },
  };
  mkdirSync(join(REPO, 'bench-results'), { recursive: true });
  writeFileSync(join(REPO, 'bench-results/cli.json'), `${JSON.stringify(summary, null, 2)}\n`);
  process.stdout.write(
    `portico config: ${summary.medianMs.config} ms median\n` +
      `portico check:  ${summary.medianMs.check} ms median\n` +
      `portico check without the wallet catalog's cache: ${summary.medianMs.checkUncached} ms median\n` +
      `portico --help: ${summary.medianMs.help} ms median (loads no catalog)\n` +
      `node -e 0:      ${summary.medianMs.nodeBaseline} ms median (baseline)\n` +
      `(${RUNS} runs each, target < 300 ms; written to bench-results/cli.json)\n`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
