import { type Address, type Client, concat, getAddress, type Hex, pad } from 'viem';
import { call, getCode } from 'viem/actions';
import {
  SAFE_141,
  SAFE_SINGLETON_FACTORY,
  SAFE_SINGLETON_FACTORY_RUNTIME,
  type Safe141ContractName,
} from './addresses.ts';
import { loadSafeArtifact } from './artifacts.ts';
import { HARNESS_DEPLOYER, impersonate, sendAs } from './chainAccess.ts';

export type DeploySafeSingletonsReturnType = {
  /** Contracts this call deployed; the rest already had code (idempotent re-runs deploy nothing). */
  deployed: Safe141ContractName[];
  addresses: typeof SAFE_141;
};

/** Every v1.4.1 contract, each CREATE2-deployed with salt 0 through the singleton factory. */
const ORDER: Safe141ContractName[] = [
  'Safe',
  'SafeL2',
  'SafeProxyFactory',
  'CompatibilityFallbackHandler',
  'MultiSend',
  'MultiSendCallOnly',
  'SignMessageLib',
  'CreateCall',
  'SimulateTxAccessor',
];

/**
 * Puts Safe v1.4.1 on an anvil chain at the canonical addresses: the singleton factory by
 * `anvil_setCode`, then each artifact of `@safe-global/safe-contracts@1.4.1` through it. Skips anything with code.
 * `client` needs an anvil transport (it impersonates a deployer account).
 */
export async function deploySafeSingletons(client: Client): Promise<DeploySafeSingletonsReturnType> {
  const factoryCode = await getCode(client, { address: SAFE_SINGLETON_FACTORY });
  if (!factoryCode || factoryCode === '0x') {
    await client.request({
      method: 'anvil_setCode',
      params: [SAFE_SINGLETON_FACTORY, SAFE_SINGLETON_FACTORY_RUNTIME],
    } as never);
  }
  const deployed: Safe141ContractName[] = [];
  let impersonated = false;
  for (const name of ORDER) {
    const expected = SAFE_141[name];
    const code = await getCode(client, { address: expected });
    if (code && code !== '0x') continue;
    if (!impersonated) {
      await impersonate(client, HARNESS_DEPLOYER);
      impersonated = true;
    }
    const data = concat([pad('0x', { size: 32 }), loadSafeArtifact(name).bytecode]);
    // The factory returns the 20-byte address; check it before paying for the deployment.
    const { data: returned } = await call(client, {
      account: HARNESS_DEPLOYER,
      to: SAFE_SINGLETON_FACTORY,
      data,
    });
    const landed = returned ? getAddress(returned as Hex) : undefined;
    if (landed !== expected) {
      throw new Error(`${name} would land on ${landed ?? 'nothing'}, not the canonical ${expected}.`);
    }
    await sendAs(client, { from: HARNESS_DEPLOYER, to: SAFE_SINGLETON_FACTORY, data, gas: 7_000_000n });
    deployed.push(name);
  }
  return { deployed, addresses: SAFE_141 };
}

/** True when every v1.4.1 contract has code on the chain. */
export async function hasSafeSingletons(client: Client): Promise<boolean> {
  for (const address of Object.values(SAFE_141) as Address[]) {
    const code = await getCode(client, { address });
    if (!code || code === '0x') return false;
  }
  return true;
}
