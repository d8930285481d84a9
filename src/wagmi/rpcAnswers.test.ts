import { createPublicClient, custom } from 'viem';
import { bsc } from 'viem/chains';
import { describe, expect, test } from 'vitest';
import { checkedTransport, checkRpcAnswer } from './rpcAnswers.ts';

describe('checkRpcAnswer', () => {
  test('default: hex quantities and hex call data pass; other methods are not judged', () => {
    expect(checkRpcAnswer('eth_getBalance', '0x1bc16d674ec80000')).toBeUndefined();
    expect(checkRpcAnswer('eth_call', `0x${'00'.repeat(32)}`)).toBeUndefined();
    expect(checkRpcAnswer('eth_getTransactionReceipt', null)).toBeUndefined();
  });

  test.each<[string, unknown]>([
    ['eth_getBalance', '0xZZ'],
    ['eth_getBalance', 12],
    ['eth_getBalance', null],
    ['eth_getBalance', `0x${'f'.repeat(5_000_000)}`],
    ['eth_blockNumber', '12'],
    ['eth_call', '0x123'],
    ['eth_call', `0x${'ab'.repeat(200_000)}`],
    ['eth_call', { data: '0x' }],
  ])('error: %s answered %s is refused', (method, result) => {
    expect(checkRpcAnswer(method, result)).toMatchObject({ name: 'RpcAnswerInvalidError' });
  });
});

describe('checkedTransport', () => {
  test('behavior: a client never sees a balance that is no hex quantity (5 MB of hex would be a 20-million-bit bigint)', async () => {
    const transport = checkedTransport(custom({ request: async () => `0x${'f'.repeat(5_000_000)}` }));
    const client = createPublicClient({ chain: bsc, transport });
    await expect(
      client.getBalance({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ).rejects.toSatisfy((error: Error) =>
      JSON.stringify(error, Object.getOwnPropertyNames(error)).includes('not valid'),
    );
  });
});
