// `npm run test:stress -- <Playwright arguments>`: runs end-to-end tests repeatedly while every core is also kept busy,
// to bring out what fails only in parallel. A test that passes alone and fails beside others usually depends on
// timing: a frame drawn between two steps, an answer arriving before a listener, a click landing while a dialog
// moves. On a loaded machine those moments last long enough to hit: in this project a header that blinked for one
// frame failed 2 of 16 runs under load and none of dozens without.
//
//   npm run test:stress -- tests/e2e/site/acrossPages.spec.ts -g "first frame"
//   npm run test:stress -- --load=1 --repeat-each=20 tests/e2e/site/accessibility.spec.ts
//
// `--load=N` spinning processes (default: one per core) and `--repeat-each=8` unless given; every other argument
// goes to `playwright test` as written. The spinners end with this process, however it ends.
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** What a stress run does. */
export interface StressPlan {
  /** Spinning processes beside the tests. */
  readonly load: number;
  /** Arguments for `playwright test`. */
  readonly playwrightArgs: readonly string[];
}

/** How many times each test runs unless `--repeat-each` is given. */
export const DEFAULT_REPEATS = 8;

/**
 * Reads the command line: `--load=N` or `--load N` (0 to 64; default `cores`) is this tool's, the rest is
 * Playwright's, with `--repeat-each=8` added when absent. Throws a RangeError naming a bad `--load`.
 */
export function stressPlan(argv: readonly string[], cores: number): StressPlan {
  let load = cores;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    let value: string | undefined;
    if (arg === '--load') {
      value = argv[i + 1];
      i += 1;
    } else if (arg.startsWith('--load=')) value = arg.slice('--load='.length);
    else {
      rest.push(arg);
      continue;
    }
    const n = Number(value);
    if (value === undefined || !/^\d+$/.test(value) || n > 64)
      throw new RangeError(
        `--load takes a whole number of spinning processes from 0 to 64, not "${value ?? ''}".`,
      );
    load = n;
  }
  const repeats = rest.some((arg) => arg === '--repeat-each' || arg.startsWith('--repeat-each='));
  return { load, playwrightArgs: repeats ? rest : [...rest, `--repeat-each=${DEFAULT_REPEATS}`] };
}

// Spins in slices of 200 ms and leaves as soon as its owner is gone, so even a SIGKILLed owner leaves no spinner.
// The owner's pid comes as an argument: an owner killed while the spinner boots would already be gone from ppid.
const SPINNER = `const owner = Number(process.argv[1]);
for (;;) {
  const start = Date.now();
  while (Date.now() - start < 200) {}
  try { process.kill(owner, 0); } catch { process.exit(0); }
  if (process.ppid !== owner) process.exit(0);
}`;

/** Busy processes, one core's worth each. */
export interface Load {
  readonly pids: readonly number[];
  /** Ends them all (also done when this process exits). */
  stop(): void;
}

/** Starts `count` spinning node processes beside this one. */
export function startLoad(count: number): Load {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i += 1)
    children.push(spawn(process.execPath, ['-e', SPINNER, String(process.pid)], { stdio: 'ignore' }));
  const stop = () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.off('exit', stop);
  };
  process.on('exit', stop);
  return { pids: children.flatMap((child) => (child.pid === undefined ? [] : [child.pid])), stop };
}

async function main(): Promise<void> {
  let plan: StressPlan;
  try {
    plan = stressPlan(process.argv.slice(2), availableParallelism());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const load = startLoad(plan.load);
  // Ctrl-C reaches Playwright too (same process group); this process waits for it to finish its cleanup.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => load.stop());
  console.info(
    `Stress: ${plan.load} spinning process(es) beside \`playwright test ${plan.playwrightArgs.join(' ')}\``,
  );
  const root = resolve(import.meta.dirname, '..');
  const playwright = spawn(resolve(root, 'node_modules/.bin/playwright'), ['test', ...plan.playwrightArgs], {
    cwd: root,
    stdio: 'inherit',
  });
  const code = await new Promise<number>((done) =>
    playwright.on('close', (exitCode, signal) => done(exitCode ?? (signal ? 130 : 1))),
  );
  load.stop();
  process.exit(code);
}

if (import.meta.main) await main();
