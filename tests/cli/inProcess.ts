import { fileURLToPath } from 'node:url';
import { changedFiles } from '../../cli/fs/atomicWrite.ts';
import { main } from '../../cli/index.ts';
import type { Captured } from '../../harness/runCaptured.ts';

// The CLI's `main` run inside the test's own process, as `node cli/bin.mjs` would run it: the working directory
// given to `main` (vitest's worker threads may not change the process's), the environment and both output streams
// the process's own for the length of one run. A node start-up costs
// a few hundred ms of CPU per run and these suites make hundreds of runs; binary.test.ts shows, for a sample of
// commands, that this gives the same exit code, output and files as the real binary.

const BIN = fileURLToPath(new URL('../../cli/bin.mjs', import.meta.url));

/** Runs share the CLI's working directory, the process's env and streams, so one at a time (test.concurrent cases queue here). */
let queue: Promise<unknown> = Promise.resolve();

export function runMainInProcess(
  args: readonly string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): Promise<Captured> {
  const run = queue.then(() => runOnce(args, options));
  queue = run.catch(() => undefined);
  return run;
}

type Write = typeof process.stdout.write;

async function runOnce(
  args: readonly string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): Promise<Captured> {
  const captured: Captured = { code: null, stdout: '', stderr: '' };
  const savedEnv = { ...process.env };
  const savedWrite = { stdout: process.stdout.write, stderr: process.stderr.write };
  const capture =
    (stream: 'stdout' | 'stderr'): Write =>
    (chunk: string | Uint8Array, ...rest: unknown[]) => {
      captured[stream] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
      const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      done?.();
      return true;
    };
  // A new process starts with no files changed; this list is the module's, kept from the previous run.
  changedFiles.length = 0;
  try {
    for (const name of Object.keys(process.env)) if (!(name in options.env)) delete process.env[name];
    for (const [name, value] of Object.entries(options.env))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    process.stdout.write = capture('stdout');
    process.stderr.write = capture('stderr');
    captured.code = await main([process.execPath, BIN, ...args], { cwd: options.cwd });
  } finally {
    process.stdout.write = savedWrite.stdout;
    process.stderr.write = savedWrite.stderr;
    for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
    Object.assign(process.env, savedEnv);
  }
  return captured;
}
