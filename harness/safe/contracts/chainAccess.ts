import type { Address, Client, Hash, Hex } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';

/** A loopback address the harness impersonates for deployments, so no test owner's nonce moves. */
export const HARNESS_DEPLOYER: Address = '0x5afe00000000000000000000000000000000d001';

/** Anvil-only: let `from` send unsigned txs and give it `balance` wei if it has less. */
export async function impersonate(client: Client, from: Address, balance = 10n ** 21n): Promise<void> {
  await client.request({ method: 'anvil_impersonateAccount', params: [from] } as never);
  const current = BigInt(
    (await client.request({ method: 'eth_getBalance', params: [from, 'latest'] })) as unknown as Hex,
  );
  if (current < balance) {
    await client.request({
      method: 'anvil_setBalance',
      params: [from, `0x${balance.toString(16)}`],
    } as never);
  }
}

export type SendAsParameters = { from: Address; to: Address; data?: Hex; value?: bigint; gas?: bigint };

/** Sends an unsigned tx from an impersonated (or anvil-unlocked) account and waits for its receipt. */
export async function sendAs(client: Client, p: SendAsParameters) {
  const tx: Record<string, string> = { from: p.from, to: p.to };
  if (p.data) tx.data = p.data;
  if (p.value !== undefined) tx.value = `0x${p.value.toString(16)}`;
  if (p.gas !== undefined) tx.gas = `0x${p.gas.toString(16)}`;
  const hash = (await client.request({ method: 'eth_sendTransaction', params: [tx] } as never)) as Hash;
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 50 });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} to ${p.to} reverted.`);
  return receipt;
}
