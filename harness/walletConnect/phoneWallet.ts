import { SignClient } from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import type { Address } from 'viem';

/** A session proposal as the wallet received it: who asks, and for which chains. */
export interface Proposal {
  readonly id: number;
  readonly dappName: string;
  readonly dappUrl: string;
  /** The CAIP-2 chains the dapp asked for (required and optional). */
  readonly chains: readonly string[];
}

export interface PhoneWallet {
  /** Pairs with a `wc:` link, as scanning the page's QR code would. */
  pair(uri: string): Promise<void>;
  /** The next session proposal (waits for it). */
  nextProposal(timeoutMs?: number): Promise<Proposal>;
  /** Approves a proposal with `account` on chain 56, as a visitor tapping "Connect" in their wallet. */
  approve(proposal: Proposal, account: Address): Promise<void>;
  /** Refuses a proposal, as a visitor tapping "Reject" (the SDK's USER_REJECTED, code 5000). */
  reject(proposal: Proposal): Promise<void>;
  stop(): Promise<void>;
}

/** Keeps the SDK's state in memory: each test's wallet starts with nothing paired. */
class MemoryStorage {
  private readonly items = new Map<string, unknown>();
  async getKeys() {
    return [...this.items.keys()];
  }
  async getEntries<T>() {
    return [...this.items.entries()] as [string, T][];
  }
  async getItem<T>(key: string) {
    return this.items.get(key) as T | undefined;
  }
  async setItem<T>(key: string, value: T) {
    this.items.set(key, value);
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
}

let phones = 0;
const nextPhone = () => {
  phones += 1;
  return phones;
};

const METHODS = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
];
const EVENTS = ['accountsChanged', 'chainChanged'];

/**
 * A WalletConnect wallet on a phone, played in node by the real WalletConnect SDK (`@walletconnect/sign-client`)
 * against the harness's relay: it pairs with the link the page shows, receives the page's session proposal and
 * approves or refuses it, as a visitor would in their wallet's app. Nothing leaves the machine: the relay is the
 * harness's, and the SDK's telemetry is off.
 */
export async function startPhoneWallet(p: { relayUrl: string; projectId: string }): Promise<PhoneWallet> {
  const client = await SignClient.init({
    projectId: p.projectId,
    relayUrl: p.relayUrl,
    storage: new MemoryStorage(),
    // The SDK keeps one core per storage prefix in a process-wide global: each phone needs its own, or a test's
    // phone would reuse an earlier test's (stopped) connection to the relay.
    customStoragePrefix: `harness-phone-${nextPhone()}-${process.pid}`,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: {
      name: 'Harness Phone Wallet',
      description: 'A WalletConnect wallet played by the test harness.',
      url: 'https://wallet.invalid',
      icons: [],
    },
  } as SignClientTypes.Options);
  // WalletConnect's Verify API is a remote service: this wallet, like one offline, does not ask it about the dapp's
  // origin (the SDK would otherwise fetch verify.walletconnect.org from node and wait out its timeout).
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve;
  const proposals: Proposal[] = [];
  const waiting: Array<(proposal: Proposal) => void> = [];
  client.on('session_proposal', ({ id, params }) => {
    const proposal: Proposal = {
      id,
      dappName: params.proposer.metadata.name,
      dappUrl: params.proposer.metadata.url,
      chains: [
        ...Object.values(params.requiredNamespaces ?? {}).flatMap((namespace) => namespace.chains ?? []),
        ...Object.values(params.optionalNamespaces ?? {}).flatMap((namespace) => namespace.chains ?? []),
      ],
    };
    const next = waiting.shift();
    if (next) next(proposal);
    else proposals.push(proposal);
  });
  return {
    async pair(uri) {
      await client.core.pairing.pair({ uri });
    },
    nextProposal(timeoutMs = 15_000) {
      const queued = proposals.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(done), 1);
          reject(new Error(`The phone wallet received no session proposal within ${timeoutMs} ms.`));
        }, timeoutMs);
        const done = (proposal: Proposal) => {
          clearTimeout(timer);
          resolve(proposal);
        };
        waiting.push(done);
      });
    },
    async approve(proposal, account) {
      const { acknowledged } = await client.approve({
        id: proposal.id,
        namespaces: {
          eip155: {
            chains: ['eip155:56'],
            accounts: [`eip155:56:${account}`],
            methods: METHODS,
            events: EVENTS,
          },
        },
      });
      await acknowledged();
    },
    async reject(proposal) {
      await client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
    },
    async stop() {
      await client.core.relayer.transportClose().catch(() => undefined);
    },
  };
}
