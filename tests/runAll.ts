// One command for every suite: static checks, vitest (unit, CLI, harness; the package beside the rest) and
// Playwright end to end.
// Prints each suite's own output, then one closing line that sums them all: `tests: N passed, N failed`.
// A skipped test (`.skip`, `.todo`, `test.fixme`) counts as failed unless tests/skipped.json lists it with a
// reason (tests/skipped.ts); a `.only` fails its runner (playwright.config.ts, vitest.config.ts).
// Arguments go to Playwright: `npm test -- --workers=1`, `npm test -- --shard=1/4`.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  chromiumExecutable,
  DESKTOP_CHROMIUM_PATH,
  HEADLESS_SHELL_PATH,
} from '../harness/playwright/browser.ts';
import {
  type PlaywrightSuite,
  parseAllowances,
  skippedInPlaywright,
  skippedInVitest,
  unallowedSkips,
  type VitestReport,
} from './skipped.ts';

const root = resolve(import.meta.dirname, '..');
const results = resolve(root, 'test-results');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

type Tally = { name: string; passed: number; failed: number };
const tallies: Tally[] = [];
// Read first: a malformed list fails the run before anything has run.
const allowedSkips = parseAllowances(readFileSync(resolve(root, 'tests/skipped.json'), 'utf8'));

/** The skips `allowed` does not list, printed: each one fails the summary (tests/skipped.ts). */
function unallowed(runner: string, skipped: string[]): number {
  const refused = unallowedSkips(skipped, allowedSkips);
  for (const test of refused)
    console.info(`${runner}: skipped, and not in tests/skipped.json (counted as failed): ${test}`);
  return refused.length;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const outcome = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return outcome.status ?? 1;
}

/**
 * Debian's Chromium for the end-to-end tests: the headless shell (what they run by default) and the desktop
 * browser (for `--headed` runs and the page benchmarks), installed when missing (harness/playwright/browser.ts).
 */
function ensureChromium(): void {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen ? existsSync(chosen) : existsSync(HEADLESS_SHELL_PATH) && existsSync(DESKTOP_CHROMIUM_PATH))
    return;
  console.info("Installing Debian's chromium and chromium-headless-shell packages…");
  run('bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell',
  ]);
  if (!existsSync(chromiumExecutable())) {
    console.error(
      'Could not install Chromium. Install it with `apt-get install chromium chromium-headless-shell` (or set CHROMIUM_PATH).',
    );
    process.exit(1);
  }
}

/**
 * Starts a static check in the background with its output kept; the returned promise prints the output under
 * the check's name and counts it once the check has ended. The checks run beside vitest (tsc takes about 13 s of
 * one core): on this 2-core machine both together took 131 s, one after the other 126 s + 15 s.
 */
function staticCheck(name: string, command: string, args: string[]): () => Promise<void> {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const ended = new Promise<boolean>((done) => {
    child.once('error', (error) => {
      output += `${error.message}\n`;
      done(false);
    });
    child.once('close', (code) => done(code === 0));
  });
  return async () => {
    const ok = await ended;
    console.info(`\n== ${name}`);
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    tallies.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  };
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
ensureChromium();

const staticChecks = [
  staticCheck('typecheck (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.']),
  staticCheck('format and lint (biome check)', bin('biome'), ['check', '.']),
  staticCheck('generated config is current (portico config --check)', process.execPath, [
    'cli/bin.mjs',
    'config',
    '--check',
  ]),
];

/**
 * One vitest run of `projects`, its report in `file`. `quiet`: its output kept in `<file>.log` and printed when it is
 * read (it runs beside Playwright, whose output it would otherwise cut into). Resolves once the run has ended.
 */
function vitestRun(projects: string[], file: string, quiet: boolean): Promise<void> {
  return new Promise<void>((done) => {
    const child = spawn(
      bin('vitest'),
      [
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' },
    );
    // Its output, kept until it is read: the run counts as ended once the file holds all of it.
    const log = quiet ? createWriteStream(`${file}.log`) : undefined;
    if (log) {
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
    }
    const ended = () => (log ? log.end(() => done()) : done());
    // A vitest that cannot start writes no report, and is counted as failed below.
    child.once('error', (error) => {
      console.error(`vitest did not start: ${error.message}`);
      ended();
    });
    child.once('close', () => ended());
  });
}

/** Counts a vitest run's report (a suite that fails to load, or a skip not allowed, fails it too). */
function tallyVitest(name: string, file: string): void {
  if (!existsSync(file)) {
    tallies.push({ name, passed: 0, failed: 1 });
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestReport & {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTestSuites: number;
    success: boolean;
  };
  // A suite that fails to load has no failed tests but must still fail the run.
  const broken = report.success || report.numFailedTests > 0 ? 0 : 1;
  const skipped = unallowed(name, skippedInVitest(report, root));
  tallies.push({ name, passed: report.numPassedTests, failed: report.numFailedTests + broken + skipped });
}

// The package's own tests (tests/package: npm pack, apps outside the repository) take minutes of installs, builds
// and their own Playwright runs, much of it waiting: they run beside everything else, from the start, and are
// printed and counted at the end.
// Not in test-results/: Playwright empties that folder when it starts, which may be while this run still writes.
const packageResults = resolve(root, '.harness', 'results');
rmSync(packageResults, { recursive: true, force: true });
mkdirSync(packageResults, { recursive: true });
const packageFile = resolve(packageResults, 'vitest-package.json');
const packageRun = vitestRun(['package'], packageFile, true);

console.info('\n== vitest (unit, cli, harness)');
const vitestFile = resolve(results, 'vitest.json');
// Beside the static checks, whose output is printed once vitest has ended.
await vitestRun(['unit', 'cli', 'harness'], vitestFile, false);
// In the order they were started, each printed once it has ended.
for (const report of staticChecks) await report();
tallyVitest('vitest', vitestFile);

console.info('\n== playwright (end to end)');
const playwrightFile = resolve(results, 'e2e.json');
run(bin('playwright'), ['test', ...process.argv.slice(2)], {
  PORTICO_PW_REPORTER: 'json',
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
});
if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    errors?: unknown[];
    suites?: PlaywrightSuite[];
  };
  const setupFailed = (report.errors?.length ?? 0) > 0 ? 1 : 0;
  // playwright.config.ts retries nothing, so no test can pass on a second try; if one ever did (a `--retries`
  // argument), it failed first and counts as failed.
  if (report.stats.flaky > 0)
    console.info(
      `playwright: ${report.stats.flaky} flaky (failed, then passed on retry): counted as failed.`,
    );
  const skipped = unallowed('playwright', skippedInPlaywright(report.suites ?? [], 'tests/e2e'));
  tallies.push({
    name: 'playwright',
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky + setupFailed + skipped,
  });
} else tallies.push({ name: 'playwright', passed: 0, failed: 1 });

await packageRun;
console.info('\n== vitest (package: the tarball in apps outside the repository)');
if (existsSync(`${packageFile}.log`)) process.stdout.write(readFileSync(`${packageFile}.log`, 'utf8'));
tallyVitest('vitest (package)', packageFile);

console.info('');
for (const t of tallies) console.info(`  ${t.name}: ${t.passed} passed, ${t.failed} failed`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
