import { describe, expect, test } from 'vitest';
import {
  checkWalletAnswer,
  isFatalAnswerProblem,
  MAX_ACCOUNTS,
  MAX_SIGNATURE_BYTES,
  parseChainId,
} from './walletAnswers.ts';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const grant = (accounts: unknown) => [
  { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: accounts }] },
];

describe('parseChainId', () => {
  test('default: EIP-1193 hex', () => {
    expect(parseChainId('0x38')).toBe(56);
  });

  test('behavior: the decimal string or number some wallets send is read as the id', () => {
    expect(parseChainId('56')).toBe(56);
    expect(parseChainId(56)).toBe(56);
  });

  test('behavior: anything else is not a chain id', () => {
    for (const value of [
      '0xZZ',
      null,
      undefined,
      '',
      '0x',
      '0x0',
      0,
      -1,
      1.5,
      '56 ',
      // Leading text: only the whole string is read, not a number at its end.
      ' 56',
      'chain 56',
      // A list or object whose text looks like an id is still not one.
      ['56'],
      ['0x38'],
      Number.NaN,
      2 ** 60,
      {},
    ]) {
      expect(parseChainId(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});

describe('checkWalletAnswer', () => {
  test('default: well-formed answers pass', () => {
    expect(checkWalletAnswer('eth_chainId', '0x38')).toBeUndefined();
    expect(checkWalletAnswer('eth_requestAccounts', [address])).toBeUndefined();
    expect(checkWalletAnswer('eth_accounts', [address.toLowerCase()])).toBeUndefined();
    expect(checkWalletAnswer('wallet_requestPermissions', grant([address]))).toBeUndefined();
  });

  test('behavior: an empty account list is a valid answer (the caller decides what it means)', () => {
    expect(checkWalletAnswer('eth_accounts', [])).toBeUndefined();
    expect(checkWalletAnswer('wallet_requestPermissions', [])).toBeUndefined();
  });

  test('behavior: a non-address anywhere in an account list is named', () => {
    const error = checkWalletAnswer('eth_requestAccounts', [address, '0xnot-an-address']);
    expect(error?.name).toBe('WalletAddressInvalidError');
    expect(error?.details).toContain('0xnot-an-address');
    expect(checkWalletAnswer('eth_accounts', null)?.name).toBe('WalletAddressInvalidError');
    expect(checkWalletAnswer('wallet_requestPermissions', grant(['0xnot-an-address']))?.name).toBe(
      'WalletAddressInvalidError',
    );
    // A list inside the list reads like an address as text, but is none.
    expect(checkWalletAnswer('eth_accounts', [[address]])?.name).toBe('WalletAddressInvalidError');
  });

  test('behavior: an address is not refused for its letter case (some wallets answer in capitals)', () => {
    const capitals = `0x${address.slice(2).toUpperCase()}`;
    expect(checkWalletAnswer('eth_accounts', [capitals])).toBeUndefined();
    expect(checkWalletAnswer('wallet_requestPermissions', grant([capitals]))).toBeUndefined();
  });

  test('behavior: a malformed chain id is named', () => {
    expect(checkWalletAnswer('eth_chainId', '0xZZ')?.name).toBe('WalletChainIdInvalidError');
    expect(checkWalletAnswer('eth_chainId', null)?.name).toBe('WalletChainIdInvalidError');
  });

  test('behavior: methods without a checked answer are not judged', () => {
    expect(checkWalletAnswer('wallet_switchEthereumChain', null)).toBeUndefined();
    expect(checkWalletAnswer('eth_blockNumber', 'anything')).toBeUndefined();
  });

  test('behavior: a signature must be hex bytes of a plausible length', () => {
    const signature = `0x${'1b'.repeat(65)}`;
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sign']) {
      expect(checkWalletAnswer(method, signature), method).toBeUndefined();
      for (const value of [
        null,
        42,
        {},
        [signature],
        'not hex',
        '0x',
        '0x123',
        `${signature}zz`,
        `0x${'ab'.repeat(MAX_SIGNATURE_BYTES + 1)}`,
        `0x${'ab'.repeat(2_500_000)}`,
      ]) {
        expect(checkWalletAnswer(method, value), `${method} ${String(value).slice(0, 20)}`).toMatchObject({
          name: 'WalletAnswerInvalidError',
          code: 'WALLET_BAD_ANSWER',
          shortMessage: 'The wallet returned an unexpected answer.',
        });
      }
    }
    expect(checkWalletAnswer('personal_sign', `0x${'ab'.repeat(MAX_SIGNATURE_BYTES)}`)).toBeUndefined();
  });

  test('behavior: a transaction hash must be 32 bytes of hex; the details stay short', () => {
    expect(checkWalletAnswer('eth_sendTransaction', `0x${'ab'.repeat(32)}`)).toBeUndefined();
    for (const value of [
      `0x${'ab'.repeat(31)}`,
      `0x${'ab'.repeat(33)}`,
      7,
      null,
      { hash: '0x' },
      [`0x${'ab'.repeat(32)}`],
    ]) {
      expect(checkWalletAnswer('eth_sendTransaction', value)).toMatchObject({ code: 'WALLET_BAD_ANSWER' });
    }
    const huge = checkWalletAnswer('eth_sendTransaction', `0x${'ab'.repeat(2_500_000)}`);
    expect(huge?.details?.length).toBeLessThan(120);
  });

  test('behavior: more accounts than any wallet shares are refused', () => {
    expect(checkWalletAnswer('eth_accounts', Array(MAX_ACCOUNTS).fill(address))).toBeUndefined();
    expect(checkWalletAnswer('eth_accounts', Array(MAX_ACCOUNTS + 1).fill(address))).toMatchObject({
      name: 'WalletAddressInvalidError',
    });
  });

  test('behavior: the details say which method answered what, in a few words', () => {
    const details = (value: unknown) => checkWalletAnswer('personal_sign', value)?.details;
    expect(details(42)).toBe('personal_sign answered 42.');
    expect(details(null)).toBe('personal_sign answered null.');
    expect(details(undefined)).toBe('personal_sign answered undefined.');
    expect(details(true)).toBe('personal_sign answered true.');
    expect(details({ r: '0x1' })).toBe('personal_sign answered an object.');
    expect(details(['0x1b', '0x1b'])).toBe('personal_sign answered an array of 2.');
    expect(details('not hex')).toBe('personal_sign answered "not hex".');
    // Forty characters are shown whole; past that, the length and the first twenty.
    const forty = `0x${'z'.repeat(38)}`;
    expect(details(forty)).toBe(`personal_sign answered "${forty}".`);
    expect(details(`${forty}z`)).toBe(
      'personal_sign answered a 41-character text starting "0xzzzzzzzzzzzzzzzzzz".',
    );
  });

  test('behavior: no answer, however odd, makes the check itself throw', () => {
    const odd = [
      null,
      undefined,
      5,
      'x',
      {},
      [],
      [null],
      [{ caveats: null }],
      [{ caveats: [] }],
      [[address]],
    ];
    for (const method of [
      'eth_chainId',
      'eth_accounts',
      'wallet_requestPermissions',
      'eth_sendTransaction',
      'personal_sign',
    ]) {
      for (const value of odd)
        expect(() => checkWalletAnswer(method, value), `${method} ${JSON.stringify(value)}`).not.toThrow();
    }
  });
});

describe('isFatalAnswerProblem', () => {
  test('behavior: a bad transaction hash, chain id or signature is thrown at once', () => {
    for (const method of [
      'eth_sendTransaction',
      'eth_chainId',
      'personal_sign',
      'eth_sign',
      'eth_signTypedData',
      'eth_signTypedData_v3',
      'eth_signTypedData_v4',
    ]) {
      expect(isFatalAnswerProblem(method), method).toBe(true);
    }
  });

  test('behavior: a bad account list is not: the connect that asked reads it (hardenInjected.ts)', () => {
    for (const method of [
      'eth_accounts',
      'eth_requestAccounts',
      'wallet_requestPermissions',
      'eth_blockNumber',
      '',
    ]) {
      expect(isFatalAnswerProblem(method), method).toBe(false);
    }
  });
});
