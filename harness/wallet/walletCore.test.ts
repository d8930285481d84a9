import { type Hex, recoverAddress, verifyMessage, verifyTypedData } from 'viem';
import { describe, expect, test, vi } from 'vitest';
import { TEST_ACCOUNTS } from '../chain/constants.ts';
import { walletErrors } from './errors.ts';
import { createHeld } from './script.ts';
import { createWalletCore } from './walletCore.ts';

// The wallet's logic without a browser or a chain: nothing listens at the RPC URL, so the two paths that go to the
// node (a read, a transaction on BSC) are followed only as far as the refused connection.

function setup(options: Parameters<typeof createWalletCore>[0] = { rpcUrl: 'http://127.0.0.1:9' }) {
  const events: [string, unknown][] = [];
  const core = createWalletCore(options, async (event, payload) => {
    events.push([event, payload]);
  });
  return {
    core,
    events,
    ask: (method: string, params?: unknown) => core.handle(method, params, 'http://127.0.0.1:1/'),
  };
}

const alice = TEST_ACCOUNTS[0]?.address;

describe('walletCore', () => {
  test('default', async () => {
    const { ask, events } = setup();
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0x38' });
    expect(await ask('eth_accounts')).toEqual({ ok: true, result: [] });
    expect(await ask('eth_requestAccounts')).toEqual({ ok: true, result: [alice] });
    expect(events).toEqual([['accountsChanged', [alice]]]);
  });

  test('behavior: a one-shot without method skips reads and hits the next prompt', async () => {
    const { core, ask } = setup();
    core.script.enqueue({ kind: 'respond', response: { type: 'reject' } });
    expect(await ask('eth_chainId')).toMatchObject({ ok: true });
    expect(await ask('eth_requestAccounts')).toEqual({ ok: false, error: walletErrors.userRejected() });
    expect(await ask('eth_requestAccounts')).toMatchObject({ ok: true });
  });

  test('behavior: one-shots come before standing faults, then the fault applies again', async () => {
    const { core, ask } = setup();
    core.script.setFault('eth_chainId', { type: 'result', value: null });
    core.script.enqueue({ kind: 'respond', response: { type: 'result', value: '56' } }, 'eth_chainId');
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '56' });
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: null });
    core.script.setFault('eth_chainId', undefined);
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0x38' });
  });

  test('behavior: -32002 only while a connect or switch prompt is open', async () => {
    const { core, ask } = setup();
    const { entry, handle } = createHeld();
    core.script.enqueue({ kind: 'hold', held: entry }, 'wallet_switchEthereumChain');
    const first = ask('wallet_switchEthereumChain', [{ chainId: '0x1' }]);
    await handle.arrived;
    expect(await ask('eth_requestAccounts')).toMatchObject({ ok: false, error: { code: -32002 } });
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0x38' });
    handle.approve();
    expect(await first).toEqual({ ok: true, result: null });
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0x1' });
  });

  test('behavior: switch validates the chain id and answers 4902 for unknown chains', async () => {
    const { ask, events } = setup({ rpcUrl: 'http://127.0.0.1:9', knownChains: [56] });
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '56' }])).toMatchObject({
      error: { code: -32602 },
    });
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x61' }])).toMatchObject({
      error: { code: 4902 },
    });
    expect(await ask('wallet_addEthereumChain', [{ chainId: '0x61' }])).toEqual({ ok: true, result: null });
    expect(events).toEqual([['chainChanged', '0x61']]);
  });

  test('behavior: signing before authorisation is refused with 4100', async () => {
    const { ask } = setup();
    expect(await ask('personal_sign', ['0x00', alice])).toMatchObject({ ok: false, error: { code: 4100 } });
  });

  test('behavior: unknown wallet_ methods answer 4200 rather than reaching the RPC', async () => {
    const { ask } = setup();
    expect(await ask('wallet_sendCalls', [])).toMatchObject({ ok: false, error: { code: 4200 } });
  });
});

const bob = TEST_ACCOUNTS[1]?.address;
const hash = `0x${'ab'.repeat(32)}` as const;
const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 56 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Note: [{ name: 'text', type: 'string' }],
  },
  primaryType: 'Note',
  message: { text: 'hello' },
} as const;

describe('walletCore: what the wallet starts with', () => {
  test("default: chain 56, anvil's first account selected, the site not authorised, chains 56 and 1 known", async () => {
    const { core, ask } = setup();
    expect(core.snapshot()).toEqual({
      address: alice,
      accounts: TEST_ACCOUNTS.map((a) => a.address),
      chainId: 56,
      authorized: false,
      connected: true,
      knownChains: [56, 1],
    });
    expect(core.hello()).toEqual({ connected: true, chainId: '0x38' });
    expect(await ask('net_version')).toEqual({ ok: true, result: '56' });
  });

  test('parameters: accounts, accountIndex, authorized, chainId and knownChains are what the wallet answers', async () => {
    const accounts = TEST_ACCOUNTS.slice(2, 5);
    const { core, ask, events } = setup({
      rpcUrl: 'http://127.0.0.1:9',
      accounts,
      accountIndex: 1,
      authorized: true,
      chainId: 97,
      knownChains: [97],
    });
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0x61' });
    expect(await ask('net_version')).toEqual({ ok: true, result: '97' });
    expect(await ask('eth_accounts')).toEqual({ ok: true, result: [accounts[1]?.address] });
    // Already authorised: the grant is answered at once and announces nothing.
    expect(await ask('eth_requestAccounts')).toEqual({ ok: true, result: [accounts[1]?.address] });
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x38' }])).toMatchObject({
      ok: false,
      error: { code: 4902 },
    });
    expect(events).toEqual([]);
    expect(core.snapshot()).toEqual({
      address: accounts[1]?.address,
      accounts: accounts.map((a) => a.address),
      chainId: 97,
      authorized: true,
      connected: true,
      knownChains: [97],
    });
  });

  test('behavior: an accountIndex past the accounts held is refused by name, and a grant answers -32603 saying so', async () => {
    const { core, ask } = setup({
      rpcUrl: 'http://127.0.0.1:9',
      accounts: TEST_ACCOUNTS.slice(0, 2),
      accountIndex: 2,
    });
    expect(() => core.snapshot()).toThrow('The test wallet has no account 2.');
    expect(await ask('eth_requestAccounts')).toEqual({
      ok: false,
      error: { code: -32603, message: 'The test wallet has no account 2.' },
    });
  });
});

describe('walletCore: grants', () => {
  test('behavior: wallet_requestPermissions grants the selected account, announced once, and wallet_getPermissions remembers it', async () => {
    const { ask, events } = setup();
    expect(await ask('wallet_getPermissions')).toEqual({ ok: true, result: [] });
    const granted = [
      { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [alice] }] },
    ];
    expect(await ask('wallet_requestPermissions', [{ eth_accounts: {} }])).toEqual({
      ok: true,
      result: granted,
    });
    expect(await ask('wallet_getPermissions')).toEqual({ ok: true, result: granted });
    expect(await ask('eth_accounts')).toEqual({ ok: true, result: [alice] });
    expect(await ask('wallet_requestPermissions', [{ eth_accounts: {} }])).toEqual({
      ok: true,
      result: granted,
    });
    expect(events).toEqual([['accountsChanged', [alice]]]);
  });

  test('behavior: wallet_revokePermissions withdraws the grant and announces [] once; revoking nothing announces nothing', async () => {
    const { ask, events } = setup();
    expect(await ask('wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ ok: true, result: null });
    expect(events).toEqual([]);
    await ask('eth_requestAccounts');
    expect(await ask('wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ ok: true, result: null });
    expect(await ask('eth_accounts')).toEqual({ ok: true, result: [] });
    expect(await ask('wallet_getPermissions')).toEqual({ ok: true, result: [] });
    expect(await ask('wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ ok: true, result: null });
    expect(events).toEqual([
      ['accountsChanged', [alice]],
      ['accountsChanged', []],
    ]);
  });

  test('behavior: the account selected later is the one granted and answered', async () => {
    const { core, ask, events } = setup();
    expect(core.selectAccount(1)).toBe(bob);
    expect(await ask('eth_requestAccounts')).toEqual({ ok: true, result: [bob] });
    expect(events).toEqual([['accountsChanged', [bob]]]);
    expect(core.snapshot().address).toBe(bob);
  });

  test("behavior: a scripted non-empty answer to a request for accounts grants the wallet's account, however it spells it", async () => {
    const { core, ask, events } = setup();
    core.script.enqueue(
      { kind: 'respond', response: { type: 'result', value: [alice?.toLowerCase()] } },
      'eth_requestAccounts',
    );
    expect(await ask('eth_requestAccounts')).toEqual({ ok: true, result: [alice?.toLowerCase()] });
    expect(await ask('eth_accounts')).toEqual({ ok: true, result: [alice] });
    expect(events).toEqual([['accountsChanged', [alice]]]);
  });

  test('behavior: a scripted empty list, a non-list, or accounts answered to eth_accounts grant nothing', async () => {
    const { core, ask, events } = setup();
    const answers: [string, unknown][] = [
      ['eth_requestAccounts', []],
      ['eth_requestAccounts', 'not a list'],
      ['wallet_requestPermissions', []],
      ['eth_accounts', [alice]],
    ];
    for (const [method, value] of answers) {
      core.script.enqueue({ kind: 'respond', response: { type: 'result', value } }, method);
      expect(await ask(method)).toEqual({ ok: true, result: value });
    }
    expect(await ask('eth_accounts')).toEqual({ ok: true, result: [] });
    expect(core.snapshot().authorized).toBe(false);
    expect(events).toEqual([]);
  });

  test('behavior: a scripted non-empty answer to wallet_requestPermissions grants too', async () => {
    const { core, ask, events } = setup();
    core.script.enqueue(
      { kind: 'respond', response: { type: 'result', value: [{}] } },
      'wallet_requestPermissions',
    );
    expect(await ask('wallet_requestPermissions')).toEqual({ ok: true, result: [{}] });
    expect(await ask('eth_accounts')).toEqual({ ok: true, result: [alice] });
    expect(events).toEqual([['accountsChanged', [alice]]]);
  });
});

describe('walletCore: accounts', () => {
  test('behavior: selectAccount takes an index or an address in any case and answers the checksummed address', () => {
    const { core } = setup();
    expect(core.selectAccount(2)).toBe(TEST_ACCOUNTS[2]?.address);
    expect(core.selectAccount(bob?.toLowerCase() as `0x${string}`)).toBe(bob);
    expect(core.snapshot().address).toBe(bob);
    expect(core.selectAccount(alice as `0x${string}`)).toBe(alice);
  });

  test('behavior: selectAccount refuses an account the wallet does not hold, by name, and keeps the selection', () => {
    const { core } = setup();
    core.selectAccount(1);
    expect(() => core.selectAccount(10)).toThrow('The test wallet holds no account 10.');
    expect(() => core.selectAccount(-1)).toThrow('The test wallet holds no account -1.');
    const stranger = '0x000000000000000000000000000000000000dEaD';
    expect(() => core.selectAccount(stranger)).toThrow(`The test wallet holds no account ${stranger}.`);
    expect(core.snapshot().address).toBe(bob);
  });
});

describe('walletCore: chains', () => {
  test('behavior: switching to a known chain announces it in hex, then every answer names it', async () => {
    const { core, ask, events } = setup();
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({ ok: true, result: null });
    expect(events).toEqual([['chainChanged', '0x1']]);
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0x1' });
    expect(await ask('net_version')).toEqual({ ok: true, result: '1' });
    expect(core.hello()).toEqual({ connected: true, chainId: '0x1' });
    expect(core.snapshot().chainId).toBe(1);
  });

  test('behavior: switching to the chain the wallet is on answers null and announces nothing', async () => {
    const { core, ask, events } = setup();
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x38' }])).toEqual({
      ok: true,
      result: null,
    });
    await core.setChain(56);
    expect(events).toEqual([]);
    await core.setChain(1);
    expect(events).toEqual([['chainChanged', '0x1']]);
  });

  test('behavior: an unknown chain is refused with 4902 naming it, and the wallet stays where it was', async () => {
    const { core, ask, events } = setup();
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0xA86A' }])).toEqual({
      ok: false,
      error: {
        code: 4902,
        message: 'Unrecognized chain ID "0xa86a". Try adding the chain using wallet_addEthereumChain first.',
      },
    });
    expect(core.snapshot().chainId).toBe(56);
    expect(events).toEqual([]);
  });

  test('behavior: a chain id that is not canonical hex is refused with -32602 naming it, and nothing changes', async () => {
    const { core, ask, events } = setup();
    const refused: [unknown, string][] = [
      [[{ chainId: '56' }], 'Invalid chainId: 56.'],
      [[{ chainId: 56 }], 'Invalid chainId: 56.'],
      [[{ chainId: ['0x1'] }], 'Invalid chainId: 0x1.'],
      [[{ chainId: '0x' }], 'Invalid chainId: 0x.'],
      [[{ chainId: '0x01' }], 'Invalid chainId: 0x01.'],
      [[{ chainId: '0x038' }], 'Invalid chainId: 0x038.'],
      [[{ chainId: 'a0x1' }], 'Invalid chainId: a0x1.'],
      [[{ chainId: '0x1g' }], 'Invalid chainId: 0x1g.'],
      [[{ chainId: '0x1 ' }], 'Invalid chainId: 0x1 .'],
      [[{ chainId: '0xg1' }], 'Invalid chainId: 0xg1.'],
      [[{}], 'Invalid chainId: undefined.'],
      [[], 'Invalid chainId: undefined.'],
      [undefined, 'Invalid chainId: undefined.'],
      [{ chainId: '0x1' }, 'Invalid chainId: undefined.'],
    ];
    for (const [params, message] of refused) {
      expect(await ask('wallet_switchEthereumChain', params)).toEqual({
        ok: false,
        error: { code: -32602, message },
      });
      expect(await ask('wallet_addEthereumChain', params)).toEqual({
        ok: false,
        error: { code: -32602, message },
      });
    }
    expect(core.snapshot()).toMatchObject({ chainId: 56, knownChains: [56, 1] });
    expect(events).toEqual([]);
  });

  test('behavior: upper-case hex and 0x0 are chain ids (0x0 an unknown one)', async () => {
    const { ask } = setup();
    expect(await ask('wallet_addEthereumChain', [{ chainId: '0xAbC' }])).toEqual({ ok: true, result: null });
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0xabc' });
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x0' }])).toMatchObject({
      ok: false,
      error: { code: 4902 },
    });
  });

  test('parameters: switchAfterAdd false: adding a chain makes it known without moving to it', async () => {
    const { core, ask, events } = setup({ rpcUrl: 'http://127.0.0.1:9', switchAfterAdd: false });
    expect(await ask('wallet_addEthereumChain', [{ chainId: '0x61' }])).toEqual({ ok: true, result: null });
    expect(core.snapshot()).toMatchObject({ chainId: 56, knownChains: [56, 1, 97] });
    expect(events).toEqual([]);
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x61' }])).toEqual({
      ok: true,
      result: null,
    });
    expect(events).toEqual([['chainChanged', '0x61']]);
  });
});

describe('walletCore: signing', () => {
  test('behavior: every signing method is refused with 4100 and its words before the site is authorised', async () => {
    const { ask } = setup();
    const unauthorized = walletErrors.unauthorized();
    expect(await ask('personal_sign', ['0x00', alice])).toEqual({ ok: false, error: unauthorized });
    expect(await ask('eth_sign', [alice, hash])).toEqual({ ok: false, error: unauthorized });
    expect(await ask('eth_signTypedData_v4', [alice, JSON.stringify(typedData)])).toEqual({
      ok: false,
      error: unauthorized,
    });
    expect(await ask('eth_sendTransaction', [{ from: alice, to: bob, value: '0x1' }])).toEqual({
      ok: false,
      error: unauthorized,
    });
  });

  test("behavior: once authorised, personal_sign, eth_sign and eth_signTypedData_v4 answer the selected key's signatures", async () => {
    const { core, ask } = setup({ rpcUrl: 'http://127.0.0.1:9', authorized: true });
    core.selectAccount(1);
    const personal = await ask('personal_sign', ['0x68656c6c6f', bob]);
    expect(
      personal.ok &&
        (await verifyMessage({ address: bob as Hex, message: 'hello', signature: personal.result as Hex })),
    ).toBe(true);
    const signed = await ask('eth_sign', [bob, hash]);
    expect(signed.ok && (await recoverAddress({ hash, signature: signed.result as Hex }))).toBe(bob);
    const typed = await ask('eth_signTypedData_v4', [bob, JSON.stringify(typedData)]);
    const { EIP712Domain: _domain, ...types } = typedData.types;
    expect(
      typed.ok &&
        (await verifyTypedData({ ...typedData, types, address: bob as Hex, signature: typed.result as Hex })),
    ).toBe(true);
  });

  test('behavior: signing for an account other than the selected one is refused with 4100', async () => {
    const { ask } = setup({ rpcUrl: 'http://127.0.0.1:9', authorized: true });
    expect(await ask('personal_sign', ['0x00', bob])).toEqual({
      ok: false,
      error: walletErrors.unauthorized(),
    });
    expect(await ask('eth_sign', [bob, hash])).toEqual({ ok: false, error: walletErrors.unauthorized() });
  });

  test('behavior: a transaction off BSC is refused with -32603 naming the chain, before any RPC', async () => {
    const { ask } = setup({ rpcUrl: 'http://127.0.0.1:9', authorized: true, chainId: 1 });
    expect(await ask('eth_sendTransaction', [{ from: alice, to: bob, value: '0x1' }])).toEqual({
      ok: false,
      error: { code: -32603, message: 'The test wallet has no RPC for chain 0x1.' },
    });
  });
  test("behavior: on BSC an authorised transaction goes to the node (none listening here: -32603, viem's words)", async () => {
    const { ask } = setup({ rpcUrl: 'http://127.0.0.1:9', authorized: true });
    expect(await ask('eth_sendTransaction', [{ from: alice, to: bob, value: '0x1' }])).toEqual({
      ok: false,
      error: { code: -32603, message: 'HTTP request failed.' },
    });
  });
});

describe('walletCore: methods it does not answer itself', () => {
  test('behavior: wallet_watchAsset is accepted', async () => {
    const { ask } = setup();
    expect(await ask('wallet_watchAsset', { type: 'ERC20' })).toEqual({ ok: true, result: true });
  });

  test('behavior: wallet_ methods, other eth_sign* methods and eth_signTransaction answer 4200 naming the method', async () => {
    const { ask } = setup({ rpcUrl: 'http://127.0.0.1:9', authorized: true });
    for (const method of ['wallet_sendCalls', 'eth_signTypedData_v3', 'eth_signTransaction']) {
      expect(await ask(method, [])).toEqual({ ok: false, error: walletErrors.unsupportedMethod(method) });
    }
  });

  test('behavior: a read goes to the node (with none listening, the wallet answers -32603)', async () => {
    const { ask } = setup();
    // Node's fetch refuses with "fetch failed" (the reason, ECONNREFUSED, in its cause).
    expect(await ask('eth_blockNumber', [])).toEqual({
      ok: false,
      error: { code: -32603, message: 'fetch failed' },
    });
  });
});

describe('walletCore: scripted answers', () => {
  test('behavior: reject answers 4001 unless it carries its own error; error answers its error', async () => {
    const { core, ask } = setup();
    const own = { code: 4001, message: 'Denied by the test.', data: { reason: 'scripted' } };
    core.script.enqueue({ kind: 'respond', response: { type: 'reject', error: own } }, 'personal_sign');
    expect(await ask('personal_sign', ['0x00', alice])).toEqual({ ok: false, error: own });
    const broken = { code: -32603, message: 'Something broke.' };
    core.script.enqueue({ kind: 'respond', response: { type: 'error', error: broken } }, 'eth_chainId');
    expect(await ask('eth_chainId')).toEqual({ ok: false, error: broken });
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0x38' });
  });

  test('behavior: throw rejects with the bare value, logged as raw', async () => {
    const { core, ask } = setup();
    for (const value of ['a bare string', null, 0]) {
      core.script.enqueue({ kind: 'respond', response: { type: 'throw', value } }, 'eth_accounts');
      expect(await ask('eth_accounts')).toEqual({ ok: false, error: { raw: value } });
    }
    expect(core.log.map((entry) => entry.error)).toEqual([
      { raw: 'a bare string' },
      { raw: null },
      { raw: 0 },
    ]);
  });

  test('behavior: delay answers after its time, approving unless told otherwise', async () => {
    // On vitest's clock: the answer is looked for just before its time and at it, never by a stopwatch.
    vi.useFakeTimers();
    try {
      const { core, ask } = setup();
      core.script.enqueue({ kind: 'respond', response: { type: 'delay', ms: 60 } }, 'eth_requestAccounts');
      let answer: unknown;
      void ask('eth_requestAccounts').then((given) => {
        answer = given;
      });
      await vi.advanceTimersByTimeAsync(59);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toEqual({ ok: true, result: [alice] });
      core.script.enqueue(
        // biome-ignore lint/suspicious/noThenProperty: the wallet's own word for the answer after a delay (types.ts).
        { kind: 'respond', response: { type: 'delay', ms: 1, then: { type: 'reject' } } },
        'eth_chainId',
      );
      const rejected = ask('eth_chainId');
      await vi.advanceTimersByTimeAsync(1);
      expect(await rejected).toEqual({ ok: false, error: walletErrors.userRejected() });
    } finally {
      vi.useRealTimers();
    }
  });

  test('behavior: a slow answer comes after one asked later that is not slowed', async () => {
    const { core, ask } = setup();
    core.script.enqueue({ kind: 'respond', response: { type: 'delay', ms: 30 } }, 'eth_chainId');
    const order: string[] = [];
    const slow = ask('eth_chainId').then(() => order.push('slow'));
    // Answered by the wallet itself, not the node: nothing but the delay decides the order.
    const quick = ask('eth_accounts').then(() => order.push('quick'));
    await Promise.all([slow, quick]);
    expect(order).toEqual(['quick', 'slow']);
  });

  test('behavior: silent never answers; the request stays open in the log while later ones are answered', async () => {
    const { core, ask } = setup();
    core.script.enqueue({ kind: 'respond', response: { type: 'silent' } }, 'eth_requestAccounts');
    let settled = false;
    void ask('eth_requestAccounts').then(() => {
      settled = true;
    });
    // A silent connect prompt is still an open prompt: the next one is told to wait.
    expect(await ask('wallet_requestPermissions')).toMatchObject({ ok: false, error: { code: -32002 } });
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0x38' });
    expect(settled).toBe(false);
    expect(core.log.map((entry) => [entry.method, entry.status])).toEqual([
      ['eth_requestAccounts', 'open'],
      ['wallet_requestPermissions', 'rejected'],
      ['eth_chainId', 'resolved'],
    ]);
  });

  test('behavior: a one-shot for a method waits for that method and applies once', async () => {
    const { core, ask } = setup();
    core.script.enqueue({ kind: 'respond', response: { type: 'reject' } }, 'wallet_switchEthereumChain');
    expect(await ask('eth_requestAccounts')).toEqual({ ok: true, result: [alice] });
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({
      ok: false,
      error: walletErrors.userRejected(),
    });
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({ ok: true, result: null });
  });

  test('behavior: one-shots for the same method apply in the order queued', async () => {
    const { core, ask } = setup();
    core.script.enqueue({ kind: 'respond', response: { type: 'result', value: 'first' } }, 'eth_chainId');
    core.script.enqueue({ kind: 'respond', response: { type: 'result', value: 'second' } }, 'eth_chainId');
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: 'first' });
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: 'second' });
    expect(await ask('eth_chainId')).toEqual({ ok: true, result: '0x38' });
  });

  test("behavior: a standing fault for '*' answers every method until cleared", async () => {
    const { core, ask } = setup();
    core.script.setFault('*', { type: 'error', error: walletErrors.chainDisconnected() });
    expect(await ask('eth_chainId')).toEqual({ ok: false, error: walletErrors.chainDisconnected() });
    expect(await ask('eth_requestAccounts')).toEqual({ ok: false, error: walletErrors.chainDisconnected() });
    core.script.clear();
    expect(await ask('eth_requestAccounts')).toEqual({ ok: true, result: [alice] });
  });

  test('behavior: a held prompt arrives as its logged request and answers what the test decides, once', async () => {
    const { core, ask, events } = setup();
    const { entry, handle } = createHeld();
    core.script.enqueue({ kind: 'hold', held: entry }, 'eth_requestAccounts');
    const first = ask('eth_requestAccounts');
    const arrived = await handle.arrived;
    expect(arrived).toBe(core.log[0]);
    expect(arrived).toMatchObject({ id: 1, method: 'eth_requestAccounts', status: 'open' });
    expect(events).toEqual([]);
    handle.reject();
    expect(await first).toEqual({ ok: false, error: walletErrors.userRejected() });
    expect(events).toEqual([]);
    expect(await ask('eth_requestAccounts')).toEqual({ ok: true, result: [alice] });
  });

  test('behavior: a held prompt answers a scripted response when the test gives one', async () => {
    const { core, ask } = setup();
    const { entry, handle } = createHeld();
    core.script.enqueue({ kind: 'hold', held: entry });
    const first = ask('personal_sign', ['0x00', alice]);
    await handle.arrived;
    handle.respond({ type: 'result', value: '0xsigned' });
    expect(await first).toEqual({ ok: true, result: '0xsigned' });
  });
});

describe('walletCore: one prompt at a time', () => {
  test('behavior: -32002 names the open prompt and the origin, for each exclusive method, and only until it settles', async () => {
    const { core, ask } = setup();
    const { entry, handle } = createHeld();
    core.script.enqueue({ kind: 'hold', held: entry }, 'eth_requestAccounts');
    const first = ask('eth_requestAccounts');
    await handle.arrived;
    const pending = walletErrors.requestPending('eth_requestAccounts', 'http://127.0.0.1:1');
    expect(await ask('eth_requestAccounts')).toEqual({ ok: false, error: pending });
    expect(await ask('wallet_requestPermissions')).toEqual({ ok: false, error: pending });
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({
      ok: false,
      error: pending,
    });
    expect(await ask('wallet_addEthereumChain', [{ chainId: '0x61' }])).toEqual({
      ok: false,
      error: pending,
    });
    // Signing and other prompts are not exclusive.
    expect(await ask('wallet_watchAsset', {})).toEqual({ ok: true, result: true });
    handle.reject();
    expect(await first).toEqual({ ok: false, error: walletErrors.userRejected() });
    expect(await ask('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toEqual({ ok: true, result: null });
  });

  test('behavior: an open signature prompt does not block a connect prompt', async () => {
    const { core, ask } = setup({ rpcUrl: 'http://127.0.0.1:9', authorized: true });
    const { entry, handle } = createHeld();
    core.script.enqueue({ kind: 'hold', held: entry }, 'personal_sign');
    const signing = ask('personal_sign', ['0x00', alice]);
    await handle.arrived;
    expect(await ask('eth_requestAccounts')).toEqual({ ok: true, result: [alice] });
    handle.reject();
    expect(await signing).toEqual({ ok: false, error: walletErrors.userRejected() });
  });
});

describe('walletCore: disconnected', () => {
  test('behavior: every request answers 4900 while disconnected, without using up a scripted one-shot', async () => {
    const { core, ask } = setup();
    core.script.enqueue({ kind: 'respond', response: { type: 'reject' } });
    core.state.connected = false;
    expect(core.hello()).toEqual({ connected: false, chainId: '0x38' });
    expect(await ask('eth_chainId')).toEqual({ ok: false, error: walletErrors.disconnected() });
    expect(await ask('eth_requestAccounts')).toEqual({ ok: false, error: walletErrors.disconnected() });
    expect(await ask('eth_requestAccounts')).toEqual({ ok: false, error: walletErrors.disconnected() });
    core.state.connected = true;
    expect(await ask('eth_requestAccounts')).toEqual({ ok: false, error: walletErrors.userRejected() });
    expect(await ask('eth_requestAccounts')).toEqual({ ok: true, result: [alice] });
  });
});

describe('walletCore: the request log', () => {
  test('default: each request is logged on arrival with its number, method, params, origin, frame and time, then its outcome', async () => {
    const before = performance.now();
    const { core, ask } = setup();
    const seen: [number, string][] = [];
    core.waiters.add((entry) => seen.push([entry.id, entry.status]));
    await ask('eth_chainId');
    core.script.enqueue({ kind: 'respond', response: { type: 'reject' } });
    await ask('eth_requestAccounts', [{}]);
    const elapsed = performance.now() - before;
    expect(seen).toEqual([
      [1, 'open'],
      [2, 'open'],
    ]);
    expect(core.log).toStrictEqual([
      {
        id: 1,
        method: 'eth_chainId',
        params: undefined,
        origin: 'http://127.0.0.1:1',
        frameUrl: 'http://127.0.0.1:1/',
        at: expect.any(Number),
        status: 'resolved',
        result: '0x38',
      },
      {
        id: 2,
        method: 'eth_requestAccounts',
        params: [{}],
        origin: 'http://127.0.0.1:1',
        frameUrl: 'http://127.0.0.1:1/',
        at: expect.any(Number),
        status: 'rejected',
        error: walletErrors.userRejected(),
      },
    ]);
    for (const entry of core.log) {
      expect(Number.isInteger(entry.at)).toBe(true);
      expect(entry.at).toBeGreaterThanOrEqual(0);
      expect(entry.at).toBeLessThanOrEqual(Math.ceil(elapsed));
    }
  });

  test('behavior: a request from a frame without an origin is logged with origin "null"', async () => {
    const { core } = setup();
    await core.handle('eth_chainId', undefined, 'about:srcdoc');
    await core.handle('eth_chainId', undefined, '');
    expect(core.log.map((entry) => [entry.origin, entry.frameUrl])).toEqual([
      ['null', 'about:srcdoc'],
      ['null', ''],
    ]);
  });
});
