import { describe, expect, it } from 'vitest';
import { askWallet } from './askWallet.ts';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A wallet answering each method from `answers` (a function throws or answers per call), logging what it was asked. */
function wallet(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const provider = {
    request: async ({ method }: { method: string }) => {
      asked.push(method);
      const answer = answers[method];
      return typeof answer === 'function' ? answer() : answer;
    },
  };
  return { provider, asked };
}

describe('askWallet: the pick of a wallet this browser offers', () => {
  it('asks its chain, then its accounts (its one prompt), and gives the first account', async () => {
    const { provider, asked } = wallet({ eth_chainId: '0x38', eth_requestAccounts: [address, '0x1'] });
    expect(await askWallet(provider)).toEqual({ address });
    expect(asked).toEqual(['eth_chainId', 'eth_requestAccounts']);
  });

  it.each([
    ['hex', '0x38'],
    ['decimal text', '56'],
    ['a number', 56],
    ['uppercase hex', '0X38'],
  ])('takes a chain id sent as %s', async (_kind, chain) => {
    const { provider } = wallet({ eth_chainId: chain, eth_requestAccounts: [address.toLowerCase()] });
    expect(await askWallet(provider)).toEqual({ address: address.toLowerCase() });
  });

  it.each([
    ['not hex', '0xZZ'],
    ['zero', '0x0'],
    ['negative', -1],
    ['empty', ''],
    ['null', null],
    ['a list', ['0x38']],
    ['beyond a safe integer', `0x${'f'.repeat(20)}`],
    ['text around a number', ' 56'],
    ['an object', { toString: () => '0x38' }],
  ])('refuses a chain id that is %s before it prompts', async (_kind, chain) => {
    const { provider, asked } = wallet({ eth_chainId: chain, eth_requestAccounts: [address] });
    expect(await askWallet(provider)).toEqual({ kind: 'bad-chain', answer: chain });
    expect(asked).toEqual(['eth_chainId']);
  });

  it.each([
    ['an empty list', []],
    ['not an address', ['0xnope']],
    ['an address with more after it', [`${address}00`]],
    ['not a list', address],
    ['nothing', undefined],
    ['a number first', [1]],
  ])('refuses an answer that is %s, and hands back whatever it granted', async (_kind, accounts) => {
    const { provider, asked } = wallet({ eth_chainId: '0x38', eth_requestAccounts: accounts });
    expect(await askWallet(provider)).toEqual({ kind: 'bad-answer', answer: accounts });
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual(['eth_chainId', 'eth_requestAccounts', 'wallet_revokePermissions']);
  });

  it("gives the wallet's own refusal as it came, without revoking anything", async () => {
    const refusal = { code: 4001, message: 'User rejected the request.' };
    const { provider, asked } = wallet({
      eth_chainId: '0x38',
      eth_requestAccounts: () => Promise.reject(refusal),
    });
    expect(await askWallet(provider)).toEqual({ kind: 'refused', error: refusal });
    expect(asked).toEqual(['eth_chainId', 'eth_requestAccounts']);
  });

  it('takes a provider that throws, even synchronously or from a hostile answer, as its refusal; never throws', async () => {
    const thrown = new Error('hostile');
    const sync = {
      request: () => {
        throw thrown;
      },
    };
    expect(await askWallet(sync)).toEqual({ kind: 'refused', error: thrown });
    // An account list that throws when it is looked at (a revoked proxy).
    const { proxy, revoke } = Proxy.revocable([address], {});
    revoke();
    const { provider } = wallet({ eth_chainId: '0x38', eth_requestAccounts: proxy });
    expect(await askWallet(provider)).toMatchObject({ kind: 'refused', error: expect.any(TypeError) });
  });

  it('a revoke that fails is not the pick’s failure', async () => {
    const { provider } = wallet({
      eth_chainId: '0x38',
      eth_requestAccounts: [],
      wallet_revokePermissions: () => Promise.reject(new Error('unsupported')),
    });
    expect(await askWallet(provider)).toEqual({ kind: 'bad-answer', answer: [] });
  });
});
