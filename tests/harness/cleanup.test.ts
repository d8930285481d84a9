import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { pidAlive } from '../../harness/processes.ts';

// No anvil may survive its owner, however the owner ends.

const CHILD = fileURLToPath(new URL('./fixtures/chainChild.ts', import.meta.url));

/** Every owner started; one a failed test left running is killed at the end (its watchdog then reaps its nodes). */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

type Report = { rpcUrl: string; upstream: string | undefined; pids: number[] };

function startChild(
  mode: string,
): Promise<{ child: ChildProcess; report: Report; exited: Promise<unknown> }> {
  const child = spawn(process.execPath, [CHILD, mode], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve({ child, report: JSON.parse(line) as Report, exited });
    });
    child.once('exit', (code) =>
      reject(new Error(`child exited (${code}) before reporting: ${err.slice(-800)}`)),
    );
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      // Long enough for an anvil on a loaded machine: a live node answers well within it, a dead port refuses at once.
      signal: AbortSignal.timeout(10_000),
    });
    return true;
  } catch {
    return false;
  }
}

/** Waits (up to a bound generous for a loaded machine: how fast is no part of the claim) for every pid to end. */
async function expectGone(report: Report) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && report.pids.some(pidAlive)) await new Promise((r) => setTimeout(r, 50));
  expect(report.pids.filter(pidAlive)).toEqual([]);
  expect(await answers(report.rpcUrl)).toBe(false);
  if (report.upstream) expect(await answers(report.upstream)).toBe(false);
}

// Independent children: run them side by side (each waits mostly on its child's start-up).
describe.concurrent('cleanup', () => {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    test(`behavior: owner killed with ${signal}`, async () => {
      const { child, report, exited } = await startChild('wait');
      expect(report.pids).toHaveLength(2);
      expect(report.pids.every(pidAlive)).toBe(true);
      expect(await answers(report.rpcUrl)).toBe(true);
      child.kill(signal);
      expect(await exited).toBe(signal);
      await expectGone(report);
    });
  }

  test('behavior: owner killed with SIGKILL (the watchdog reaps)', async () => {
    const { child, report, exited } = await startChild('wait');
    child.kill('SIGKILL');
    await exited;
    await expectGone(report);
  });

  for (const mode of ['throw', 'reject', 'exit'] as const) {
    test(`behavior: owner ends by ${mode}`, async () => {
      const { report, exited } = await startChild(mode);
      await exited;
      await expectGone(report);
    });
  }
});
