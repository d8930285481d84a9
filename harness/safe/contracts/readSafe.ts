import { type Address, type Client, getAddress, type Hex, slice, zeroAddress } from 'viem';
import { getStorageAt, readContract } from 'viem/actions';
import { eip1271Abi, safeAbi } from './abis.ts';

// keccak256("fallback_manager.handler.address") and keccak256("guard_manager.guard.address") (Safe v1.4.1).
const FALLBACK_HANDLER_SLOT = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5';
const GUARD_SLOT = '0x4a204f620c8c5ccdca3fd54d003badd85ba500436a431f0cbda4f558c93c34c8';
const SENTINEL = '0x0000000000000000000000000000000000000001';

export type SafeState = {
  address: Address;
  nonce: number;
  threshold: number;
  owners: Address[];
  version: string;
  implementation: Address;
  fallbackHandler: Address | null;
  guard: Address | null;
  modules: Address[];
};

const slotAddress = async (client: Client, address: Address, slot: Hex): Promise<Address> => {
  const raw = (await getStorageAt(client, { address, slot })) ?? '0x';
  return raw === '0x' ? zeroAddress : getAddress(slice(raw, 12, 32));
};

export async function readSafeNonce(client: Client, safe: Address): Promise<number> {
  return Number(await readContract(client, { address: safe, abi: safeAbi, functionName: 'nonce' }));
}

/** Reads what `getSafeInfo` and the gateway report: nonce, owners, threshold, version, handler, guard, modules. */
export async function readSafeState(client: Client, safe: Address): Promise<SafeState> {
  const address = getAddress(safe);
  const [nonce, threshold, owners, version, modules] = await Promise.all([
    readContract(client, { address, abi: safeAbi, functionName: 'nonce' }),
    readContract(client, { address, abi: safeAbi, functionName: 'getThreshold' }),
    readContract(client, { address, abi: safeAbi, functionName: 'getOwners' }),
    readContract(client, { address, abi: safeAbi, functionName: 'VERSION' }),
    readContract(client, {
      address,
      abi: safeAbi,
      functionName: 'getModulesPaginated',
      args: [SENTINEL, 50n],
    }),
  ]);
  const [implementation, fallbackHandler, guard] = await Promise.all([
    slotAddress(client, address, '0x0000000000000000000000000000000000000000000000000000000000000000'),
    slotAddress(client, address, FALLBACK_HANDLER_SLOT),
    slotAddress(client, address, GUARD_SLOT),
  ]);
  return {
    address,
    nonce: Number(nonce),
    threshold: Number(threshold),
    owners: owners.map((o) => getAddress(o)),
    version,
    implementation,
    fallbackHandler: fallbackHandler === zeroAddress ? null : fallbackHandler,
    guard: guard === zeroAddress ? null : guard,
    modules: [...modules[0]],
  };
}

/** EIP-1271 `isValidSignature(bytes32,bytes)` through the fallback handler; false on revert. */
export async function isValidSafeSignature(client: Client, safe: Address, hash: Hex, signature: Hex) {
  try {
    const result = await readContract(client, {
      address: safe,
      abi: eip1271Abi,
      functionName: 'isValidSignature',
      args: [hash, signature],
    });
    return result === '0x1626ba7e';
  } catch {
    return false;
  }
}
