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
 * The worker count for a machine: one per core, as many as its memory carries at ~1.2 GB each, at least 2 and
 * at most 8; a positive whole `override` wins.
 *
 * Not more than the cores: a test leaves the cores idle for part of its time (timers, retries, the chain), and a
 * third worker on two cores ran a 67-test sample 10 % sooner, but the whole suite 9 % later than two (692 s
 * against 633 s): the tests that throttle the page's CPU and the first visits slow down most when they share a
 * core (docs/testing.md, Timings).
 */
export function workersFor(machine: MachineShape): number {
  const chosen = Number(machine.override);
  if (Number.isInteger(chosen) && chosen > 0) return chosen;
  const byMemory = Math.floor(machine.memoryBytes / BYTES_PER_WORKER);
  return Math.max(2, Math.min(machine.cores, byMemory, 8));
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
