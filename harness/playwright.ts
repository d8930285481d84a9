// The harness as Playwright fixtures: `import { test, expect } from 'portico/harness/playwright'`, in this repository
// and in every app that installs the package (package.json's `exports`; harnessConfig() in playwright/config.ts).
//
// Each Playwright worker gets its own world, started once per worker and torn down with it: an anvil fork of
// chain 56 (from the run's seeded upstream, or BSC_RPC_URL), a 2-of-3 Safe with its mock Safe{Wallet} host
// and gateway stand-in, and a server of the run's test build with an RPC relay in front of the fork (and, once a
// test asks, of the production build and the WalletConnect build). Every test starts from the same chain state
// (snapshot and revert), a healthy relay and a host that remembers nothing, so tests never depend on each other's
// order. docs/testing.md has the worked example.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  chromium,
  expect,
  type LaunchOptions,
} from '@playwright/test';
import type { WorkerEnvironment } from './environment.ts';
import { startWorkerEnvironment, walletConnectBuild } from './environment.ts';
import { recordRefusedRequests } from './network.ts';
import { type ChainFixture, createChainFixture } from './playwright/chainFixture.ts';
import { createSafeFixture, type SafeFixture } from './playwright/safeFixture.ts';
import {
  createFaultsFixture,
  createProductionFixture,
  createSiteFixture,
  type FaultsFixture,
  type ProductionFixture,
  type SiteFixture,
} from './playwright/siteFixture.ts';
import { SpanRecorder } from './playwright/spans.ts';
import {
  createWalletConnectFixture,
  type WalletConnectFixture,
  type WalletConnectStops,
} from './playwright/walletConnectFixture.ts';
import {
  captureReturningVisit,
  createWalletFixture,
  type StoredVisit,
  type WalletFixture,
} from './playwright/walletFixture.ts';
import { RUN_ENV } from './playwright/workers.ts';
import { jsonRpc } from './rpc/jsonRpc.ts';
import type { SafeEnvironment } from './safe/startSafeEnvironment.ts';
import { productionBuild } from './site/buildCache.ts';
import { type SiteServer, serveSite } from './site/serveSite.ts';
import { installTestWallet } from './wallet/installTestWallet.ts';
import { describeRequests } from './wallet/requestLog.ts';
import type { InstallTestWalletParameters } from './wallet/types.ts';
import { WalletConnectRelay } from './walletConnect/relay.ts';
import { attachVerifyDouble } from './walletConnect/verify.ts';

/** Uncaught exceptions of every page in the test (see the `failOnPageErrors` and `allowPageErrors` options). */
export interface PageErrors {
  readonly messages: readonly string[];
  /**
   * The case expects an error the app survives (e.g. the Safe SDK's own TypeError on a `null` message), decided
   * inside the test; `test.use({ allowPageErrors: [...] })` says the same for a whole file or group.
   */
  allow(pattern: RegExp): void;
  /** Also records the uncaught exceptions of `context`'s pages (a context the test opened itself: `ownBrowser`). */
  watch(context: BrowserContext): void;
}

/**
 * Browsers a test starts itself (a browser with other launch flags than the run's, such as
 * `chromiumLaunchWithFrameStorage`): each context opened through it is watched like the test's own context (its
 * page errors and CSP violations fail the test, its requests leaving loopback are recorded) and everything is
 * closed when the test ends.
 */
export interface OwnBrowser {
  newContext(launch: LaunchOptions, options?: BrowserContextOptions): Promise<BrowserContext>;
}

export type HarnessTestFixtures = {
  /**
   * A viem test client on the worker's fork (anvil mode, with public and wallet actions): `setBalance`, `mine`,
   * `snapshot`/`revert`, `dropTransaction`… plus `deal` (an ERC-20 by storage slot, BSC-USD by default),
   * `holdMining`/`releaseMining`, `receipt(hash)`, raw `rpc(method, params)` and `rpcUrl`.
   */
  chain: ChainFixture;
  /**
   * The injected EIP-6963 test wallet ("Portico Test Wallet"), installed in every page and frame of the test's
   * context before the first navigation: scripted answers (`reject(code)`, `holdNext`, `setFault`,
   * `answerSlowly`), `lock`, `switchAccount`, `setChain`, the request log, and `connect(page)` through the real UI.
   */
  wallet: WalletFixture;
  /** Option: install the wallet (default true). `test.use({ injectWallet: false })`: a browser without one. */
  injectWallet: boolean;
  /** Option: how the wallet starts (`authorized`, `accountIndex`, `chainId`, `accounts`). */
  walletOptions: Partial<Omit<InstallTestWalletParameters, 'rpcUrl'>>;
  /**
   * The worker's Safe (2 of 3: test accounts 0, 1, 2) in the mock Safe{Wallet} host: `open(page, switches)`,
   * `confirm`/`execute` as another owner, `waitForTx`, the gateway's view (`transaction`, `message`).
   */
  safe: SafeFixture;
  /** The test build: `url` (at the root), `testDist`, `serve({ basePath })` again under a sub-path. */
  site: SiteFixture;
  /**
   * The production build as it ships: `url` (at the root), `dist`, `serve({ basePath })`. Built the first time a
   * test of the run asks for it, once per state of the sources (harness/site/buildCache.ts).
   */
  production: ProductionFixture;
  /** The relay's RPC faults by name (`timeout`, `error`, `wrongChainId`, `malformedJson`, …) and its hits. */
  faults: FaultsFixture;
  /**
   * WalletConnect offline: the context's pages dial the harness's relay double; `siteUrl()` serves the build with a
   * project id (QR-code wallets offered), `phone()` a wallet that pairs with the page's link and approves or refuses.
   */
  walletConnect: WalletConnectFixture;
  /** Requests refused for leaving loopback (every test; nothing leaves the machine). */
  outsideRequests: string[];
  /**
   * Internal: for an app the harness does not build (`harnessConfig`'s `app`), its RPC URLs answered from the
   * worker's fork through the relay, in every page of the test's context.
   */
  appRpc: undefined;
  /** Content-Security-Policy violations in the console; any left at the end fails the test. */
  cspViolations: string[];
  /**
   * Option: fail the test on any uncaught page exception not allowed by `allowPageErrors` or `pageErrors.allow`
   * (default true, every spec). `false` only records them in `pageErrors.messages`.
   */
  failOnPageErrors: boolean;
  /**
   * Option: the uncaught page exceptions a test provokes on purpose, by message (default none):
   * `test.use({ allowPageErrors: [/split is not a function/] })`. Anything else fails the test.
   */
  allowPageErrors: RegExp[];
  pageErrors: PageErrors;
  /** A browser of the test's own, watched like the test's context (`ownBrowser.newContext(launch)`). */
  ownBrowser: OwnBrowser;
  /** Internal: per-test reset of the worker's world (snapshot, relay, host). */
  isolation: undefined;
  /**
   * Internal: where the test's time goes (page loads, island start-ups, connects, chain and Safe host work), as
   * the JSON attachment `harness spans` that `npm run bench:e2e` adds up (harness/playwright/spans.ts).
   */
  spans: SpanRecorder;
};

export type HarnessWorkerFixtures = {
  /** The worker's own fork, Safe, host and servers (harness/environment.ts). */
  harness: WorkerEnvironment;
  /**
   * Internal: what an earlier visit that connected through the UI left in local storage, captured once when the
   * worker starts (one connect through the UI, about 3 s), for `wallet.openReturning`.
   */
  earlierVisit: () => Promise<StoredVisit>;
  /** Internal: the worker's server of the production build, started when a test first asks for `production`. */
  productionServer: SiteServer;
  /** Internal: the folder of the WalletConnect build, built when a test first asks for `walletConnect`. */
  walletConnectDist: string;
};

const noWallet = new Proxy({} as WalletFixture, {
  get(_target, key) {
    throw new Error(`wallet.${String(key)}: this test runs with injectWallet: false.`);
  },
});

export const test = base.extend<HarnessTestFixtures, HarnessWorkerFixtures>({
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const raw = process.env[RUN_ENV];
      if (!raw)
        throw new Error(`${RUN_ENV} is not set: run Playwright with harness/playwright/globalSetup.ts.`);
      const env = await startWorkerEnvironment(JSON.parse(raw), workerInfo.parallelIndex);
      try {
        await use(env);
      } finally {
        await env.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  spans: [
    async ({ context }, use, testInfo) => {
      const spans = new SpanRecorder();
      await spans.watch(context);
      await use(spans);
      await spans.attach(testInfo);
    },
    { auto: true },
  ],

  earlierVisit: [
    async ({ browser, harness }, use) => {
      if (harness.app) {
        return use(async () => {
          throw new Error(
            'wallet.openReturning needs a Portico app: it replays what a connect left in storage.',
          );
        });
      }
      // Captured when the worker starts, before its first test's reset: the capture's page loads and reads go
      // through the worker's relay, and must neither meet a test's faults nor count among its requests. A failed
      // capture fails only the tests that ask for it (`wallet.openReturning`), with its error.
      const captured = await captureReturningVisit(browser, harness.site.url, harness.fork.rpcUrl).then(
        (entries) => ({ entries }),
        (error: unknown) => ({ error }),
      );
      await use(async () => {
        if ('error' in captured) throw captured.error;
        return captured.entries;
      });
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  isolation: [
    // After `earlierVisit` (a dependency only for the order): its capture's requests come before the reset.
    async ({ harness, spans, earlierVisit: _ }, use) => {
      harness.fork.assertAlive();
      await spans.time('safe', 'reset', () => forget(harness));
      const id = await spans.time('chain', 'evm_snapshot', () => chainCall(harness, 'evm_snapshot'));
      await use(undefined);
      await spans.time('safe', 'reset', () => forget(harness));
      await spans.time('chain', 'evm_revert', () => chainCall(harness, 'evm_revert', [id]));
    },
    { auto: true },
  ],

  chain: async ({ harness, spans }, use) => {
    await use(spans.wrapCalls('chain', createChainFixture(harness.fork.rpcUrl)));
  },

  injectWallet: [true, { option: true }],
  walletOptions: [{}, { option: true }],
  wallet: [
    async ({ context, harness, injectWallet, walletOptions, spans, earlierVisit }, use, testInfo) => {
      if (!injectWallet) return use(noWallet);
      const controller = await spans.time('setup', 'installTestWallet', () =>
        installTestWallet(context, { rpcUrl: harness.fork.rpcUrl, ...walletOptions }),
      );
      await use(createWalletFixture(controller, harness.site.url, spans, earlierVisit));
      // A failed test's report carries what the pages asked the wallet and what it answered.
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('wallet requests', {
          body: describeRequests(controller.requests),
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],

  safe: async ({ harness, spans }, use) => {
    await withStops<SafeEnvironment>((extras) =>
      use(spans.wrapCalls('safe', createSafeFixture(harness, extras))),
    );
  },

  site: async ({ harness }, use) => {
    await withStops<SiteServer>((servers) => use(createSiteFixture(harness, servers)));
  },

  // Worker fixtures with their own timeout: the first test to ask may wait for an `astro build` (or for another
  // process's build of the same sources to finish).
  productionServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const server = await serveSite({ root: await productionBuild() });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  production: async ({ productionServer }, use) => {
    await withStops<SiteServer>((servers) => use(createProductionFixture(productionServer, servers)));
  },

  walletConnectDist: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      await use(await walletConnectBuild());
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  faults: async ({ harness }, use) => {
    await use(createFaultsFixture(harness));
  },

  walletConnect: async ({ context, harness, walletConnectDist }, use) => {
    const relay = await WalletConnectRelay.start();
    const stops: WalletConnectStops = { servers: [], phones: [] };
    try {
      await relay.attach(context);
      await attachVerifyDouble(context);
      await use(createWalletConnectFixture(harness, walletConnectDist, relay, stops));
    } finally {
      await Promise.all([...stops.phones, ...stops.servers].map((item) => item.stop()));
      await relay.stop();
    }
  },

  outsideRequests: [
    async ({ context }, use) => {
      await use(recordRefusedRequests(context));
    },
    { auto: true },
  ],

  appRpc: [
    async ({ context, harness }, use) => {
      const app = harness.app;
      const relay = harness.site.relayOrigin;
      if (app && relay) {
        for (const [index, url] of app.rpcUrls.entries()) {
          await context.route(url, async (route) => {
            const request = route.request();
            // A browser asks before a cross-origin JSON POST; the real endpoints allow any origin, and so does this.
            if (request.method() === 'OPTIONS') {
              return route.fulfill({ status: 204, headers: corsHeaders });
            }
            const response = await route.fetch({ url: `${relay}/__harness/rpc/${index}` });
            await route.fulfill({ response, headers: { ...response.headers(), ...corsHeaders } });
          });
        }
      }
      await use(undefined);
    },
    { auto: true },
  ],

  // The meta CSP must never block the site's own code: any violation report fails the test.
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      recordCspViolations(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],

  failOnPageErrors: [true, { option: true }],
  allowPageErrors: [[], { option: true }],
  pageErrors: [
    async ({ context, failOnPageErrors, allowPageErrors }, use) => {
      const messages: string[] = [];
      const allowed: RegExp[] = [...allowPageErrors];
      const watch = (watched: BrowserContext) => {
        const watchPage = (page: import('@playwright/test').Page) =>
          page.on('pageerror', (error) => messages.push(error.message));
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
      };
      watch(context);
      await use({ messages, allow: (pattern) => allowed.push(pattern), watch });
      if (!failOnPageErrors) return;
      const unexpected = messages.filter((m) => !allowed.some((pattern) => pattern.test(m)));
      expect(unexpected, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],

  // Depends on the watchers, so it is torn down (every browser closed) before they check what they saw.
  ownBrowser: async ({ pageErrors, cspViolations, outsideRequests }, use) => {
    const browsers: Browser[] = [];
    try {
      await use({
        async newContext(launch, options = {}) {
          const browser = await chromium.launch(launch);
          browsers.push(browser);
          const context = await browser.newContext({ locale: 'en-US', ...options });
          pageErrors.watch(context);
          recordCspViolations(context, cspViolations);
          // Into the test's own record: the launch flags (REFUSE_OUTSIDE_NETWORK_ARGS) refuse what leaves loopback.
          recordRefusedRequests(context, outsideRequests);
          return context;
        },
      });
    } finally {
      await Promise.all(browsers.map((browser) => browser.close()));
    }
  },
});

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
};

/** Adds each Content-Security-Policy violation `context`'s pages report in the console to `violations`. */
function recordCspViolations(context: BrowserContext, violations: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
      violations.push(message.text());
    }
  });
}

/** Runs `body` with a list the fixture adds what it starts to; everything on it is stopped afterwards. */
async function withStops<T extends { stop(): Promise<void> }>(
  body: (started: T[]) => Promise<void>,
): Promise<void> {
  const started: T[] = [];
  try {
    await body(started);
  } finally {
    await Promise.all(started.map((item) => item.stop()));
  }
}

/** A healthy relay with no hits and a Safe host and gateway that remember nothing. */
async function forget(env: WorkerEnvironment): Promise<void> {
  env.site.rpc.reset();
  const response = await fetch(`${env.safe.hostOrigin}/api/action`, {
    method: 'POST',
    body: JSON.stringify({ action: 'reset' }),
  });
  if (!response.ok) throw new Error(`Safe host reset: HTTP ${response.status}`);
}

/** A JSON-RPC call to the worker's fork that, when anvil has died, fails with its port and last log lines. */
async function chainCall(env: WorkerEnvironment, method: string, params: unknown[] = []): Promise<unknown> {
  try {
    return await jsonRpc(env.fork.rpcUrl, method, params);
  } catch (error) {
    env.fork.assertAlive();
    throw error;
  }
}

export { BSC_USD_ADDRESS, TEST_ACCOUNTS } from './chain/constants.ts';
export {
  type AccessibilityCheckOptions,
  type AccessibilityViolation,
  accessibilityViolations,
  animationsSettled,
  WCAG_22_AA,
} from './playwright/accessibility.ts';
export {
  chromiumExecutable,
  chromiumLaunch,
  chromiumLaunchWithFrameStorage,
} from './playwright/browser.ts';
export type { ChainFixture } from './playwright/chainFixture.ts';
export { type HarnessConfigOptions, harnessConfig } from './playwright/config.ts';
export { eventually, HARNESS_POLL_INTERVALS, textOf } from './playwright/eventually.ts';
export type { HarnessApp } from './playwright/harnessApp.ts';
export { installClock, POLLING_INTERVAL_MS, pollNow } from './playwright/pageClock.ts';
export { type SafeFixture, safeAppFrame } from './playwright/safeFixture.ts';
export type { FaultsFixture, ProductionFixture, RpcEndpoint, SiteFixture } from './playwright/siteFixture.ts';
export { SLOW_CPU_LOCK, slowCpu } from './playwright/slowCpu.ts';
export type { WalletConnectFixture } from './playwright/walletConnectFixture.ts';
export {
  openConnectDialog,
  pageWords,
  rainbowKitDialog,
  storedEntries,
  type WalletFixture,
  walletDialog,
  walletOption,
} from './playwright/walletFixture.ts';
export { RPC_FAULTS, type RpcFault, type RpcFaultName } from './rpc/faults.ts';
export type { RelayedRequest } from './rpc/relay.ts';
export { walletErrors } from './wallet/errors.ts';
export type { WalletResponse, WalletRpcError } from './wallet/types.ts';
export type { PhoneWallet, Proposal } from './walletConnect/phoneWallet.ts';
export { expect };
