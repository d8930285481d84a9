import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Client, Hex } from 'viem';
import { call } from 'viem/actions';

/** Multicall3's canonical address, where real BSC (and every major chain) has it. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const;

/**
 * wagmi batches reads through Multicall3, so the fork needs it where BSC has it. Its creation code is
 * read at run time from the installed viem (which ships it for deployless calls), run once with
 * `eth_call` to get the runtime code, and written at the canonical address. Multicall3 has no
 * constructor state and no immutables, so the written code is exactly what a deployment leaves.
 */
export async function seedMulticall3(client: Client): Promise<void> {
  const runtime = (await call(client, { data: multicall3CreationCode() })).data;
  if (!runtime || runtime === '0x') throw new Error('Multicall3 creation code returned no runtime code.');
  await client.request({ method: 'anvil_setCode' as never, params: [MULTICALL3_ADDRESS, runtime] as never });
}

function multicall3CreationCode(): Hex {
  const require = createRequire(import.meta.url);
  const viemRoot = dirname(require.resolve('viem/package.json'));
  const source = readFileSync(join(viemRoot, '_esm/constants/contracts.js'), 'utf8');
  const match = /multicall3Bytecode\s*=\s*'(0x[0-9a-f]+)'/.exec(source);
  if (!match?.[1]) throw new Error('Multicall3 bytecode not found in the installed viem.');
  return match[1] as Hex;
}
