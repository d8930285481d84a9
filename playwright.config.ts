// This repository's end-to-end suite, configured the way an app configures the harness it installs
// (`portico/harness/playwright`, docs/package.md): the harness's global setup builds the test site once and opens
// one Safe host slot per worker; each worker starts its own fork, Safe and servers, so tests run in parallel and
// in any order. Workers: one per core, as many as memory carries, 2 to 8 (harness/playwright/workers.ts). No
// retries: a test that passes only on its second try is a bug (tests/runAll.ts counts a "flaky" result as failed).
// A `test.only` fails the run (vitest.config.ts refuses `.only` the same way): focus a run with a path or `--grep`.
import { harnessConfig } from 'portico/harness/playwright';

export default harnessConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  reporter: process.env.PORTICO_PW_REPORTER === 'json' ? [['list'], ['json']] : 'list',
});
