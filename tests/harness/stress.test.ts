import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { DEFAULT_REPEATS, startLoad, stressPlan } from '../../harness/stress.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    // A zombie has no command line: it has ended, only its parent has not collected it yet.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8') !== '';
  } catch {
    return false;
  }
}

/** User plus system CPU ticks of `pid` so far. */
function cpuTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

async function gone(pid: number, withinMs: number): Promise<boolean> {
  for (let waited = 0; waited < withinMs; waited += 50) {
    if (!alive(pid)) return true;
    await sleep(50);
  }
  return !alive(pid);
}

describe('npm run test:stress: its command line', () => {
  test('one spinner per core and eight repeats unless told; the rest goes to Playwright as written', () => {
    expect(stressPlan(['tests/e2e/site/a.spec.ts', '-g', 'first frame'], 2)).toEqual({
      load: 2,
      playwrightArgs: ['tests/e2e/site/a.spec.ts', '-g', 'first frame', `--repeat-each=${DEFAULT_REPEATS}`],
    });
    expect(stressPlan(['--load=1', '--repeat-each=20', 'x.spec.ts'], 2)).toEqual({
      load: 1,
      playwrightArgs: ['--repeat-each=20', 'x.spec.ts'],
    });
    expect(stressPlan(['--load', '0', '--repeat-each', '3'], 8)).toEqual({
      load: 0,
      playwrightArgs: ['--repeat-each', '3'],
    });
  });

  test('a load that is not a whole number from 0 to 64 is refused, naming what was given', () => {
    for (const bad of [['--load=-1'], ['--load=two'], ['--load=1.5'], ['--load=65'], ['--load'], ['--load=']])
      expect(() => stressPlan(bad, 2)).toThrow(
        /--load takes a whole number of spinning processes from 0 to 64/,
      );
    expect(() => stressPlan(['--load=lots'], 2)).toThrow('not "lots"');
  });
});

describe('the load', () => {
  test('keeps its processes busy and ends them on stop()', async () => {
    const load = startLoad(2);
    try {
      expect(load.pids).toHaveLength(2);
      const before = load.pids.map(cpuTicks);
      // Each spinner keeps using CPU: more than 10 ticks (0.1 s of a core) each. How soon it gets them depends on
      // what else the machine runs, so the wait is bounded generously; a process that sleeps would never get them.
      for (const [i, pid] of load.pids.entries())
        await expect
          .poll(() => cpuTicks(pid) - (before[i] ?? 0), { timeout: 30_000, interval: 100 })
          .toBeGreaterThan(10);
    } finally {
      load.stop();
    }
    for (const pid of load.pids) expect(await gone(pid, 15_000)).toBe(true);
  });

  test('outlives no owner, even one killed outright (SIGKILL runs no handler)', async () => {
    const url = pathToFileURL(`${import.meta.dirname}/../../harness/stress.ts`).href;
    const owner = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { startLoad } from ${JSON.stringify(url)}; console.log(startLoad(1).pids[0]); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const spinner = await new Promise<number>((done) =>
      owner.stdout?.once('data', (chunk) => done(Number(String(chunk).trim()))),
    );
    expect(alive(spinner)).toBe(true);
    owner.kill('SIGKILL');
    expect(await gone(spinner, 15_000)).toBe(true);
  });
});
