import { type Client, createClient, http, keccak256, parseEther, zeroAddress } from 'viem';
import { getBalance, getCode } from 'viem/actions';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AnvilInstance } from '../../harness/chain/anvil.ts';
import { testOwnerAccounts } from '../../harness/chain/constants.ts';
import { startBareChain } from '../../harness/chain/startChain.ts';
// The whole toolkit under one name: these tests exercise each of its helpers against a real chain.
import * as safeContracts from '../../harness/safe/contracts/index.ts';

let anvil: AnvilInstance;
let client: Client;
const owners = testOwnerAccounts(3);

beforeAll(async () => {
  anvil = await startBareChain();
  client = createClient({ transport: http(anvil.rpcUrl) });
});
afterAll(async () => {
  await anvil?.stop();
});

describe('deploySafeSingletons', () => {
  test('default: every v1.4.1 contract lands on its canonical address with the registry code hash', async () => {
    const { deployed } = await safeContracts.deploySafeSingletons(client);
    expect(deployed).toHaveLength(Object.keys(safeContracts.SAFE_141).length);
    for (const [name, address] of Object.entries(safeContracts.SAFE_141)) {
      const code = await getCode(client, { address });
      expect(code?.length, name).toBeGreaterThan(2);
      const ends = safeContracts.SAFE_141_CODE_HASH_ENDS[name as safeContracts.Safe141ContractName];
      if (ends && code) {
        const hash = keccak256(code);
        expect(hash.startsWith(ends[0]), `${name} ${hash}`).toBe(true);
        expect(hash.endsWith(ends[1]), `${name} ${hash}`).toBe(true);
      }
    }
  });

  test('behavior: idempotent', async () => {
    const again = await safeContracts.deploySafeSingletons(client);
    expect(again.deployed).toEqual([]);
  });
});

describe('a 2-of-3 Safe', () => {
  test('default: created, funded, executes a transfer and validates EIP-1271 signatures', async () => {
    const safe = await safeContracts.createSafe(client, {
      owners: owners.map((o) => o.address),
      threshold: 2,
      saltNonce: 7n,
    });
    const state = await safeContracts.readSafeState(client, safe);
    expect(state).toMatchObject({
      nonce: 0,
      threshold: 2,
      version: '1.4.1',
      implementation: safeContracts.SAFE_141.SafeL2,
    });
    expect(state.fallbackHandler).toBe(safeContracts.SAFE_141.CompatibilityFallbackHandler);
    expect(await getBalance(client, { address: safe })).toBe(parseEther('10'));
    // Same parameters again: found, not re-created.
    expect(
      await safeContracts.createSafe(client, {
        owners: owners.map((o) => o.address),
        threshold: 2,
        saltNonce: 7n,
      }),
    ).toBe(safe);

    const to = '0x000000000000000000000000000000000000dEaD';
    const tx = safeContracts.buildSafeTx({ to, value: parseEther('1'), nonce: 0n });
    const safeTxHash = safeContracts.hashSafeTx({ safe }, tx);
    const [a, b, c] = owners;
    if (!a || !b || !c) throw new Error('three owners');
    // Signed in descending order on purpose: safeContracts.execSafeTx must sort them.
    const sigs = [
      await safeContracts.signSafeTx(c, { safe }, tx),
      await safeContracts.signSafeTx(a, { safe }, tx),
    ];
    expect(safeContracts.joinSignatures(sigs).length).toBe(2 + 65 * 2 * 2);
    const result = await safeContracts.execSafeTx(client, { safe, tx, signatures: sigs, executor: b });
    expect(result.success).toBe(true);
    expect(await getBalance(client, { address: to })).toBe(parseEther('1'));
    expect((await safeContracts.readSafeState(client, safe)).nonce).toBe(1);
    expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/);

    const messageHash = safeContracts.hashSafeMessage({ safe }, 'hello');
    expect(safeContracts.hashSafeMessage({ safe }, '0x68656c6c6f')).toBe(messageHash);
    const m1 = await safeContracts.signSafeMessage(a, { safe }, 'hello');
    const m2 = await safeContracts.signSafeMessage(c, { safe }, 'hello');
    const { hashMessage } = await import('viem');
    expect(
      await safeContracts.isValidSafeSignature(
        client,
        safe,
        hashMessage('hello'),
        safeContracts.joinSignatures([m2, m1]),
      ),
    ).toBe(true);
    expect(
      await safeContracts.isValidSafeSignature(
        client,
        safe,
        hashMessage('hello'),
        safeContracts.joinSignatures([m1]),
      ),
    ).toBe(false);
    expect(zeroAddress).toBe('0x0000000000000000000000000000000000000000');
  });
});
