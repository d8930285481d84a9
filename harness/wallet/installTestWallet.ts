import { randomUUID } from 'node:crypto';
import type { BrowserContext, Frame } from '@playwright/test';
import type { Address } from 'viem';
import { walletErrors } from './errors.ts';
import {
  type BindingCall,
  type BindingReply,
  type InjectedConfig,
  injectProvider,
} from './injectedProvider.ts';
import { createHeld } from './script.ts';
import type {
  HeldRequest,
  InstallTestWalletParameters,
  LoggedRequest,
  WalletInfo,
  WalletResponse,
  WalletRpcError,
  WalletStateSnapshot,
} from './types.ts';
import { createWalletCore } from './walletCore.ts';

/** Its own EIP-6963 identity: not MetaMask's (RainbowKit would route `io.metamask` to the MetaMask SDK). */
export const TEST_WALLET_INFO: Omit<WalletInfo, 'uuid'> = {
  name: 'Portico Test Wallet',
  rdns: 'dev.portico.testwallet',
  icon: `data:image/svg+xml;base64,${Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b82f6"/><path d="M9 10h14v12H9z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="19" cy="16" r="2" fill="#fff"/></svg>',
  ).toString('base64')}`,
};

export type TestWalletController = {
  /** Every request the pages made, in order (a copy). */
  readonly requests: readonly LoggedRequest[];
  requestsFor(method: string): LoggedRequest[];
  clearRequests(): void;
  /** Resolves with the next (or an already logged, unless `fresh`) request of `method`. */
  waitForRequest(method: string, options?: { timeoutMs?: number; fresh?: boolean }): Promise<LoggedRequest>;
  readonly state: WalletStateSnapshot;

  /** One-shot answers: for the next request of `method`, or the next wallet prompt when omitted. */
  respondNext(response: WalletResponse, method?: string): void;
  approveNext(method?: string): void;
  rejectNext(method?: string, error?: WalletRpcError): void;
  /** Keeps the next matching prompt open until the returned handle decides (meanwhile -32002 for others). */
  holdNext(method?: string): HeldRequest;
  /** Standing fault for every request of `method` ('*' for all), until cleared with undefined. */
  setFault(method: string, response: WalletResponse | undefined): void;
  clearFaults(): void;

  /** Select another account; emits accountsChanged when the site is authorised. */
  switchAccount(which: number | Address): Promise<void>;
  /** Raw accountsChanged with any payload ([] to disconnect, non-addresses to misbehave). */
  emitAccountsChanged(accounts: unknown): Promise<void>;
  /** Move the wallet to another chain (as the user would); emits chainChanged (hex). */
  setChain(chainId: number): Promise<void>;
  /** Make the wallet (not) know a chain: switching to an unknown one answers 4902. */
  forgetChain(chainId: number): void;
  knowChain(chainId: number): void;
  setAuthorized(authorized: boolean): void;
  /** Emit `disconnect` (4900); requests then fail with 4900 until reconnect(). */
  disconnect(error?: WalletRpcError): Promise<void>;
  reconnect(): Promise<void>;
  /** Any event with any payload, into every frame. */
  emit(event: string, payload: unknown): Promise<void>;
  /**
   * Events the wallet performs but does not announce (e.g. `chainChanged` after a switch, as MetaMask
   * sometimes does: metamask-extension #24247). The wallet's state still changes; `emit` is unaffected.
   */
  muteEvents(events: readonly string[]): void;
};

let installs = 0;

/** Injects the test wallet into every page and frame of `context`; call before the first navigation. */
export async function installTestWallet(
  context: BrowserContext,
  p: InstallTestWalletParameters,
): Promise<TestWalletController> {
  installs += 1;
  const config: InjectedConfig = {
    binding: `__porticoTestWallet${installs}`,
    // One per install: a second wallet in the same context (two EIP-6963 announcements) must not find the
    // first one's internals and bail out.
    key: `__porticoTestWalletInternals${installs}`,
    injectWindowEthereum: p.injectWindowEthereum ?? true,
    eip6963: p.eip6963 ?? true,
    info: { uuid: randomUUID(), ...TEST_WALLET_INFO, ...p.info },
  };

  const emit = async (event: string, payload: unknown) => {
    const frames: Frame[] = context.pages().flatMap((page) => page.frames());
    await Promise.all(
      frames.map((frame) =>
        frame
          .evaluate(
            ([key, name, data]) => {
              const internals = (
                window as unknown as Record<string, { emit?: (e: string, d: unknown) => void }>
              )[key as string];
              internals?.emit?.(name as string, data);
            },
            [config.key, event, payload] as const,
          )
          // A frame navigating or closing right now simply misses the event, as a real one would.
          .catch(() => {}),
      ),
    );
  };

  const muted = new Set<string>();
  const core = createWalletCore(p, (event, payload) =>
    muted.has(event) ? Promise.resolve() : emit(event, payload),
  );

  await context.exposeBinding(config.binding, async (source, call: BindingCall): Promise<BindingReply> => {
    if (call.kind === 'hello') return { ok: true, result: core.hello() };
    const outcome = await core.handle(call.method, call.params, source.frame.url());
    if (outcome.ok) return outcome;
    const error = outcome.error;
    return 'raw' in error ? { ok: false, raw: error.raw } : { ok: false, error };
  });
  await context.addInitScript(injectProvider, config);

  const waitForRequest: TestWalletController['waitForRequest'] = (method, options = {}) => {
    const existing = options.fresh ? undefined : core.log.find((r) => r.method === method);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        core.waiters.delete(waiter);
        reject(new Error(`The page sent no ${method} within ${options.timeoutMs ?? 10_000} ms.`));
      }, options.timeoutMs ?? 10_000);
      const waiter = (entry: LoggedRequest) => {
        if (entry.method !== method) return;
        clearTimeout(timer);
        core.waiters.delete(waiter);
        resolve(entry);
      };
      core.waiters.add(waiter);
    });
  };

  return {
    get requests() {
      return core.log.map((r) => ({ ...r }));
    },
    requestsFor: (method) => core.log.filter((r) => r.method === method).map((r) => ({ ...r })),
    clearRequests: () => {
      core.log.length = 0;
    },
    waitForRequest,
    get state() {
      return core.snapshot();
    },
    respondNext: (response, method) => core.script.enqueue({ kind: 'respond', response }, method),
    approveNext: (method) => core.script.enqueue({ kind: 'respond', response: { type: 'approve' } }, method),
    rejectNext: (method, error) =>
      core.script.enqueue(
        { kind: 'respond', response: { type: 'reject', error: error ?? walletErrors.userRejected() } },
        method,
      ),
    holdNext: (method) => {
      const { entry, handle } = createHeld();
      core.script.enqueue({ kind: 'hold', held: entry }, method);
      return handle;
    },
    setFault: (method, response) => core.script.setFault(method, response),
    clearFaults: () => core.script.clear(),
    switchAccount: async (which) => {
      const address = core.selectAccount(which);
      if (core.state.authorized) await emit('accountsChanged', [address]);
    },
    emitAccountsChanged: (accounts) => emit('accountsChanged', accounts),
    setChain: async (chainId) => {
      core.state.knownChains.add(chainId);
      await core.setChain(chainId);
    },
    forgetChain: (chainId) => {
      core.state.knownChains.delete(chainId);
    },
    knowChain: (chainId) => {
      core.state.knownChains.add(chainId);
    },
    setAuthorized: (authorized) => {
      core.state.authorized = authorized;
    },
    disconnect: async (error) => {
      core.state.connected = false;
      await emit('disconnect', error ?? walletErrors.disconnected());
    },
    reconnect: async () => {
      core.state.connected = true;
      await emit('connect', core.hello());
    },
    emit,
    muteEvents: (events) => {
      muted.clear();
      for (const event of events) muted.add(event);
    },
  };
}
