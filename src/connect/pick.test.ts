import { describe, expect, it } from 'vitest';
import type { Connector } from 'wagmi';
import { PICK_EVENT, PICK_SLOT } from './contract.ts';
import { approvedInThisPage, clearPick, currentPick, findConnector } from './pick.ts';

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

  it('keeps a wallet id of up to 100 characters, a mixed-case address, and a failure quiet only when told so', () => {
    expect(currentPick(win({ wallet: 'x'.repeat(100), state: 'asking' }))).toEqual({
      wallet: 'x'.repeat(100),
      state: 'asking',
    });
    expect(
      currentPick(win({ wallet: 'w', state: 'approved', address: address.toLowerCase() })),
    ).toMatchObject({
      address: address.toLowerCase(),
    });
    expect(currentPick(win({ wallet: 'w', state: 'failed', error: 'x', quiet: 'yes' }))).toMatchObject({
      quiet: false,
    });
  });

  it('names the answer that was not an account, and its method', () => {
    const details = (record: unknown) => (record as { error: { details: string } }).error.details;
    const bad = currentPick(win({ wallet: 'injected', state: 'failed', answer: ['0xnope'] }));
    expect(details(bad)).toBe('eth_requestAccounts answered ["0xnope"].');
    const chain = currentPick(win({ wallet: 'injected', state: 'failed', chainAnswer: '0xZZ' }));
    expect(details(chain)).toBe('eth_chainId answered "0xZZ".');
    // A non-empty answer that is not a list is a bad address, not "no account".
    expect(currentPick(win({ wallet: 'w', state: 'failed', answer: 'x' }))).toMatchObject({
      error: { code: 'WALLET_BAD_ADDRESS' },
    });
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty wallet id', { wallet: '', state: 'asking' }],
    ['a wallet id that is not text', { wallet: 7, state: 'asking' }],
    ['an address with more after it', { wallet: 'w', state: 'approved', address: `${address}00` }],
    ['an address with text before it', { wallet: 'w', state: 'approved', address: ` ${address}` }],
    ['an address that is not text', { wallet: 'w', state: 'approved', address: 1 }],
    ['an address that is not hex', { wallet: 'w', state: 'approved', address: `0x${'g'.repeat(40)}` }],
    ['an address in a list', { wallet: 'w', state: 'approved', address: [address] }],
    ['a function carrying the fields', Object.assign(() => {}, { wallet: 'w', state: 'asking' })],
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

describe('clearPick', () => {
  it('empties the slot and tells the dialog, which takes new picks again', () => {
    const target = new EventTarget() as EventTarget & Record<string, unknown>;
    target[PICK_SLOT] = { wallet: 'injected', state: 'asking' };
    const heard: string[] = [];
    target.addEventListener(PICK_EVENT, (event) => heard.push(event.type));
    clearPick(target as unknown as Window);
    expect(target[PICK_SLOT]).toBeNull();
    expect(heard).toEqual([PICK_EVENT]);
  });

  it('empties the slot of a window that cannot dispatch events, without throwing', () => {
    const target: Record<string, unknown> = { [PICK_SLOT]: { wallet: 'injected', state: 'asking' } };
    clearPick(target as unknown as Window);
    expect(target[PICK_SLOT]).toBeNull();
  });
});

describe('a wallet approved in this page', () => {
  const connector = (id: string, rkId?: string) =>
    ({ id, ...(rkId ? { rkDetails: { id: rkId } } : {}) }) as unknown as Connector;

  it('is only the wallet of an approved pick, found as a pick finds its connector', () => {
    const slot = globalThis as unknown as Record<string, unknown>;
    const metaMask = connector('io.metamask');
    // The record sits on the page's window; the unit project runs in Node, which has none.
    slot.window = globalThis;
    try {
      expect(approvedInThisPage(metaMask)).toBe(false); // no pick at all
      slot[PICK_SLOT] = { wallet: 'io.metamask', state: 'asking' };
      expect(approvedInThisPage(metaMask)).toBe(false);
      slot[PICK_SLOT] = { wallet: 'io.metamask', state: 'failed', error: {} };
      expect(approvedInThisPage(metaMask)).toBe(false);
      slot[PICK_SLOT] = { wallet: 'other', state: 'approved', address };
      expect(approvedInThisPage(metaMask)).toBe(false);
      slot[PICK_SLOT] = { wallet: 'io.metamask', state: 'approved', address };
      expect(approvedInThisPage(metaMask)).toBe(true);
      // By RainbowKit's wallet id too, as the dialog names a configured wallet.
      slot[PICK_SLOT] = { wallet: 'trust', state: 'approved', address };
      expect(approvedInThisPage(connector('com.trustwallet.app', 'trust'))).toBe(true);
      // An approval naming an address that is none is no approval.
      slot[PICK_SLOT] = { wallet: 'io.metamask', state: 'approved', address: '0x1234' };
      expect(approvedInThisPage(metaMask)).toBe(false);
    } finally {
      delete slot[PICK_SLOT];
      delete slot.window;
    }
  });
});
