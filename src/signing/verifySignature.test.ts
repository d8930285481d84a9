import { type Hex, hashMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, test } from 'vitest';
import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE, verifySignature } from './verifySignature.ts';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcc5e3d4b3f6b1e4b8');
const contract = '0x50aC000000000000000000000000000000000039' as const;

function reader({ code, modern, legacy }: { code: Hex; modern?: Hex | Error; legacy?: Hex | Error }) {
  const calls: Array<readonly unknown[]> = [];
  return {
    calls,
    getCode: async () => code,
    readContract: async ({
      abi,
      args,
    }: {
      abi: readonly { inputs: readonly { type: string }[] }[];
      args: readonly unknown[];
    }) => {
      calls.push(args);
      const answer = abi[0]?.inputs[0]?.type === 'bytes32' ? modern : legacy;
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error('reverted');
      return answer;
    },
  } as never;
}

describe('verifySignature', () => {
  test('default: an account without code is verified by recovery', async () => {
    const message = 'hello BSC';
    const signature = await account.signMessage({ message });
    const result = await verifySignature(reader({ code: '0x' }), {
      address: account.address,
      message,
      signature,
    });
    expect(result).toEqual({ valid: true, method: 'ecrecover' });
  });

  test('behavior: a signature from someone else does not verify', async () => {
    const signature = await account.signMessage({ message: 'other text' });
    const result = await verifySignature(reader({ code: '0x' }), {
      address: account.address,
      message: 'hello BSC',
      signature,
    });
    expect(result.valid).toBe(false);
  });

  test('behavior: a contract wallet answering 0x1626ba7e is valid via EIP-1271', async () => {
    const client = reader({ code: '0x6080', modern: EIP1271_MAGIC_VALUE });
    const result = await verifySignature(client, { address: contract, message: 'm', signature: '0x' });
    expect(result).toEqual({ valid: true, method: 'eip1271' });
  });

  test('behavior: the legacy bytes form (0x20c13b0b) is tried when bytes32 fails, with the message hash', async () => {
    const client = reader({
      code: '0x6080',
      modern: new Error('revert'),
      legacy: EIP1271_LEGACY_MAGIC_VALUE,
    });
    const result = await verifySignature(client, { address: contract, message: 'm', signature: '0x1234' });
    expect(result).toEqual({ valid: true, method: 'eip1271-legacy' });
    expect((client as unknown as { calls: unknown[][] }).calls.at(-1)).toEqual([hashMessage('m'), '0x1234']);
  });

  test('behavior: a contract answering neither magic value is not valid', async () => {
    const client = reader({ code: '0x6080', modern: '0xffffffff', legacy: '0x00000000' });
    const result = await verifySignature(client, { address: contract, message: 'm', signature: '0x' });
    expect(result.valid).toBe(false);
  });
});
