import type { Frame, FrameLocator, Page } from '@playwright/test';
import type { Address } from 'viem';
import { testOwnerAccounts } from '../chain/constants.ts';
import type { WorkerEnvironment } from '../environment.ts';
import type { HostState, TxRow } from '../safe/host/hostState.ts';
import type { HostSwitchesPatch } from '../safe/host/switches.ts';
import {
  type SafeEnvironment,
  type StartSafeEnvironmentParameters,
  startSafeEnvironment,
} from '../safe/startSafeEnvironment.ts';
import { eventually, textOf } from './eventually.ts';
import { pageWords } from './walletFixture.ts';

export type SafeOpenOptions = {
  /** Open under the slot's other origin, which the test build does not trust as a Safe host. */
  foreign?: boolean;
  /** Wait until the app shows it is connected as the Safe (20 s). */
  connected?: boolean;
  /** A page of the site to open instead of its home, relative to the site's root (e.g. `token.html`). */
  path?: string;
};

/** The app as the mock Safe{Wallet} host frames it. */
export const safeAppFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[data-testid="safe-app-iframe"]');

/**
 * The worker's Safe (2 of 3 owners: test accounts 0, 1, 2; #0 is the connected signer), its mock Safe{Wallet}
 * host and the gateway stand-in. Host and gateway forget everything between tests.
 */
export function createSafeFixture(env: WorkerEnvironment, extras: SafeEnvironment[]) {
  const hostApi = async (path: string, body?: unknown) => {
    const response = await fetch(`${env.safe.hostOrigin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const reply = (await response.json()) as { result?: unknown; error?: string };
    if (!response.ok) throw new Error(`Safe host ${path}: ${reply.error ?? response.status}`);
    return reply;
  };
  const gateway = async (path: string) => {
    const response = await fetch(`${env.safe.gatewayUrl}/v1/chains/56${path}`);
    if (!response.ok) throw new Error(`gateway ${path}: HTTP ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const fixture = {
    address: env.safe.safeAddress as Address,
    owners: testOwnerAccounts(3).map((owner) => owner.address),
    threshold: 2,
    /** The origin the test build trusts as a Safe host, and one it does not (same host, other name). */
    hostOrigin: env.hostSlot.origin,
    foreignHostOrigin: env.hostSlot.alternateOrigin,
    /** The host page framing the test site; `switches` go to the host's query string (see host/switches.ts). */
    url(switches: Record<string, string> = {}, options: { foreign?: boolean; path?: string } = {}): string {
      const origin = options.foreign ? env.hostSlot.alternateOrigin : env.hostSlot.origin;
      const app = options.path ? new URL(options.path, env.site.url).href : env.site.url;
      return `${origin}/?${new URLSearchParams({ app, ...switches })}`;
    },
    /** Opens the test site inside the Safe host and returns the app's frame. */
    async open(page: Page, switches: Record<string, string> = {}, options: SafeOpenOptions = {}) {
      await page.goto(fixture.url(switches, options));
      const frame = safeAppFrame(page);
      if (options.connected && options.path) {
        // "Connected" in the page's language: a language's page is a path too (`vi/token.html`).
        const { rk } = await pageWords(frame);
        await eventually(() => textOf(frame.getByTestId('connection-status')), { timeout: 20_000 }).toBe(
          rk.connected,
        );
      } else if (options.connected)
        await eventually(() => textOf(frame.getByTestId('wallet-name')), { timeout: 20_000 }).toBe('Safe');
      return frame;
    },
    /** The app's frame as a Frame (for `evaluate`), once it has loaded. */
    appFrame(page: Page): Frame | undefined {
      return page.frames().find((frame) => frame.url().startsWith(env.site.url));
    },
    /** Changes host switches for what follows (review, signing, permissions, delays, faults…). */
    async set(switches: HostSwitchesPatch): Promise<void> {
      env.safe.host.set(switches);
    },
    /** What the host page shows: Safe info, pending reviews, transactions and messages. */
    state: async () => (await (await fetch(`${env.safe.hostOrigin}/api/state`)).json()) as HostState,
    /** Any host action by name (confirmTx, executeTx, replaceNonce, confirmMessage, approve, reject, reset). */
    action: async (body: Record<string, unknown>) => (await hostApi('/api/action', body)).result,
    /** Confirms a Safe transaction as owner `owner` (default 1: the second owner). */
    confirm: (safeTxHash: string, owner = 1) => fixture.action({ action: 'confirmTx', safeTxHash, owner }),
    /** Executes a Safe transaction that has its confirmations, sent by owner `executor` (default 0). */
    execute: (safeTxHash: string, executor = 0) =>
      fixture.action({ action: 'executeTx', safeTxHash, executor }),
    /** Confirms an off-chain message as owner `owner` (default 1). */
    confirmMessage: (messageHash: string, owner = 1) =>
      fixture.action({ action: 'confirmMessage', messageHash, owner }),
    /** Another transaction (to `to`, default the Safe) takes `nonce`, as a replacement would. */
    replaceNonce: (nonce: number, to?: Address) =>
      fixture.action({ action: 'replaceNonce', nonce, ...(to ? { to } : {}) }),
    /** Waits (polling the host, harness/playwright/eventually.ts) for a transaction it lists that matches. */
    async waitForTx(predicate: (tx: TxRow) => boolean): Promise<TxRow> {
      let found: TxRow | undefined;
      await eventually(async () => {
        found = (await fixture.state()).txs.find(predicate);
        return Boolean(found);
      }).toBe(true);
      if (!found) throw new Error('unreachable');
      return found;
    },
    /** Waits for a transaction that awaits its owners (what the app has just proposed) and returns it. */
    waitForProposal: (): Promise<TxRow> => fixture.waitForTx((tx) => tx.status === 'AWAITING_CONFIRMATIONS'),
    /** The owners approve a proposed transaction: the second owner confirms, then owner 0 executes it. */
    async approve(safeTxHash: string): Promise<void> {
      await fixture.confirm(safeTxHash, 1);
      await fixture.execute(safeTxHash);
    },
    /** Waits for the first message the host lists and returns its hash. */
    async waitForMessage(): Promise<string> {
      let hash = '';
      await eventually(async () => {
        hash = (await fixture.state()).messages[0]?.messageHash ?? '';
        return hash;
      }).not.toBe('');
      return hash;
    },
    /** The gateway's view of a transaction (TransactionDetails, as Safe{Wallet}'s client gateway answers). */
    transaction: (safeTxHash: string) => gateway(`/transactions/${safeTxHash}`),
    /** The gateway's view of an off-chain message. */
    message: (messageHash: string) => gateway(`/messages/${messageHash}`),
    /**
     * Another Safe, gateway and host on the worker's fork (a fresh salt unless given), stopped after the test:
     * for tests of the host protocol itself or of two Safes.
     */
    async startAnother(p: Partial<StartSafeEnvironmentParameters> = {}): Promise<SafeEnvironment> {
      const another = await startSafeEnvironment({
        rpcUrl: env.fork.rpcUrl,
        owners: testOwnerAccounts(3),
        saltNonce: BigInt(Date.now()) * 1000n + BigInt(extras.length + 1),
        ...p,
      });
      extras.push(another);
      return another;
    },
  };
  return fixture;
}

export type SafeFixture = ReturnType<typeof createSafeFixture>;
