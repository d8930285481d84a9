import { availableParallelism, totalmem } from 'node:os';

/** How a Playwright worker finds what the run's global setup prepared (JSON of a RunEnvironment). */
export const RUN_ENV = 'PORTICO_E2E_RUN';

/** Memory one worker needs: Chromium with a page or two (~600 MB), its anvil fork (~150 MB), node. */
const BYTES_PER_WORKER = 1.2 * 1024 ** 3;

/**
 * The default worker count: one per core, as many as the memory carries at ~1.2 GB each, at least 2 and at
 * most 8. `PORTICO_E2E_WORKERS` overrides it; `--workers` on the command line overrides both.
 */
export function defaultWorkers(): number {
  const fromEnv = Number(process.env.PORTICO_E2E_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  const byMemory = Math.floor(totalmem() / BYTES_PER_WORKER);
  return Math.max(2, Math.min(availableParallelism(), byMemory, 8));
}
