import { SwitchChainError, TimeoutError, UserRejectedRequestError } from 'viem';
import { describe, expect, test } from 'vitest';
import { ChainNotConfiguredError, ConnectorNotFoundError, SwitchChainNotSupportedError } from 'wagmi';
import { WalletTimeoutError, WalletWaitCancelledError } from './families.ts';
import { isUserRejection, toUserMessage } from './toUserMessage.ts';
import { invalidAddress, invalidChainId, noAccounts } from './walletAnswer.ts';

describe('toUserMessage', () => {
  test('behavior: a user rejection is a calm notice, not an alarm', () => {
    const message = toUserMessage(new UserRejectedRequestError(new Error('User denied')));
    expect(message.level).toBe('info');
    expect(message.message).toMatch(/cancelled in your wallet/i);
  });

  test('behavior: a raw EIP-1193 4001 deep in the cause chain is still a rejection', () => {
    const raw = { code: 4001, message: 'User rejected the request.' };
    const wrapped = new Error('Connection failed', { cause: new Error('inner', { cause: raw }) });
    expect(isUserRejection(wrapped)).toBe(true);
  });

  test("behavior: Safe{Wallet}'s 'Transaction was rejected' reads like a wallet rejection", () => {
    expect(toUserMessage(new Error('Transaction was rejected')).id).toBe('user-rejected');
  });

  test('behavior: -32002 asks the person to open their wallet', () => {
    const message = toUserMessage({ code: -32002, message: 'Request already pending' });
    expect(message.level).toBe('warning');
    expect(message.message).toMatch(/already has a request waiting/);
  });

  test('behavior: no provider says what to install', () => {
    expect(toUserMessage(new ConnectorNotFoundError()).message).toMatch(/No wallet found/);
  });

  test('behavior: a wallet that cannot switch gets the required sentence', () => {
    const error = new SwitchChainNotSupportedError({ connector: { name: 'Safe' } as never });
    expect(toUserMessage(error).message).toMatch(/^Your wallet does not support switching networks/);
  });

  test('behavior: 4902 nested in MetaMask Mobile data.originalError is found', () => {
    const error = {
      code: -32603,
      message: 'Internal',
      data: { originalError: { code: 4001, message: 'no' } },
    };
    expect(isUserRejection(error)).toBe(true);
  });

  test('behavior: chain not configured and failed switch are distinct', () => {
    expect(toUserMessage(new ChainNotConfiguredError()).id).toBe('chain-not-configured');
    expect(toUserMessage(new SwitchChainError(new Error('nope'))).id).toBe('switch-failed');
  });

  test('behavior: an RPC timeout says the network is not answering', () => {
    const error = new TimeoutError({ body: {}, url: 'https://rpc.example' });
    expect(toUserMessage(error)).toMatchObject({ level: 'error', id: 'rpc-unreachable' });
  });

  test('behavior: an unknown error gets a plain sentence, not its own text, and a stable id', () => {
    // Until the error model, the first line of an unknown error was shown ("Something went wrong: Boom happened").
    // Upstream text can be technical or hostile, so it now goes to `details` only.
    const message = toUserMessage(new Error('Boom happened\nstack details'));
    expect(message.message).toBe('Something went wrong. Please try again.');
    expect(message.message).not.toContain('Boom');
    expect(toUserMessage(new Error('Boom happened')).id).toBe(message.id);
    expect(toUserMessage(new Error('Something else')).id).toBe(message.id);
  });

  test('behavior: a malformed wallet answer says what was wrong and that nothing was connected', () => {
    expect(toUserMessage(invalidAddress('eth_requestAccounts', ['0xnope'])).message).toMatch(
      /not an account address, so it was not connected/,
    );
    expect(toUserMessage(invalidChainId('eth_chainId', '0xZZ')).id).toBe('wallet-bad-chain');
    expect(toUserMessage(noAccounts())).toMatchObject({ level: 'warning', id: 'wallet-no-account' });
  });

  test('behavior: a wallet that did not answer, or was given up on, says what to do with the open prompt', () => {
    expect(toUserMessage(new WalletTimeoutError(180_000))).toMatchObject({
      level: 'warning',
      id: 'wallet-timeout',
    });
    expect(toUserMessage(new WalletWaitCancelledError()).message).toMatch(/^Stopped waiting for your wallet/);
  });

  test('behavior: a cyclic cause chain terminates', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' };
    a.cause = a;
    expect(toUserMessage(a).level).toBe('error');
  });
});
