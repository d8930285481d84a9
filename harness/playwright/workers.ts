import { availableParallelism, totalmem } from 'node:os';

/** How a Playwright worker finds what the run's global setup prepared (JSON of a RunEnvironment). */
export const RUN_ENV = 'PORTICO_E2E_RUN';

/** Memory one worker needs: Chromium with a page or two (~600 MB), its anvil fork (~150 MB), node. */
const BYTES_PER_WORKER = 1.2 * 1024 ** 3;

/** What the worker count is chosen from. */
export interface MachineShape {
  readonly cores: number;
  readonly memoryBytes: number;
  /** `PORTICO_E2E_WORKERS`, when set. */
  readonly override?: string | undefined;
}

/**
 * The worker count for a machine: one more than its cores, as many as its memory carries at ~1.2 GB each, at
 * least 2 and at most 8; a positive whole `override` wins.
 *
 * One more than the cores because a test leaves the cores idle for part of its time: it waits on timers, on
 * Playwright's retries, on the chain and the servers. On the 2-core machine this was measured on, two workers
 * kept the cores about 70 % busy and three ran the same tests about 10 % sooner (docs/testing.md, Timings).
 */
export function workersFor(machine: MachineShape): number {
  const chosen = Number(machine.override);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  const byMemory = Math.floor(machine.memoryBytes / BYTES_PER_WORKER);
  return Math.max(2, Math.min(machine.cores + 1, byMemory, 8));
}

/**
 * The default worker count on this machine (`workersFor`). `PORTICO_E2E_WORKERS` overrides it; `--workers` on
 * the command line overrides both.
 */
export function defaultWorkers(): number {
  return workersFor({
    cores: availableParallelism(),
    memoryBytes: totalmem(),
    override: process.env.PORTICO_E2E_WORKERS,
  });
}
