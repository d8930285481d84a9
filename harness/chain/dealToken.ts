import {
  type Address,
  type Client,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  numberToHex,
} from 'viem';
import { mappingSlot } from './seedToken.ts';

const balanceOfAbi = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
] as const;

async function balanceOf(client: Client, token: Address, owner: Address): Promise<bigint> {
  const data = encodeFunctionData({ abi: balanceOfAbi, functionName: 'balanceOf', args: [owner] });
  const result = (await client.request({
    method: 'eth_call',
    params: [{ to: token, data }, 'latest'],
  })) as Hex;
  return decodeFunctionResult({ abi: balanceOfAbi, functionName: 'balanceOf', data: result });
}

/**
 * Sets `holders`' balances of a token on a fork whose storage layout is unknown (a real BSC fork), the way
 * forge's `deal` does: try each low slot as the balances mapping until balanceOf reads the value back.
 */
export async function dealToken(
  client: Client,
  p: { token: Address; holders: readonly Address[]; amount: bigint; maxSlot?: number },
): Promise<bigint> {
  const [probe] = p.holders;
  if (!probe) return -1n;
  const write = (slot: Hex, value: bigint) =>
    client.request({
      method: 'anvil_setStorageAt',
      params: [p.token, slot, numberToHex(value, { size: 32 })],
    } as never);
  for (let slot = 0n; slot <= BigInt(p.maxSlot ?? 20); slot += 1n) {
    const key = mappingSlot(probe, slot);
    const original = (await client.request({
      method: 'eth_getStorageAt',
      params: [p.token, key, 'latest'],
    } as never)) as Hex;
    await write(key, p.amount);
    if ((await balanceOf(client, p.token, probe)) === p.amount) {
      await Promise.all(p.holders.map((holder) => write(mappingSlot(holder, slot), p.amount)));
      return slot;
    }
    await write(key, BigInt(original));
  }
  throw new Error(`No balances mapping found in the first ${p.maxSlot ?? 20} storage slots of ${p.token}.`);
}
