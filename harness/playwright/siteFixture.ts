import type { WorkerEnvironment } from '../environment.ts';
import { type RpcFault, type RpcFaultName, toRpcFault } from '../rpc/faults.ts';
import type { RelayedRequest } from '../rpc/relay.ts';
import { type SiteServer, serveSite } from '../site/serveSite.ts';
import { eventually } from './eventually.ts';

/** The worker's server of the test build. */
export function createSiteFixture(env: WorkerEnvironment, extraServers: SiteServer[]) {
  return {
    /** The test build at the domain root, as `localhost` (cross-site to the Safe host on 127.0.0.1). */
    url: env.site.url,
    /** The folder of the test build. */
    testDist: env.site.root,
    /**
     * Serves the test build again under a sub-path (an IPFS gateway path, a project-pages folder), with the same
     * `_headers` rules and its RPC relay to the worker's fork; stopped after the test.
     */
    async serve(p: { basePath: string }): Promise<SiteServer> {
      const server = await serveSite({
        root: env.site.root,
        basePath: p.basePath,
        rpcUpstreams: [env.fork.rpcUrl, env.fork.rpcUrl],
        hostname: 'localhost',
      });
      extraServers.push(server);
      return server;
    },
  };
}

/**
 * The production build, exactly as it ships, served by the worker at the root (its RPC is the real one: the
 * network guard refuses it). Built the first time a test asks for it (harness/site/buildCache.ts).
 */
export function createProductionFixture(server: SiteServer, extraServers: SiteServer[]) {
  return {
    /** The production build at the domain root. */
    url: server.url,
    /** The folder of the production build. */
    dist: server.root,
    /** Serves the production build again under a sub-path, with the same `_headers` rules; stopped after the test. */
    async serve(p: { basePath: string }): Promise<SiteServer> {
      const again = await serveSite({ root: server.root, basePath: p.basePath });
      extraServers.push(again);
      return again;
    },
  };
}

export type ProductionFixture = ReturnType<typeof createProductionFixture>;

export type SiteFixture = ReturnType<typeof createSiteFixture>;

/** Which relay endpoint: 0 is the test build's primary RPC, 1 its fallback; 'all' both. */
export type RpcEndpoint = 0 | 1 | 'all';

/** The RPC faults of the worker's relay, by name or as data. Cleared after every test. */
export function createFaultsFixture(env: WorkerEnvironment) {
  const relay = env.site.rpc;
  const endpoints = (which: RpcEndpoint) => (which === 'all' ? [0, 1] : [which]);
  return {
    /**
     * Sets a fault on relay endpoint(s): `faults.rpc('timeout')` (primary), `faults.rpc('malformedJson', { on:
     * 'all', times: 1 })`, or raw data `faults.rpc({ kind: 'status', status: 503 }, { on: 1 })`.
     */
    rpc(fault: RpcFaultName | RpcFault, options: { on?: RpcEndpoint; times?: number } = {}): void {
      for (const index of endpoints(options.on ?? 0)) relay.setFault(index, toRpcFault(fault, options.times));
    },
    /** Heals endpoint(s). */
    heal(on: RpcEndpoint = 'all'): void {
      for (const index of endpoints(on)) relay.setFault(index, { kind: 'none' });
    },
    /** Requests each endpoint has seen since the test began ([primary, fallback]). */
    hits: (): number[] => [...relay.hits],
    /**
     * The relay's requests since the test began, in order of arrival, each with its endpoint, method(s), fault and
     * outcome (`open`, `answered`, `refused`, `abandoned` by the page): copies, taken now.
     */
    log: (): RelayedRequest[] => relay.log.map((entry) => ({ ...entry })),
    /** The requests for `method` (one of a batch counts), on endpoint `on` when given: copies, taken now. */
    requestsFor(method: string, on?: 0 | 1): RelayedRequest[] {
      return relay.log
        .filter((entry) => entry.methods.includes(method) && (on === undefined || entry.endpoint === on))
        .map((entry) => ({ ...entry }));
    },
    /**
     * Resolves once no request is open at the relay: every one the page sent has been answered, refused or given
     * up. Before skipping the page's clock ahead (`page.clock.fastForward`): a jump past a read's 10 s timeout while
     * the read is in flight would time it out, which no real second does. Never settles while a `hang` holds one:
     * fails after `timeout` (the expect timeout by default) naming the `seq`s still open.
     */
    async settled(options: { timeout?: number } = {}): Promise<void> {
      await eventually(
        () => relay.log.filter((entry) => entry.outcome === 'open').map((entry) => entry.seq),
        {
          ...options,
          message: 'requests still open at the relay',
        },
      ).toEqual([]);
    },
  };
}

export type FaultsFixture = ReturnType<typeof createFaultsFixture>;
