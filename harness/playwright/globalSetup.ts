import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { prepareRun } from '../environment.ts';
import { HARNESS_DIR, pidAlive } from '../processes.ts';
import { RUN_ENV } from './workers.ts';

/**
 * Playwright's global setup: what every worker shares, made once. The fork source (the seeded upstream, or
 * `BSC_RPC_URL`), one Safe host slot per worker and the test build; workers find it in `PORTICO_E2E_RUN`
 * and start the rest themselves (harness/playwright.ts). Returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  // Per run: two Playwright runs at once (two terminals, two engineers) must not rebuild under each other.
  const runDir = resolve(HARNESS_DIR, `e2e-${process.pid}`);
  await removeStaleRuns(HARNESS_DIR);
  const prepared = await prepareRun({ slots: Math.max(1, config.workers), runDir }).catch(async (error) => {
    await rm(runDir, { recursive: true, force: true });
    throw error;
  });
  process.env[RUN_ENV] = JSON.stringify(prepared.run);
  return async () => {
    await prepared.stop();
    await rm(runDir, { recursive: true, force: true });
  };
}

/** Build folders of earlier runs whose process is gone (killed before its teardown ran). */
async function removeStaleRuns(harnessDir: string): Promise<void> {
  const entries = await readdir(harnessDir).catch(() => [] as string[]);
  for (const name of entries) {
    const pid = Number(/^e2e-(\d+)$/.exec(name)?.[1]);
    if (!pid || pidAlive(pid)) continue;
    await rm(join(harnessDir, name), { recursive: true, force: true });
  }
}
