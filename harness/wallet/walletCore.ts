import { type Address, getAddress } from 'viem';
import { BSC_CHAIN_ID, TEST_ACCOUNTS } from '../chain/constants.ts';
import { JsonRpcError, jsonRpc } from '../rpc/jsonRpc.ts';
import { toWalletRpcError, walletErrors } from './errors.ts';
import { createScript, type Plan, type Script } from './script.ts';
import { createSigner, WalletRequestError } from './signer.ts';
import type {
  InstallTestWalletParameters,
  LoggedRequest,
  WalletResponse,
  WalletStateSnapshot,
} from './types.ts';

// The wallet itself, independent of the browser: state, the request log, the test's script, and what each
// method does when approved. Events go out through `emit` (installTestWallet pushes them into every frame).

/** Methods that open a wallet prompt: scripted one-shots without a method apply to these. */
export const PROMPT_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'eth_sendTransaction',
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
]);

/** Requests whose approval grants the site the wallet's accounts. */
const GRANTS = new Set(['eth_requestAccounts', 'wallet_requestPermissions']);

/** Prompts MetaMask will not stack: a second one while one is open gets -32002. */
const EXCLUSIVE_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]);

export type Outcome = { ok: true; result: unknown } | { ok: false; error: LoggedRequest['error'] & object };

export type WalletCore = ReturnType<typeof createWalletCore>;

const hex = (n: number) => `0x${n.toString(16)}`;
const never = new Promise<never>(() => {});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createWalletCore(
  p: InstallTestWalletParameters,
  emit: (event: string, payload: unknown) => Promise<void>,
) {
  const accounts = p.accounts ?? TEST_ACCOUNTS;
  const state = {
    index: p.accountIndex ?? 0,
    chainId: p.chainId ?? BSC_CHAIN_ID,
    authorized: p.authorized ?? false,
    connected: true,
    knownChains: new Set(p.knownChains ?? [BSC_CHAIN_ID, 1]),
  };
  const signer = createSigner(p.rpcUrl, accounts);
  const script: Script = createScript();
  const log: LoggedRequest[] = [];
  const openExclusive = new Set<LoggedRequest>();
  const waiters = new Set<(entry: LoggedRequest) => void>();
  const started = performance.now();

  const address = (): Address => {
    const account = accounts[state.index];
    if (!account) throw new Error(`The test wallet has no account ${state.index}.`);
    return account.address;
  };
  const exposedAccounts = () => (state.authorized ? [address()] : []);
  const permissions = () =>
    state.authorized
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [address()] }],
          },
        ]
      : [];

  async function setChain(chainId: number) {
    if (chainId === state.chainId) return;
    state.chainId = chainId;
    await emit('chainChanged', hex(chainId));
  }

  async function authorize() {
    if (state.authorized) return;
    state.authorized = true;
    await emit('accountsChanged', [address()]);
  }

  function chainParam(params: unknown): number {
    const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined;
    const raw = first?.chainId;
    if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]+$/.test(raw) || /^0x0[0-9a-fA-F]/.test(raw)) {
      throw new WalletRequestError(walletErrors.invalidParams(`Invalid chainId: ${String(raw)}.`));
    }
    return Number.parseInt(raw, 16);
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    try {
      return await jsonRpc(p.rpcUrl, method, params);
    } catch (error) {
      if (!(error instanceof JsonRpcError)) throw error;
      // The node's own error, passed on as the wallet's answer (code and message as the node gave them).
      throw new WalletRequestError(error.error);
    }
  }

  /** What the wallet does when the user approves (or no approval is needed). */
  async function perform(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_chainId':
        return hex(state.chainId);
      case 'net_version':
        return String(state.chainId);
      case 'eth_accounts':
        return exposedAccounts();
      case 'eth_requestAccounts':
        await authorize();
        return exposedAccounts();
      case 'wallet_requestPermissions':
        await authorize();
        return permissions();
      case 'wallet_getPermissions':
        return permissions();
      case 'wallet_revokePermissions':
        if (state.authorized) {
          state.authorized = false;
          await emit('accountsChanged', []);
        }
        return null;
      case 'wallet_switchEthereumChain': {
        const chainId = chainParam(params);
        if (!state.knownChains.has(chainId))
          throw new WalletRequestError(walletErrors.unrecognizedChain(hex(chainId)));
        await setChain(chainId);
        return null;
      }
      case 'wallet_addEthereumChain': {
        const chainId = chainParam(params);
        state.knownChains.add(chainId);
        if (p.switchAfterAdd ?? true) await setChain(chainId);
        return null;
      }
      case 'wallet_watchAsset':
        return true;
    }
    const signing = ['personal_sign', 'eth_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'];
    if (signing.includes(method)) {
      if (!state.authorized) throw new WalletRequestError(walletErrors.unauthorized());
      if (method === 'personal_sign') return signer.personalSign(params, address());
      if (method === 'eth_sign') return signer.ethSign(params, address());
      if (method === 'eth_signTypedData_v4') return signer.signTypedDataV4(params, address());
      if (state.chainId !== BSC_CHAIN_ID) {
        throw new WalletRequestError(
          walletErrors.internal(`The test wallet has no RPC for chain ${hex(state.chainId)}.`),
        );
      }
      return signer.sendTransaction(params, address());
    }
    if (method.startsWith('wallet_') || method.startsWith('eth_sign') || method === 'eth_signTransaction') {
      throw new WalletRequestError(walletErrors.unsupportedMethod(method));
    }
    return forward(method, params);
  }

  async function answer(entry: LoggedRequest, response: WalletResponse): Promise<unknown> {
    switch (response.type) {
      case 'approve':
        return perform(entry.method, entry.params);
      case 'reject':
        throw new WalletRequestError(response.error ?? walletErrors.userRejected());
      case 'error':
        throw new WalletRequestError(response.error);
      case 'result':
        // A wallet that answers a request for accounts with some has granted them, however it spells them: it
        // answers `eth_accounts` with them from then on, as MetaMask does (the test scripts the answer, not a
        // wallet that forgets what it granted).
        if (GRANTS.has(entry.method) && Array.isArray(response.value) && response.value.length > 0)
          await authorize();
        return response.value;
      case 'throw':
        throw { raw: response.value };
      case 'delay':
        await sleep(response.ms);
        return answer(entry, response.then ?? { type: 'approve' });
      case 'silent':
        return never;
    }
  }

  async function run(entry: LoggedRequest, plan: Plan | undefined): Promise<unknown> {
    if (plan?.kind === 'hold') {
      plan.held.arrive(entry);
      return answer(entry, await plan.held.decision);
    }
    return answer(entry, plan?.response ?? { type: 'approve' });
  }

  /** Handles one request from the page; never rejects (errors come back as an Outcome). */
  async function handle(method: string, params: unknown, frameUrl: string): Promise<Outcome> {
    let origin = 'null';
    try {
      origin = new URL(frameUrl).origin;
    } catch {}
    const entry: LoggedRequest = {
      id: log.length + 1,
      method,
      params,
      origin,
      frameUrl,
      at: Math.round(performance.now() - started),
      status: 'open',
    };
    log.push(entry);
    for (const waiter of [...waiters]) waiter(entry);
    const settle = (outcome: Outcome): Outcome => {
      openExclusive.delete(entry);
      entry.status = outcome.ok ? 'resolved' : 'rejected';
      if (outcome.ok) entry.result = outcome.result;
      else entry.error = outcome.error;
      return outcome;
    };
    if (!state.connected) return settle({ ok: false, error: walletErrors.disconnected() });
    if (EXCLUSIVE_METHODS.has(method)) {
      const open = [...openExclusive][0];
      if (open) return settle({ ok: false, error: walletErrors.requestPending(open.method, origin) });
      openExclusive.add(entry);
    }
    try {
      const result = await run(entry, script.take(method, PROMPT_METHODS.has(method)));
      return settle({ ok: true, result });
    } catch (error) {
      if (error instanceof WalletRequestError) return settle({ ok: false, error: error.rpc });
      if (error && typeof error === 'object' && 'raw' in error) {
        return settle({ ok: false, error: { raw: (error as { raw: unknown }).raw } });
      }
      return settle({ ok: false, error: toWalletRpcError(error) });
    }
  }

  const snapshot = (): WalletStateSnapshot => ({
    address: address(),
    accounts: accounts.map((a) => a.address),
    chainId: state.chainId,
    authorized: state.authorized,
    connected: state.connected,
    knownChains: [...state.knownChains],
  });

  return {
    handle,
    script,
    log,
    waiters,
    state,
    snapshot,
    setChain,
    selectAccount(which: number | Address): Address {
      const index =
        typeof which === 'number'
          ? which
          : accounts.findIndex((a) => a.address.toLowerCase() === getAddress(which).toLowerCase());
      if (!accounts[index]) throw new Error(`The test wallet holds no account ${String(which)}.`);
      state.index = index;
      return address();
    },
    hello: () => ({ connected: state.connected, chainId: hex(state.chainId) }),
  };
}
