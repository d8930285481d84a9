// The skipped tests of a run, read from vitest's and Playwright's JSON reports, for tests/runAll.ts: a test that
// is skipped (`.skip`, `.todo`, `test.fixme`, a `test.skip(condition)` that held) proves nothing and would
// quietly shrink the run, so each one fails the summary unless tests/skipped.json lists it with a reason.

/** One entry of tests/skipped.json: the test as `skippedTests` names it, and why it may be skipped. */
export interface SkipAllowance {
  test: string;
  reason: string;
}

/** What tests/runAll.ts reads of vitest's JSON report (`--reporter=json`). */
export interface VitestReport {
  testResults: {
    /** The test file's absolute path. */
    name: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

/** What tests/runAll.ts reads of Playwright's JSON report. */
export interface PlaywrightSuite {
  title: string;
  specs?: { title: string; file: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

const SEPARATOR = ' › ';

/**
 * Every test of a vitest report that neither passed nor failed (vitest's "skipped", "pending" and "todo"), as
 * `file › describe › title` with the file relative to `root`.
 */
export function skippedInVitest(report: VitestReport, root: string): string[] {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return report.testResults.flatMap((file) => {
    const path = file.name.startsWith(prefix) ? file.name.slice(prefix.length) : file.name;
    return file.assertionResults
      .filter((result) => result.status !== 'passed' && result.status !== 'failed')
      .map((result) => [path, ...result.ancestorTitles, result.title].join(SEPARATOR));
  });
}

/**
 * Every test of a Playwright report whose outcome is "skipped" (`test.skip`, `test.fixme`, a skip that held at run
 * time), as `file › describe › title` with the file relative to the repository (`testDir` is `testDir`).
 */
export function skippedInPlaywright(suites: readonly PlaywrightSuite[], testDir: string): string[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'skipped')
        .map(() => [`${testDir}/${spec.file}`, ...titles, spec.title].join(SEPARATOR)),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  // The top suites are the files themselves: their titles are the file names, already in each spec's `file`.
  return suites.flatMap((file) => walk(file, []));
}

/** The skipped tests that `allowed` does not list, each once per time it was skipped. */
export function unallowedSkips(skipped: readonly string[], allowed: readonly SkipAllowance[]): string[] {
  const names = new Set(allowed.map((entry) => entry.test));
  return skipped.filter((test) => !names.has(test));
}

/**
 * Reads tests/skipped.json's text: an array of `{ test, reason }`, each reason said in words. Anything else throws,
 * so a malformed list cannot allow a skip by accident.
 */
export function parseAllowances(text: string): SkipAllowance[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('tests/skipped.json: expected an array of { test, reason }');
  return parsed.map((entry, index) => {
    const { test, reason } = (entry ?? {}) as Record<string, unknown>;
    if (typeof test !== 'string' || test === '')
      throw new Error(`tests/skipped.json[${index}]: "test" must name a test`);
    if (typeof reason !== 'string' || reason.trim().length < 10)
      throw new Error(`tests/skipped.json[${index}]: "reason" must say why, in words`);
    return { test, reason };
  });
}
