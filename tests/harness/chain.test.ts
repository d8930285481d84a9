import { accessSync, constants as fs } from 'node:fs';
import { createPublicClient, createWalletClient, erc20Abi, http, keccak256, parseUnits } from 'viem';
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { bsc } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveAnvilBinary } from '../../harness/chain/anvil.ts';
import {
  BSC_USD,
  TEST_ACCOUNTS,
  TEST_BSC_USD_BALANCE,
  TEST_MNEMONIC,
  TEST_NATIVE_BALANCE,
} from '../../harness/chain/constants.ts';
import { seedHash } from '../../harness/chain/seed.ts';
import { mappingSlot } from '../../harness/chain/seedToken.ts';
import { type StartChainReturnType, startChain } from '../../harness/chain/startChain.ts';
import { startUpstream } from '../../harness/chain/upstream.ts';
import { SAFE_141, SAFE_141_CODE_HASH_ENDS } from '../../harness/safe/contracts/index.ts';

let chain: StartChainReturnType;

beforeAll(async () => {
  chain = await startChain();
});
afterAll(async () => {
  await chain?.stop();
});

const client = () => createPublicClient({ chain: bsc, transport: http(chain.rpcUrl) });

describe('startChain', () => {
  test('default', async () => {
    expect(chain.chainId).toBe(56);
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await client().getChainId()).toBe(56);
    expect(chain.accounts).toHaveLength(10);
    expect(await client().getBalance({ address: TEST_ACCOUNTS[0]?.address ?? '0x' })).toBe(
      TEST_NATIVE_BALANCE,
    );
  });

  test('behavior: forks a local upstream when BSC_RPC_URL is unset', async () => {
    expect(chain.upstream).toBeDefined();
    expect(chain.forkUrl).toBe(chain.upstream?.rpcUrl);
    expect(chain.forkBlockNumber).toBeGreaterThan(0n);
    // A fork is a separate node: writing to it leaves the upstream untouched.
    const upstream = createPublicClient({ transport: http(chain.upstream?.rpcUrl) });
    expect(await upstream.getChainId()).toBe(56);
    expect(chain.forkReadyMs).toBeGreaterThan(0);
  });

  test('behavior: Safe v1.4.1 at the canonical addresses with the canonical code', async () => {
    for (const [name, address] of Object.entries(SAFE_141)) {
      const code = await client().getCode({ address });
      expect(code, name).toMatch(/^0x[0-9a-f]{100,}/);
      const ends = SAFE_141_CODE_HASH_ENDS[name as keyof typeof SAFE_141];
      if (ends && code) {
        const hash = keccak256(code);
        expect(hash.startsWith(ends[0]) && hash.endsWith(ends[1]), `${name} code hash ${hash}`).toBe(true);
      }
    }
  });

  test('behavior: BSC-USD at its BSC address, like the real token', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      client().readContract({ address: BSC_USD.address, abi: erc20Abi, functionName });
    expect(await read('name')).toBe('Tether USD');
    expect(await read('symbol')).toBe('USDT');
    expect(await read('decimals')).toBe(18);
    expect(await read('totalSupply')).toBe(TEST_BSC_USD_BALANCE * 10n);
    for (const { address } of TEST_ACCOUNTS) {
      expect(
        await client().readContract({
          address: BSC_USD.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ).toBe(TEST_BSC_USD_BALANCE);
    }
  });

  test('behavior: a signed token transfer is mined on the fork', async () => {
    const [from, to] = TEST_ACCOUNTS;
    if (!from || !to) throw new Error('accounts');
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      chain: bsc,
      transport: http(chain.rpcUrl),
    });
    const amount = parseUnits('12.5', 18);
    const hash = await wallet.writeContract({
      address: BSC_USD.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to.address, amount],
    });
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(
      await client().readContract({
        address: BSC_USD.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to.address],
      }),
    ).toBe(TEST_BSC_USD_BALANCE + amount);
  });

  test('behavior: a second chain reuses the baked upstream and gets its own ports', async () => {
    const second = await startChain();
    try {
      expect(second.upstream?.fromBake).toBe(true);
      expect(second.rpcUrl).not.toBe(chain.rpcUrl);
      // Each chain starts fresh: the transfer on the first chain is not visible here.
      const balance = await createPublicClient({ transport: http(second.rpcUrl) }).readContract({
        address: BSC_USD.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [TEST_ACCOUNTS[1]?.address ?? '0x'],
      });
      expect(balance).toBe(TEST_BSC_USD_BALANCE);
    } finally {
      await second.stop();
    }
    await expect(fetch(second.rpcUrl, { method: 'POST' })).rejects.toThrow();
  });
});

describe('startChain with an outside RPC', () => {
  test('behavior: BSC_RPC_URL + BSC_FORK_BLOCK fork that RPC at that block and deal BSC-USD', async () => {
    // Stands in for a real BSC endpoint: an upstream whose token balances are zero for the test accounts.
    const upstream = await startUpstream();
    const saved = { url: process.env.BSC_RPC_URL, block: process.env.BSC_FORK_BLOCK };
    try {
      const upstreamClient = createPublicClient({ transport: http(upstream.rpcUrl) });
      const [holder] = TEST_ACCOUNTS;
      if (!holder) throw new Error('accounts');
      await upstreamClient.request({
        method: 'anvil_setStorageAt',
        params: [BSC_USD.address, mappingSlot(holder.address, 0n), `0x${'0'.repeat(64)}`],
      } as never);
      const head = await upstreamClient.getBlockNumber();
      process.env.BSC_RPC_URL = upstream.rpcUrl;
      process.env.BSC_FORK_BLOCK = String(head);
      const forked = await startChain();
      try {
        expect(forked.upstream).toBeUndefined();
        expect(forked.forkUrl).toBe(upstream.rpcUrl);
        expect(forked.forkBlockNumber).toBe(head);
        const balance = await createPublicClient({ transport: http(forked.rpcUrl) }).readContract({
          address: BSC_USD.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [holder.address],
        });
        expect(balance).toBe(TEST_BSC_USD_BALANCE);
      } finally {
        await forked.stop();
      }
    } finally {
      if (saved.url === undefined) delete process.env.BSC_RPC_URL;
      else process.env.BSC_RPC_URL = saved.url;
      if (saved.block === undefined) delete process.env.BSC_FORK_BLOCK;
      else process.env.BSC_FORK_BLOCK = saved.block;
      await upstream.stop();
    }
  });
});

describe('constants', () => {
  test('behavior: test accounts are the mnemonic’s first ten', () => {
    for (const account of TEST_ACCOUNTS) {
      expect(mnemonicToAccount(TEST_MNEMONIC, { addressIndex: account.index }).address).toBe(account.address);
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address);
    }
  });

  test('behavior: anvil binary resolved through @foundry-rs/anvil', () => {
    const binary = resolveAnvilBinary();
    expect(binary).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil/);
    accessSync(binary, fs.X_OK);
  });

  test('behavior: the seed hash is stable', () => {
    expect(seedHash()).toBe(seedHash());
    expect(seedHash()).toMatch(/^[0-9a-f]{16}$/);
  });
});
