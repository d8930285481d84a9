/**
 * The one polling loop: transactions followed to their receipt, Safe transactions to their execution, Safe
 * messages to their confirmation all ask again at an interval until they have an answer.
 */
export interface PollOptions {
  readonly intervalMs: number;
  /** Stops the polling (a wait in between ends at once): the result is then `undefined`. */
  readonly signal?: AbortSignal | undefined;
  /** No attempt starts at or after this time (as `now` counts): the result is then `undefined`. */
  readonly deadline?: number;
  readonly now?: () => number;
}

/**
 * Runs `attempt` at once and then every `intervalMs` until it returns something other than `undefined`, which
 * becomes the result. An attempt should catch its own failures: one that throws ends the polling.
 */
export async function poll<T>(
  attempt: () => Promise<T | undefined>,
  { intervalMs, signal, deadline = Number.POSITIVE_INFINITY, now = Date.now }: PollOptions,
): Promise<T | undefined> {
  while (!signal?.aborted && now() < deadline) {
    const result = await attempt();
    if (result !== undefined) return result;
    await sleep(intervalMs, signal);
  }
  return undefined;
}

/** Waits `ms`, or less if `signal` aborts meanwhile. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal?.aborted) done();
    else signal?.addEventListener('abort', done);
  });
}
