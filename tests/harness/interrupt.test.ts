import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';

// A whole Playwright run, ended the hard ways: a worker killed outright (a crash), then Ctrl-C on the run.
// Nothing it started may be left: no anvil, no worker, no Chromium, no server.

const root = resolve(import.meta.dirname, '../..');
// Its own process registry folder, so this run's nodes are told apart from any other run's.
const harnessDir = mkdtempSync(join(tmpdir(), 'portico-interrupt-'));
afterAll(() => rmSync(harnessDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function parentOf(pid: number): number | undefined {
  try {
    // The fields after the parenthesised name: state, ppid.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

const pids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
/** This run's anvil nodes: their command line names a marker inside the run's registry folder. */
const anvils = (label: string) =>
  pids().filter((pid) => cmdline(pid).includes(`${harnessDir}/run/`) && cmdline(pid).includes(`/${label}-`));

/** Every process the run started so far (its descendants: workers, Chromium, anvil; the watchdogs), by command line. */
const seen = new Map<number, string>();
function collect(rootPid: number): void {
  const all = pids();
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const pid of all) {
      const parent = parentOf(pid);
      if (!tree.has(pid) && parent !== undefined && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of all) if (cmdline(pid).includes(harnessDir)) tree.add(pid);
  for (const pid of tree) if (!seen.has(pid) && cmdline(pid)) seen.set(pid, cmdline(pid));
}
/** Processes seen during the run that still run (same pid and command line). */
const survivors = () =>
  [...seen]
    .filter(([pid, line]) => cmdline(pid) === line)
    .map(([pid, line]) => `${pid} ${line.slice(0, 160)}`);

let runPid = 0;

async function until<T>(what: string, read: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    collect(runPid);
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await sleep(200);
  }
}

test('behavior: a crashed worker and then Ctrl-C on the run leave nothing running', {
  timeout: 600_000,
}, async () => {
  const run: ChildProcess = spawn(
    process.execPath,
    [
      join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      'tests/e2e/reliability/rpc.spec.ts',
      '--workers=1',
    ],
    {
      cwd: root,
      // Its own process group, as a terminal's foreground job: Ctrl-C goes to the whole group.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORTICO_HARNESS_DIR: harnessDir, CI: '' },
    },
  );
  let output = '';
  run.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  run.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((r) =>
    run.once('exit', (code, signal) => r(signal ?? code ?? -1)),
  );
  const group = run.pid as number;
  runPid = group;
  try {
    // A worker with its fork and a browser at work.
    const fork = await until('the first worker fork', () => anvils('fork')[0], 300_000);
    const owner = Number(/run\/(\d+)-/.exec(cmdline(fork))?.[1]);
    expect(cmdline(owner)).toContain('node');
    await until('a test in a browser', () => (/✓|✘/.test(output) ? true : undefined), 120_000);

    // The worker dies without any handler running (as on a crash): its fork must go with it, and the run goes on
    // with a new worker and a new fork.
    process.kill(owner, 'SIGKILL');
    await until('the dead worker fork to go', () => (cmdline(fork) ? undefined : true), 10_000);
    await until('a new worker fork', () => anvils('fork').find((pid) => pid !== fork), 120_000);

    // Ctrl-C on the run while the new worker's tests are in flight.
    process.kill(-group, 'SIGINT');
    await Promise.race([exited, sleep(60_000)]);
    expect(seen.size).toBeGreaterThan(3);
    await until(
      'every process of the run to end',
      () => (survivors().length === 0 ? true : undefined),
      // Generous for a loaded machine: what remains after it is a leak, not a slow exit.
      60_000,
    ).catch(() => undefined);
    expect(survivors()).toEqual([]);
  } finally {
    for (const [pid, line] of seen) {
      if (cmdline(pid) !== line) continue;
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  }
});
