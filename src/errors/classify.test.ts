import {
  ChainMismatchError,
  HttpRequestError,
  InsufficientFundsError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  TimeoutError,
  UnauthorizedProviderError,
  UnknownRpcError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  WebSocketRequestError,
} from 'viem';
import { bsc } from 'viem/chains';
import { describe, expect, test } from 'vitest';
import {
  BaseError,
  ConnectorChainMismatchError,
  ConnectorNotFoundError,
  ProviderNotFoundError,
  SwitchChainNotSupportedError,
} from 'wagmi';
import { PorticoError } from './base.ts';
import { toPorticoError } from './classify.ts';
import { SafeHostTimeoutError, WalletBusyError } from './families.ts';

const code = (error: unknown, context?: { request?: string }) => toPorticoError(error, context).code;
const raw = (code: number, message = 'x') => ({ code, message });
/** An EIP-1193 error as an `Error` instance, the way wallets and the Safe SDK throw them. */
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('toPorticoError', () => {
  test('default: the original error is kept as cause, its text only in details', () => {
    const original = new Error('socket hang up\nat line 3');
    const error = toPorticoError(original);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.cause).toBe(original);
    expect(error.details).toBe('socket hang up');
  });

  test('behavior: a PorticoError passes through as itself, wherever it sits in the chain', () => {
    const busy = new WalletBusyError();
    expect(toPorticoError(busy)).toBe(busy);
    expect(toPorticoError(new BaseError('Connect failed.', { cause: busy }))).toBe(busy);
  });

  test('behavior: a 4001 wrapped three levels deep in wagmi and viem errors is a rejection', () => {
    const error = new BaseError('Connection failed.', {
      cause: new BaseError('Request failed.', {
        cause: new UnknownRpcError(rpcError(4001, 'User rejected the request.')),
      }),
    });
    expect(code(error)).toBe('WALLET_REJECTED');
    expect(code(new UserRejectedRequestError(new Error('User denied')))).toBe('WALLET_REJECTED');
  });

  test('behavior: -32002 (a request already pending) is a busy wallet', () => {
    expect(code(raw(-32002, 'Request of type eth_requestAccounts already pending'))).toBe('WALLET_BUSY');
    expect(code(new ResourceUnavailableRpcError(new Error('pending')))).toBe('WALLET_BUSY');
  });

  test('behavior: 4902 (unknown chain) and a failed switch are a switch that failed', () => {
    expect(code(raw(4902, 'Unrecognized chain ID "0x38".'))).toBe('SWITCH_FAILED');
    expect(code(new SwitchChainError(new Error('nope')))).toBe('SWITCH_FAILED');
  });

  test('behavior: 4200 on wallet_switchEthereumChain means the wallet cannot switch networks', () => {
    // wagmi's injected connector wraps whatever wallet_switchEthereumChain throws in a SwitchChainError.
    expect(code(new SwitchChainError(rpcError(4200, 'Unsupported')))).toBe('SWITCH_UNSUPPORTED');
    // …and whatever wallet_addEthereumChain throws in a UserRejectedRequestError, though nobody said no.
    expect(code(new UserRejectedRequestError(rpcError(4200, 'Unsupported')))).toBe('SWITCH_UNSUPPORTED');
    expect(code(raw(4200), { request: 'wallet_switchEthereumChain' })).toBe('SWITCH_UNSUPPORTED');
    expect(code(raw(4200), { request: 'wallet_addEthereumChain' })).toBe('SWITCH_UNSUPPORTED');
    expect(code(raw(4200), { request: 'switchChain' })).toBe('SWITCH_UNSUPPORTED');
    expect(code(new SwitchChainNotSupportedError({ connector: { name: 'Safe' } as never }))).toBe(
      'SWITCH_UNSUPPORTED',
    );
  });

  test('behavior: 4200 on any other request means the wallet does not support that request', () => {
    expect(code(raw(4200))).toBe('WALLET_UNSUPPORTED_REQUEST');
    expect(code(raw(4200), { request: 'personal_sign' })).toBe('WALLET_UNSUPPORTED_REQUEST');
    expect(code(raw(4200), { request: 'signMessage' })).toBe('WALLET_UNSUPPORTED_REQUEST');
    expect(code(new UnsupportedProviderMethodError(new Error('eth_signTypedData_v4')))).toBe(
      'WALLET_UNSUPPORTED_REQUEST',
    );
    expect(code({ ...raw(4200), method: 'eth_sendTransaction' })).toBe('WALLET_UNSUPPORTED_REQUEST');
    expect(code({ ...raw(4200), method: 'wallet_switchEthereumChain' })).toBe('SWITCH_UNSUPPORTED');
  });

  test('behavior: 4100 is an unauthorised request, never raw text', () => {
    expect(code(raw(4100, 'The requested account and/or method has not been authorized'))).toBe(
      'WALLET_UNAUTHORIZED',
    );
    expect(code(new UnauthorizedProviderError(new Error('no')))).toBe('WALLET_UNAUTHORIZED');
  });

  test('behavior: no provider, by wagmi class name', () => {
    expect(code(new ConnectorNotFoundError())).toBe('NO_WALLET');
    expect(code(new ProviderNotFoundError())).toBe('NO_WALLET');
  });

  test('behavior: a write pinned to another chain than the wallet is on is the wrong network', () => {
    expect(code(new ChainMismatchError({ chain: bsc, currentChainId: 1 }))).toBe('WRONG_NETWORK');
    const connectorMismatch = new ConnectorChainMismatchError({ connectionChainId: 56, connectorChainId: 1 });
    expect(code(connectorMismatch)).toBe('WRONG_NETWORK');
  });

  test('behavior: an account that cannot pay for a transaction, by viem class name', () => {
    expect(code(new BaseError('Send failed.', { cause: new InsufficientFundsError() }))).toBe(
      'INSUFFICIENT_FUNDS',
    );
  });

  test("behavior: viem's transport errors are an RPC that is unreachable or timed out", () => {
    const url = 'https://rpc.example';
    expect(code(new HttpRequestError({ url, status: 502 }))).toBe('RPC_UNREACHABLE');
    expect(code(new WebSocketRequestError({ url: 'wss://rpc.example' }))).toBe('RPC_UNREACHABLE');
    expect(code(new TimeoutError({ body: {}, url }))).toBe('RPC_TIMEOUT');
    // As wagmi's actions deliver them: wrapped.
    expect(code(new BaseError('Read failed.', { cause: new TimeoutError({ body: {}, url }) }))).toBe(
      'RPC_TIMEOUT',
    );
  });

  test('behavior: a Safe SDK timeout is the Safe host timing out', () => {
    expect(code(new SafeHostTimeoutError('getSafeInfo', 14_000))).toBe('SAFE_TIMEOUT');
    // wagmi's safe connector gives up on getInfo through viem's withTimeout: a plain Error('timed out').
    expect(code(new Error('timed out'))).toBe('SAFE_TIMEOUT');
    expect(toPorticoError(new Error('timed out')).shortMessage).toBe(
      'The Safe did not answer getInfo in time.',
    );
    expect(code(new BaseError('Connect failed.', { cause: new Error('timed out') }))).toBe('SAFE_TIMEOUT');
  });

  test('behavior: the Safe permission errors (both 4001) are told apart from each other and from a rejection', () => {
    const permissionsError = (message: string) =>
      Object.assign(new Error(message), { code: 4001, data: undefined });
    expect(code(permissionsError('Permissions rejected'))).toBe('SAFE_PERMISSION_DECLINED');
    expect(code(permissionsError('Permissions request is invalid'))).toBe('SAFE_PERMISSION_INVALID');
    expect(code(new Error('Permissions were rejected'))).toBe('SAFE_PERMISSION_DECLINED');
  });

  test("behavior: the Safe host's text-only replies reach their families through the cause chain", () => {
    // What viem makes of a provider error without a code: UnknownRpcError, the original as cause.
    expect(code(new UnknownRpcError(new Error('Transaction was rejected')))).toBe('WALLET_REJECTED');
    expect(code(new UnknownRpcError(new Error('Request failed')))).toBe('SAFE_REFUSED');
    expect(code(new Error('"eth_subscribe" not implemented'))).toBe('SAFE_REFUSED');
  });

  test('behavior: storage refused by the browser, by DOMException name', () => {
    expect(code(new DOMException('The operation is insecure.', 'SecurityError'))).toBe('STORAGE_UNAVAILABLE');
    expect(code(new DOMException('Quota exceeded.', 'QuotaExceededError'))).toBe('STORAGE_UNAVAILABLE');
  });

  test('behavior: a thrown string, null or undefined is unexpected, and a string is kept in details', () => {
    expect(toPorticoError('boom')).toMatchObject({ code: 'UNEXPECTED', details: 'boom', cause: 'boom' });
    expect(toPorticoError(null)).toMatchObject({ code: 'UNEXPECTED', details: undefined });
    expect(code(undefined)).toBe('UNEXPECTED');
    expect(code(42)).toBe('UNEXPECTED');
  });

  test('behavior: text is never a signal outside the Safe recogniser', () => {
    // A look-alike sentence on an error that is not a plain Error, or on a plain object, is not recognised.
    expect(code(new TypeError('Transaction was rejected'))).toBe('UNEXPECTED');
    expect(code({ message: 'User rejected the request.' })).toBe('UNEXPECTED');
    expect(code(new Error('The user rejected the request (code 4001)'))).toBe('UNEXPECTED');
  });

  test('behavior: details are the first line that says something, trimmed, at most 200 characters', () => {
    const details = (error: unknown) => toPorticoError(error).details;
    // A blank message gives way to its cause's.
    expect(details(new Error('   ', { cause: new Error('socket hang up') }))).toBe('socket hang up');
    expect(details(new Error('', { cause: new Error('socket hang up') }))).toBe('socket hang up');
    expect(details(new Error('\n  socket hang up\nat line 3'))).toBe('socket hang up');
    const line = (length: number) => 'x'.repeat(length);
    expect(details(new Error(line(200)))).toBe(line(200));
    expect(details(new Error(line(201)))).toBe(`${line(199)}…`);
  });

  test('behavior: a hostile error (huge message, cycles, odd fields) is classified and bounded', () => {
    const huge = { message: 'A'.repeat(5_000_000), name: { toString: () => 'UserRejectedRequestError' } };
    const error = toPorticoError(huge);
    expect(error.code).toBe('UNEXPECTED');
    expect(error.details?.length).toBeLessThanOrEqual(200);
    const cyclic: { cause?: unknown; code: number } = { code: 1 };
    cyclic.cause = cyclic;
    expect(code(cyclic)).toBe('UNEXPECTED');
  });
});
