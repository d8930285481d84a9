import {
  type Address,
  type Client,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  getContractAddress,
  keccak256,
  toHex,
  zeroAddress,
} from 'viem';
import { getBalance, getCode } from 'viem/actions';
import { proxyFactoryAbi, safeAbi } from './abis.ts';
import { SAFE_141 } from './addresses.ts';
import { loadSafeArtifact } from './artifacts.ts';
import { HARNESS_DEPLOYER, impersonate, sendAs } from './chainAccess.ts';

export type CreateSafeParameters = {
  owners: readonly Address[];
  threshold: number;
  saltNonce?: bigint;
  /** Native balance (wei) the Safe should hold afterwards; topped up with a plain transfer. Default 10 BNB. */
  fund?: bigint;
};

/** The setup() calldata Safe{Wallet} uses: SafeL2 + CompatibilityFallbackHandler, no module, no payment. */
export function encodeSafeSetup(owners: readonly Address[], threshold: number) {
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      owners.map((o) => getAddress(o)),
      BigInt(threshold),
      zeroAddress,
      '0x',
      SAFE_141.CompatibilityFallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  });
}

/** CREATE2 address of `createProxyWithNonce(SafeL2, setup(...), saltNonce)` (SafeProxyFactory v1.4.1). */
export function predictSafeAddress(
  p: Pick<CreateSafeParameters, 'owners' | 'threshold' | 'saltNonce'>,
): Address {
  const initializer = encodeSafeSetup(p.owners, p.threshold);
  const salt = keccak256(concat([keccak256(initializer), toHex(p.saltNonce ?? 0n, { size: 32 })]));
  const bytecode = concat([
    loadSafeArtifact('SafeProxy').bytecode,
    encodeAbiParameters([{ type: 'address' }], [SAFE_141.SafeL2]),
  ]);
  return getContractAddress({ opcode: 'CREATE2', from: SAFE_141.SafeProxyFactory, salt, bytecode });
}

/** Creates (or finds, if already created) a SafeL2 proxy and funds it. Needs `deploySafeSingletons` first. */
export async function createSafe(client: Client, p: CreateSafeParameters): Promise<Address> {
  const address = predictSafeAddress(p);
  const code = await getCode(client, { address });
  await impersonate(client, HARNESS_DEPLOYER, 10n ** 22n);
  if (!code || code === '0x') {
    const data = encodeFunctionData({
      abi: proxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [SAFE_141.SafeL2, encodeSafeSetup(p.owners, p.threshold), p.saltNonce ?? 0n],
    });
    await sendAs(client, { from: HARNESS_DEPLOYER, to: SAFE_141.SafeProxyFactory, data, gas: 1_000_000n });
  }
  const want = p.fund ?? 10n ** 19n;
  const have = await getBalance(client, { address });
  if (have < want) await sendAs(client, { from: HARNESS_DEPLOYER, to: address, value: want - have });
  return address;
}
