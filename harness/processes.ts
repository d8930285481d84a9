import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appRoot } from '../build/appRoot.ts';

// Every node the harness starts is registered here, so none outlives its owner:
// - normal stop: the instance's stop();
// - exit, uncaught error, SIGINT/SIGTERM/SIGHUP: handlers below SIGKILL every registered pid synchronously;
// - the owner killed with SIGKILL (no handler runs): a detached watchdog shell notices and kills them;
// - anything left from a crashed earlier run: reaped the next time a node is started.

/** The harness's working folder: the app's `.harness/` (git-ignored), wherever the package is installed. */
export const HARNESS_DIR = resolve(process.env.PORTICO_HARNESS_DIR ?? join(appRoot(), '.harness'));
const RUNS_DIR = join(HARNESS_DIR, 'run');

type Entry = { label: string; marker: string; pid: number | undefined; emergency: (() => void) | undefined };

export type ProcessTracker = {
  /** A unique file path to put on the process's command line (anvil's --config-out). */
  marker: string;
  /** Finds the started process by its marker and records its pid. */
  attach(): number | undefined;
  onEmergency(cb: () => void): void;
  /** Forgets the process; with kill, SIGKILLs it if it is somehow still alive. */
  release(options?: { kill?: boolean }): void;
};

const live = new Set<Entry>();
let runDir: string | undefined;
let handlersInstalled = false;
let counter = 0;

/** The process `pid` exists (one of another user's counts: `EPERM`). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** Pids of processes whose command line contains `needle` (Linux /proc; empty elsewhere). */
export function findProcesses(needle: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (pid !== process.pid && cmdline(pid).includes(needle)) found.push(pid);
  }
  return found;
}

function killQuietly(pid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

/** Kills nodes left behind by owners that no longer exist (a run killed with SIGKILL, a crashed machine). */
export function reapOrphans(): number {
  let dirs: string[];
  try {
    dirs = readdirSync(RUNS_DIR);
  } catch {
    return 0;
  }
  let reaped = 0;
  for (const dir of dirs) {
    const owner = Number(dir.split('-')[0]);
    if (!Number.isInteger(owner) || owner === process.pid || pidAlive(owner)) continue;
    const path = join(RUNS_DIR, dir);
    for (const pid of findProcesses(path)) {
      killQuietly(pid);
      reaped += 1;
    }
    rmSync(path, { recursive: true, force: true });
  }
  return reaped;
}

function killAllNow(): void {
  for (const entry of live) {
    if (entry.pid !== undefined) killQuietly(entry.pid);
    entry.emergency?.();
  }
  live.clear();
  if (runDir) rmSync(runDir, { recursive: true, force: true });
  // The watchdog ends once the folder is gone; a later start in this process makes a fresh one.
  runDir = undefined;
}

type HandledSignal = 'SIGINT' | 'SIGTERM' | 'SIGHUP';

function onSignal(signal: HandledSignal): void {
  killAllNow();
  process.removeListener(signal, signalHandlers[signal]);
  // Keep the default meaning of the signal unless someone else (a test runner) is handling it.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

const signalHandlers: Record<HandledSignal, () => void> = {
  SIGINT: () => onSignal('SIGINT'),
  SIGTERM: () => onSignal('SIGTERM'),
  SIGHUP: () => onSignal('SIGHUP'),
};

/** A detached shell that outlives a SIGKILLed owner just long enough to kill its nodes. */
function startWatchdog(dir: string): void {
  const script = [
    'while kill -0 "$1" 2>/dev/null && [ -d "$2" ]; do sleep 0.25; done',
    '[ -d "$2" ] || exit 0',
    // One grep over every command line, not a pipeline per process: on a loaded two-core machine hundreds of
    // forks took seconds, and the nodes outlived their owner that long.
    'for f in $(grep -lsF -- "$2" /proc/[0-9]*/cmdline); do',
    '  p=$(echo "$f" | cut -d/ -f3)',
    '  [ "$p" = "$$" ] || kill -9 "$p" 2>/dev/null',
    'done',
    'rm -rf -- "$2"',
  ].join('\n');
  try {
    const child = spawn('/bin/sh', ['-c', script, 'portico-harness-watchdog', String(process.pid), dir], {
      detached: true,
      stdio: 'ignore',
    });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No shell: the exit/signal handlers and the next run's reaper still apply.
  }
}

function ensureRunDir(): string {
  if (runDir) return runDir;
  reapOrphans();
  runDir = join(RUNS_DIR, `${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(runDir, { recursive: true });
  writeFileSync(join(runDir, 'owner'), `${process.pid}\n`);
  if (!handlersInstalled) {
    handlersInstalled = true;
    process.prependListener('exit', killAllNow);
    // prepend: run before signal-exit (execa's cleanup), which re-raises only when it is the last listener.
    for (const signal of Object.keys(signalHandlers) as HandledSignal[]) {
      process.prependListener(signal, signalHandlers[signal]);
    }
  }
  startWatchdog(runDir);
  return runDir;
}

export function trackProcess(label: string): ProcessTracker {
  const dir = ensureRunDir();
  counter += 1;
  const entry: Entry = {
    label,
    marker: join(dir, `${label}-${counter}.json`),
    pid: undefined,
    emergency: undefined,
  };
  live.add(entry);
  return {
    marker: entry.marker,
    attach() {
      entry.pid = findProcesses(entry.marker)[0];
      return entry.pid;
    },
    onEmergency(cb) {
      entry.emergency = cb;
    },
    release(options) {
      if (options?.kill && entry.pid !== undefined && cmdline(entry.pid).includes(entry.marker)) {
        killQuietly(entry.pid);
      }
      live.delete(entry);
      try {
        unlinkSync(entry.marker);
      } catch {
        // anvil may not have written its config yet.
      }
    },
  };
}

/** Labels and pids of the nodes this process currently owns (for diagnostics and tests). */
export function liveProcesses(): { label: string; pid: number | undefined }[] {
  return [...live].map(({ label, pid }) => ({ label, pid }));
}
