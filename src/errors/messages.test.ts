import { describe, expect, test } from 'vitest';
import { fill } from '../i18n/siteWords.ts';
import { en, type SiteWords } from '../i18n/words/en.ts';
import * as families from './families.ts';
import { messageFor, userMessages } from './messages.ts';
import { BadWalletAnswerError, invalidAddress, invalidChainId, noAccounts } from './walletAnswer.ts';

// Every sentence a visitor can read, one test per family. A change here is a change of the site's words.

describe('the words a visitor reads', () => {
  test('wallet rejected', () => {
    expect(messageFor(new families.WalletRejectedError())).toMatchInlineSnapshot(`
      {
        "id": "user-rejected",
        "level": "info",
        "message": "Request cancelled in your wallet. Nothing was sent.",
      }
    `);
  });

  test('wallet busy', () => {
    expect(messageFor(new families.WalletBusyError())).toMatchInlineSnapshot(`
      {
        "id": "request-pending",
        "level": "warning",
        "message": "Your wallet already has a request waiting. Open your wallet to finish or dismiss it, then try again.",
      }
    `);
  });

  test('no wallet', () => {
    expect(messageFor(new families.NoWalletError())).toMatchInlineSnapshot(`
      {
        "id": "no-provider",
        "level": "error",
        "message": "No wallet found in this browser. Install a wallet extension or pick another wallet.",
      }
    `);
  });

  test('wallet unauthorised', () => {
    expect(messageFor(new families.WalletUnauthorizedError())).toMatchInlineSnapshot(`
      {
        "id": "wallet-unauthorized",
        "level": "warning",
        "message": "Your wallet has not authorised this site for that request. Reconnect your wallet, then try again.",
      }
    `);
  });

  test('wallet does not support the request', () => {
    expect(messageFor(new families.WalletUnsupportedRequestError())).toMatchInlineSnapshot(`
      {
        "id": "request-unsupported",
        "level": "warning",
        "message": "Your wallet does not support this request. Try again with another wallet.",
      }
    `);
  });

  test('wallet timed out, and waiting stopped', () => {
    expect(messageFor(new families.WalletTimeoutError(180_000))).toMatchInlineSnapshot(`
      {
        "id": "wallet-timeout",
        "level": "warning",
        "message": "Your wallet did not answer, so the request was given up. If it is still open in your wallet, dismiss it there, then try again.",
      }
    `);
    expect(messageFor(new families.WalletWaitCancelledError())).toMatchInlineSnapshot(`
      {
        "id": "wallet-wait-stopped",
        "level": "info",
        "message": "Stopped waiting for your wallet. If the request is still open there, dismiss it.",
      }
    `);
  });

  test('bad wallet answer', () => {
    expect(messageFor(invalidAddress('eth_requestAccounts', ['0xnope']))).toMatchInlineSnapshot(`
      {
        "id": "wallet-bad-address",
        "level": "error",
        "message": "Your wallet answered with something that is not an account address, so it was not connected. Try again, or use another wallet.",
      }
    `);
    expect(messageFor(invalidChainId('eth_chainId', '0xZZ'))).toMatchInlineSnapshot(`
      {
        "id": "wallet-bad-chain",
        "level": "error",
        "message": "Your wallet reported a network id that is not valid, so it was not connected. Check the network in your wallet, or use another wallet.",
      }
    `);
    const badAnswer = new BadWalletAnswerError('WalletAnswerInvalidError', 'WALLET_BAD_ANSWER', 'Bad.', 'x');
    expect(messageFor(badAnswer)).toMatchInlineSnapshot(`
      {
        "id": "wallet-bad-answer",
        "level": "error",
        "message": "Your wallet answered with something that is not valid, so it was not used. Try again, or use another wallet.",
      }
    `);
    expect(messageFor(noAccounts())).toMatchInlineSnapshot(`
      {
        "id": "wallet-no-account",
        "level": "warning",
        "message": "Your wallet shared no account, so nothing was connected. Unlock your wallet or choose an account in it, then try again.",
      }
    `);
  });

  test('wrong network, chain not supported, switch failed, switching not supported', () => {
    expect(messageFor(new families.ChainNotSupportedError())).toMatchInlineSnapshot(`
      {
        "id": "chain-not-configured",
        "level": "error",
        "message": "That network is not supported here. Portico works on BNB Smart Chain only.",
      }
    `);
    expect(messageFor(new families.WrongNetworkError())).toMatchInlineSnapshot(`
      {
        "id": "chain-mismatch",
        "level": "warning",
        "message": "Your wallet is on another network. Switch to BNB Smart Chain and try again. Nothing was sent.",
      }
    `);
    expect(messageFor(new families.SwitchChainFailedError())).toMatchInlineSnapshot(`
      {
        "id": "switch-failed",
        "level": "error",
        "message": "Could not switch to BNB Smart Chain. Switch networks from within your wallet and try again.",
      }
    `);
    expect(messageFor(new families.SwitchChainUnsupportedError())).toMatchInlineSnapshot(`
      {
        "id": "switch-unsupported",
        "level": "warning",
        "message": "Your wallet does not support switching networks. Switch to BNB Smart Chain from within your wallet.",
      }
    `);
  });

  test('insufficient funds', () => {
    expect(messageFor(new families.InsufficientFundsError())).toMatchInlineSnapshot(`
      {
        "id": "insufficient-funds",
        "level": "warning",
        "message": "Your account does not have enough BNB to pay for this transaction and its network fee. Nothing was sent.",
      }
    `);
  });

  test('RPC unreachable or timed out: one toast', () => {
    expect(messageFor(new families.RpcUnreachableError())).toMatchInlineSnapshot(`
      {
        "id": "rpc-unreachable",
        "level": "error",
        "message": "The BNB Smart Chain network is not answering. Check your connection; the page keeps working.",
      }
    `);
    expect(messageFor(new families.RpcTimeoutError())).toEqual(
      messageFor(new families.RpcUnreachableError()),
    );
  });

  test('Safe host timed out, or the owners did not confirm in time', () => {
    expect(messageFor(new families.SafeHostTimeoutError('getSafeInfo', 14_000))).toMatchInlineSnapshot(`
      {
        "id": "safe-timeout",
        "level": "warning",
        "message": "Your Safe did not answer. Reload the app in your Safe, then try again.",
      }
    `);
    expect(messageFor(new families.SafeNotConfirmedError())).toMatchInlineSnapshot(`
      {
        "id": "safe-not-confirmed",
        "level": "warning",
        "message": "Something went wrong: The Safe owners did not confirm the message in time.",
      }
    `);
  });

  test('Safe refused, with its fixed reason', () => {
    expect(messageFor(new families.SafeRefusedError('Invalid safeTxHash'))).toMatchInlineSnapshot(`
      {
        "id": "safe-refused",
        "level": "error",
        "message": "Your Safe refused the request: Invalid safeTxHash. Reload the app in your Safe, then try again.",
      }
    `);
  });

  test('Safe permission declined or invalid', () => {
    expect(messageFor(new families.SafePermissionDeclinedError())).toMatchInlineSnapshot(`
      {
        "id": "permission-declined",
        "level": "info",
        "message": "Permission declined in your Safe. Nothing was shared.",
      }
    `);
    expect(messageFor(new families.SafePermissionInvalidError())).toMatchInlineSnapshot(`
      {
        "id": "permission-invalid",
        "level": "error",
        "message": "Permissions request is invalid: this app asked your Safe for a permission that does not exist.",
      }
    `);
  });

  test('storage unavailable', () => {
    expect(messageFor(new families.StorageUnavailableError())).toMatchInlineSnapshot(`
      {
        "id": "storage-unavailable",
        "level": "warning",
        "message": "This browser does not let the site store anything, so it will not remember you next time. The page keeps working.",
      }
    `);
  });

  test('unexpected: generic, whatever the details', () => {
    const message = messageFor(new families.UnexpectedError({ details: 'TypeError: x is undefined' }));
    expect(message).toMatchInlineSnapshot(`
      {
        "id": "unexpected",
        "level": "error",
        "message": "Something went wrong. Please try again.",
      }
    `);
    expect(message.message).not.toContain('TypeError');
  });

  test('behavior: every sentence ends in a full stop and says what happened in under 200 characters', () => {
    for (const [level, id, key] of Object.values(userMessages)) {
      const text = fill(en.errors[key], { reason: 'Request failed' });
      expect(text, id).toMatch(/\.$/);
      expect(text.length, id).toBeLessThan(200);
      expect(['info', 'warning', 'error']).toContain(level);
    }
  });

  test('behavior: the words come from the table given (the build passes each language), levels and ids from code', () => {
    const other: SiteWords = {
      ...en,
      errors: { ...en.errors, SAFE_REFUSED: 'Refusé : {reason}.', RPC_UNREACHABLE: 'Pas de réseau.' },
    };
    expect(messageFor(new families.SafeRefusedError('Invalid safeTxHash'), other)).toEqual({
      level: 'error',
      id: 'safe-refused',
      message: 'Refusé : Invalid safeTxHash.',
    });
    expect(messageFor(new families.RpcTimeoutError(), other).message).toBe('Pas de réseau.');
  });
});
