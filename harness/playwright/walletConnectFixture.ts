import type { WorkerEnvironment } from '../environment.ts';
import { type SiteServer, serveSite } from '../site/serveSite.ts';
import { HARNESS_WALLETCONNECT_PROJECT_ID } from '../walletConnect/constants.ts';
import { type PhoneWallet, startPhoneWallet } from '../walletConnect/phoneWallet.ts';
import type { WalletConnectRelay } from '../walletConnect/relay.ts';

/** What the fixture started for one test, stopped after it. */
export interface WalletConnectStops {
  readonly servers: SiteServer[];
  readonly phones: PhoneWallet[];
}

/**
 * WalletConnect without the internet: the test's pages dial the harness's relay double, a phone wallet (the real
 * WalletConnect SDK in node) pairs through it, and the site is the test build with a project id, so the QR-code
 * wallets are offered.
 */
export function createWalletConnectFixture(
  env: WorkerEnvironment,
  dist: string,
  relay: WalletConnectRelay,
  stops: WalletConnectStops,
) {
  return {
    /** The relay double: what was published (`published`), whether a page is on it (`pageConnected()`). */
    relay,
    /** Serves the WalletConnect build (RPC through the worker's relay) and returns its URL. */
    async siteUrl(p: { basePath?: string } = {}): Promise<string> {
      const server = await serveSite({
        root: dist,
        rpcUpstreams: [env.fork.rpcUrl, env.fork.rpcUrl],
        hostname: 'localhost',
        ...(p.basePath ? { basePath: p.basePath } : {}),
      });
      stops.servers.push(server);
      return server.url;
    },
    /** A phone wallet on the relay: `pair(link)`, `nextProposal()`, `approve(proposal, account)`, `reject`. */
    async phone(): Promise<PhoneWallet> {
      const phone = await startPhoneWallet({
        relayUrl: relay.url,
        projectId: HARNESS_WALLETCONNECT_PROJECT_ID,
      });
      stops.phones.push(phone);
      return phone;
    },
  };
}

export type WalletConnectFixture = ReturnType<typeof createWalletConnectFixture>;
