import { describe, expect, it } from 'vitest';
import type { Connector } from 'wagmi';
import { PICK_SLOT } from './contract.ts';
import { currentPick, findConnector } from './pick.ts';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const win = (record: unknown) => ({ [PICK_SLOT]: record }) as unknown as Window;

describe('the inline script’s connect record, as the island reads it', () => {
  it('reads each state', () => {
    expect(currentPick(win({ wallet: 'coinbase', state: 'picked' }))).toEqual({
      wallet: 'coinbase',
      state: 'picked',
    });
    expect(currentPick(win({ wallet: 'io.metamask', state: 'asking' }))).toEqual({
      wallet: 'io.metamask',
      state: 'asking',
    });
    expect(currentPick(win({ wallet: 'injected', state: 'approved', address }))).toEqual({
      wallet: 'injected',
      state: 'approved',
      address,
    });
    const refused = { code: 4001, message: 'User rejected the request.' };
    expect(currentPick(win({ wallet: 'injected', state: 'failed', error: refused }))).toEqual({
      wallet: 'injected',
      state: 'failed',
      error: refused,
      quiet: false,
    });
  });

  it('turns a chain id that is none into the wallet-answer family', () => {
    const bad = currentPick(win({ wallet: 'injected', state: 'failed', chainAnswer: '0xZZ' }));
    expect(bad).toMatchObject({ state: 'failed', error: { code: 'WALLET_BAD_CHAIN' } });
  });

  it('turns an answer that was not an account list into the wallet-answer family', () => {
    const bad = currentPick(win({ wallet: 'injected', state: 'failed', answer: ['0xnope'], quiet: true }));
    expect(bad).toMatchObject({ state: 'failed', quiet: true, error: { code: 'WALLET_BAD_ADDRESS' } });
    const none = currentPick(win({ wallet: 'injected', state: 'failed', answer: [] }));
    expect(none).toMatchObject({ error: { code: 'WALLET_NO_ACCOUNT' } });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'approved'],
    ['no wallet', { state: 'asking' }],
    ['a long wallet id', { wallet: 'x'.repeat(101), state: 'asking' }],
    ['an unknown state', { wallet: 'injected', state: 'connected' }],
    ['an approval without an address', { wallet: 'injected', state: 'approved', address: '0x1234' }],
    [
      'a throwing getter',
      Object.defineProperty({}, 'wallet', {
        get() {
          throw new Error('hostile');
        },
      }),
    ],
  ])('ignores %s planted in its place', (_name, record) => {
    expect(currentPick(win(record))).toBeUndefined();
  });
});

describe('findConnector', () => {
  const connector = (id: string, rkDetails?: Record<string, unknown>) =>
    ({
      id,
      uid: `${id}-${String(rkDetails?.id)}`,
      ...(rkDetails ? { rkDetails } : {}),
    }) as unknown as Connector;
  // As RainbowKit builds them: every WalletConnect-backed wallet's connector is called `walletConnect`.
  const rainbow = connector('walletConnect', { id: 'rainbow' });
  const generic = connector('walletConnect', { id: 'walletConnect' });
  const announced = connector('io.metamask');
  const connectors = [rainbow, generic, announced];

  // (No QR modal connector is built any more: src/wallets/createConnectors.test.ts holds that.)
  it('finds a RainbowKit wallet by its own id', () => {
    expect(findConnector(connectors, 'walletConnect')).toBe(generic);
    expect(findConnector(connectors, 'rainbow')).toBe(rainbow);
  });

  it('finds an announced wallet by its connector id (its rdns)', () => {
    expect(findConnector(connectors, 'io.metamask')).toBe(announced);
    expect(findConnector(connectors, 'nothing')).toBeUndefined();
  });
});
