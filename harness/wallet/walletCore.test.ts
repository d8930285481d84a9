import { describe, expect, test } from 'vitest';
import { TEST_ACCOUNTS } from '../chain/constants.ts';
import { walletErrors } from './errors.ts';
import { createHeld } from './script.ts';
import { createWalletCore } from './walletCore.ts';

// The wallet's logic without a browser or a chain (nothing here reaches the RPC).

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
