import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { testOwnerAccounts } from './chain/constants.ts';
import { type Fork, type ForkSource, startFork, startForkSource } from './chain/startChain.ts';
import { type HarnessApp, harnessApp } from './playwright/harnessApp.ts';
import { attachHostSlot, type HostSlot, openHostSlots } from './safe/host/hostSlots.ts';
import type { HostUrlOptions } from './safe/host/startSafeHost.ts';
import type { HostSwitchesPatch } from './safe/host/switches.ts';
import { type SafeEnvironment, startSafeEnvironment } from './safe/startSafeEnvironment.ts';
import { allowFraming } from './site/allowFraming.ts';
import { cachedBuild } from './site/buildCache.ts';
import { buildSite } from './site/buildSite.ts';
import { type SiteServer, serveSite } from './site/serveSite.ts';
import { HARNESS_WALLETCONNECT_PROJECT_ID } from './walletConnect/constants.ts';

// The one environment assembler, in two halves:
// - prepareRun(): once per run — the fork source (seeded upstream or BSC_RPC_URL), the Safe host slots and
//   the test build, whose RPC is `/__harness/rpc/<n>` and whose trusted Safe hosts are the run's slots;
// - startWorkerEnvironment(): once per Playwright worker (or once for the playground) — its own fork, Safe,
//   gateway, Safe host (behind its slot) and a server of the test build with its own RPC relay.
// Relative RPC paths are what make one build serve every worker: each worker's site server relays
// `/__harness/rpc/<n>` to that worker's fork.
// The builds that do not depend on the run (production as it ships; the test build with a WalletConnect project
// id, for the QR-code wallets) are made when a test first asks for them, once per state of the sources for every
// run (site/buildCache.ts productionBuild(), walletConnectBuild() here): a run whose tests never ask builds only one.

/** Everything a worker needs from the run; plain data, so it crosses to worker processes as JSON. */
export type RunEnvironment = {
  fork: { forkUrl: string; forkBlockNumber: string; local: boolean };
  /**
   * The test build: same code, RPC through the relay, the slots trusted as Safe hosts. Empty for an app the harness
   * does not build (`app`).
   */
  testDist: string;
  /** An app that is not built on Portico, served by its own server (harness/playwright/harnessApp.ts). */
  app: HarnessApp | null;
  /** One per worker slot (Playwright's parallelIndex). */
  hostSlots: readonly HostSlot[];
};

export type PrepareRunParameters = {
  /** How many workers may run at once: one Safe host slot each. */
  slots: number;
  /** Where the test build goes (a folder per run). */
  runDir: string;
};

/** The relay endpoints the test build reads: 0 is the primary RPC, 1 the fallback. */
export const TEST_RPC_PATHS = ['/__harness/rpc/0', '/__harness/rpc/1'] as const;

export async function prepareRun(
  p: PrepareRunParameters,
): Promise<{ run: RunEnvironment; stop(): Promise<void> }> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const [source, slots] = await Promise.all([startForkSource(), openHostSlots(p.slots)]);
    stops.push(source.stop, slots.stop);
    await mkdir(p.runDir, { recursive: true });
    const fork = {
      forkUrl: source.forkUrl,
      forkBlockNumber: source.forkBlockNumber.toString(),
      local: source.local,
    };
    // An app served by its own server: nothing to build.
    const app = harnessApp();
    if (app) return { run: { fork, testDist: '', app, hostSlots: slots.slots }, stop };
    const test = await buildSite({
      outDir: join(p.runDir, 'dist-test'),
      overrides: {
        rpcUrls: [...TEST_RPC_PATHS],
        safeAllowedOrigins: slots.slots.map((slot) => slot.origin),
      },
    });
    // The test build may be framed by every slot, under its trusted origin and under the "foreign" one: the
    // second is not an allowed Safe host, and the site itself must refuse it (production's frame-ancestors
    // would stop it earlier; tests/e2e/site/deploy.spec.ts checks that on the production build).
    await allowFraming(
      test.outDir,
      slots.slots.flatMap((slot) => [slot.origin, slot.alternateOrigin]),
    );
    return {
      run: {
        fork,
        testDist: test.outDir,
        app: null,
        hostSlots: slots.slots,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type WorkerEnvironment = {
  fork: Fork;
  /** An app the harness does not build, or null for a Portico app's test build. */
  app: HarnessApp | null;
  /** The Safe (2 of 3 owners: test accounts 0, 1, 2), the gateway stand-in and the Safe host. */
  safe: SafeEnvironment;
  /** The Safe host under the origins the test build trusts (trusted) and does not (foreign). */
  hostSlot: HostSlot;
  /** The test build served as `localhost` (cross-site to the host on 127.0.0.1, as an app is to Safe{Wallet}). */
  site: SiteServer;
  /** The host page (through the slot) framing `appUrl`. */
  hostUrl(appUrl: string, options?: HostUrlOptions): string;
  stop(): Promise<void>;
};

export type StartWorkerEnvironmentParameters = {
  /** Initial Safe host switches (review, signing, …). */
  switches?: HostSwitchesPatch;
  /** For an app the harness does not build: the (empty) folder its relay server serves. */
  emptyDir?: string;
};

/**
 * For an app served by its own server: a server that holds only the RPC relay (`/__harness/rpc/<n>`, one endpoint
 * per RPC URL the app reads), in front of the worker's fork. The page's requests to those URLs are answered through
 * it (harness/playwright.ts, `appRpc`), so faults and the relay's log work as they do for a Portico app. The site's
 * `url` is the app's.
 */
async function serveAppRelay(app: HarnessApp, forkUrl: string, root: string): Promise<SiteServer> {
  const relay = await serveSite({
    root,
    rpcUpstreams: app.rpcUrls.map(() => forkUrl),
    hostname: 'localhost',
  });
  return { ...relay, url: app.url, origin: new URL(app.url).origin, relayOrigin: relay.origin };
}

async function emptyFolder(): Promise<string> {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  return mkdtemp(join(tmpdir(), 'portico-app-relay-'));
}

export async function startWorkerEnvironment(
  run: RunEnvironment,
  slotIndex: number,
  p: StartWorkerEnvironmentParameters = {},
): Promise<WorkerEnvironment> {
  const hostSlot = run.hostSlots[slotIndex];
  if (!hostSlot) {
    throw new Error(`No Safe host slot ${slotIndex}: the run prepared ${run.hostSlots.length}.`);
  }
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const fork = await startFork({ ...run.fork, forkBlockNumber: BigInt(run.fork.forkBlockNumber) });
    stops.push(fork.stop);
    const safe = await startSafeEnvironment({
      rpcUrl: fork.rpcUrl,
      owners: testOwnerAccounts(3),
      threshold: 2,
      ...(p.switches ? { switches: p.switches } : {}),
    });
    stops.push(safe.stop);
    await attachHostSlot(hostSlot, safe.hostOrigin);
    const site = run.app
      ? await serveAppRelay(run.app, fork.rpcUrl, p.emptyDir ?? (await emptyFolder()))
      : await serveSite({
          root: run.testDist,
          rpcUpstreams: TEST_RPC_PATHS.map(() => fork.rpcUrl),
          hostname: 'localhost',
        });
    stops.push(site.stop);
    const hostUrl = (appUrl: string, options: HostUrlOptions = {}) => {
      const url = new URL(safe.hostUrl(appUrl, options));
      const origin = options.alternateOrigin ? hostSlot.alternateOrigin : hostSlot.origin;
      return `${origin}${url.pathname}${url.search}`;
    };
    return { fork, app: run.app, safe, hostSlot, site, hostUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Both halves at once, for one person (`npm run playground`): one slot. */
export async function startEnvironment(
  p: StartWorkerEnvironmentParameters & { runDir: string },
): Promise<{ run: RunEnvironment; worker: WorkerEnvironment; stop(): Promise<void> }> {
  const prepared = await prepareRun({ slots: 1, runDir: p.runDir });
  try {
    const worker = await startWorkerEnvironment(prepared.run, 0, p);
    return {
      run: prepared.run,
      worker,
      stop: async () => {
        await worker.stop();
        await prepared.stop();
      },
    };
  } catch (error) {
    await prepared.stop();
    throw error;
  }
}

/** Removes a run folder (builds); for a run's teardown. */
export function removeRunDir(runDir: string): Promise<void> {
  return rm(runDir, { recursive: true, force: true });
}

export type { ForkSource };

/**
 * The test build with a WalletConnect project id (QR-code wallets offered, the relay a double), its RPC through
 * `/__harness/rpc/<n>`: built on first use, shared while the sources stay the same.
 */
export function walletConnectBuild(): Promise<string> {
  return cachedBuild({
    name: 'walletconnect',
    overrides: { rpcUrls: [...TEST_RPC_PATHS], walletConnectProjectId: HARNESS_WALLETCONNECT_PROJECT_ID },
  });
}
