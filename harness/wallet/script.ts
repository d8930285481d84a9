import { walletErrors } from './errors.ts';
import type { HeldRequest, LoggedRequest, WalletResponse, WalletRpcError } from './types.ts';

// The test's plan for upcoming requests: one-shot answers (FIFO, per method or for any method), held prompts,
// and standing faults per method. Kept apart from the wallet's behaviour so each stays small.

/** A planned answer: a fixed response, or a prompt that waits for the test to decide. */
export type Plan = { kind: 'respond'; response: WalletResponse } | { kind: 'hold'; held: HeldEntry };

export type HeldEntry = {
  decision: Promise<WalletResponse>;
  arrive(request: LoggedRequest): void;
};

type Queued = { method: string | undefined; plan: Plan };

export function createHeld(): { entry: HeldEntry; handle: HeldRequest } {
  let decide!: (response: WalletResponse) => void;
  let arrive!: (request: LoggedRequest) => void;
  const decision = new Promise<WalletResponse>((resolve) => {
    decide = resolve;
  });
  const arrived = new Promise<LoggedRequest>((resolve) => {
    arrive = resolve;
  });
  return {
    entry: { decision, arrive },
    handle: {
      arrived,
      approve: () => decide({ type: 'approve' }),
      reject: (error?: WalletRpcError) =>
        decide({ type: 'reject', error: error ?? walletErrors.userRejected() }),
      respond: (response: WalletResponse) => decide(response),
    },
  };
}

export function createScript() {
  const queue: Queued[] = [];
  const faults = new Map<string, WalletResponse>();
  return {
    /** Queue a one-shot plan for the next request of `method` (the next wallet prompt when undefined). */
    enqueue(plan: Plan, method?: string) {
      queue.push({ method, plan });
    },
    setFault(method: string, response: WalletResponse | undefined) {
      if (response) faults.set(method, response);
      else faults.delete(method);
    },
    clear() {
      queue.length = 0;
      faults.clear();
    },
    /** The plan for a request: the first matching one-shot, else a standing fault (method, then '*'). */
    take(method: string, isPrompt: boolean): Plan | undefined {
      const index = queue.findIndex((q) => (q.method === undefined ? isPrompt : q.method === method));
      if (index >= 0) return queue.splice(index, 1)[0]?.plan;
      const fault = faults.get(method) ?? faults.get('*');
      return fault ? { kind: 'respond', response: fault } : undefined;
    },
  };
}

export type Script = ReturnType<typeof createScript>;
