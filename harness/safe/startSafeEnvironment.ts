import { type Address, createClient, http, type LocalAccount } from 'viem';
import { createSafe } from './contracts/createSafe.ts';
import { deploySafeSingletons } from './contracts/deploySafeSingletons.ts';
import { type ChainFeature, startGateway } from './gateway/index.ts';
import { type HostUrlOptions, type SafeHost, startSafeHost } from './host/index.ts';
import type { HostSwitchesPatch } from './host/switches.ts';

export type StartSafeEnvironmentParameters = {
  rpcUrl: string;
  /** Owner keys (at least `threshold`); #0 proposes. Default threshold 2. */
  owners: readonly LocalAccount[];
  threshold?: number;
  saltNonce?: bigint;
  /** Native balance for the Safe (wei); default 10 BNB. */
  fund?: bigint;
  /** Initial host switches (signing, autoConfirm, …). */
  switches?: HostSwitchesPatch;
  features?: readonly ChainFeature[];
};

export type SafeEnvironment = {
  safeAddress: Address;
  gatewayUrl: string;
  hostOrigin: string;
  /** URL of the host page embedding `appUrl`, with switches in the query string. */
  hostUrl: (appUrl: string, options?: HostUrlOptions) => string;
  host: SafeHost;
  gateway: Awaited<ReturnType<typeof startGateway>>;
  stop: () => Promise<void>;
};

/** Safe v1.4.1 on the chain, a 2-of-3 (by default) Safe, the gateway stand-in and the mock host, in one call. */
export async function startSafeEnvironment(p: StartSafeEnvironmentParameters): Promise<SafeEnvironment> {
  const client = createClient({ transport: http(p.rpcUrl) });
  await deploySafeSingletons(client);
  const safeAddress = await createSafe(client, {
    owners: p.owners.map((o) => o.address),
    threshold: p.threshold ?? 2,
    saltNonce: p.saltNonce ?? 0n,
    ...(p.fund !== undefined ? { fund: p.fund } : {}),
  });
  const gateway = await startGateway({
    rpcUrl: p.rpcUrl,
    safes: [safeAddress],
    ...(p.features ? { features: p.features } : {}),
  });
  let host: SafeHost;
  try {
    host = await startSafeHost({
      client,
      gateway,
      safe: safeAddress,
      owners: p.owners,
      ...(p.switches ? { switches: p.switches } : {}),
    });
  } catch (error) {
    await gateway.stop();
    throw error;
  }
  return {
    safeAddress,
    gatewayUrl: gateway.url,
    hostOrigin: host.origin,
    hostUrl: host.hostUrl,
    host,
    gateway,
    stop: async () => {
      await host.stop();
      await gateway.stop();
    },
  };
}
