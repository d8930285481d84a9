import { describe, expect, it } from 'vitest';
import type { Connector } from 'wagmi';
import { approvedInThisPage, findConnector } from './findConnector.ts';
import { clearPick, currentPick, onPickChange, setPick } from './pick.ts';
import { pickError } from './pickError.ts';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('a failed pick, as the island says it', () => {
  it('is the wallet’s own error when it refused', () => {
    const refused = { code: 4001, message: 'User rejected the request.' };
    expect(pickError({ kind: 'refused', error: refused })).toBe(refused);
  });

  it('turns a chain id that is none into the wallet-answer family', () => {
    expect(pickError({ kind: 'bad-chain', answer: '0xZZ' })).toMatchObject({ code: 'WALLET_BAD_CHAIN' });
  });

  it('turns an answer that was not an account list into the wallet-answer family', () => {
    expect(pickError({ kind: 'bad-answer', answer: ['0xnope'] })).toMatchObject({
      code: 'WALLET_BAD_ADDRESS',
    });
    expect(pickError({ kind: 'bad-answer', answer: [] })).toMatchObject({ code: 'WALLET_NO_ACCOUNT' });
  });

  it('names the answer that was not an account, and its method', () => {
    const details = (error: unknown) => (error as { details: string }).details;
    expect(details(pickError({ kind: 'bad-answer', answer: ['0xnope'] }))).toBe(
      'eth_requestAccounts answered ["0xnope"].',
    );
    expect(details(pickError({ kind: 'bad-chain', answer: '0xZZ' }))).toBe('eth_chainId answered "0xZZ".');
    // A non-empty answer that is not a list is a bad address, not "no account".
    expect(pickError({ kind: 'bad-answer', answer: 'x' })).toMatchObject({ code: 'WALLET_BAD_ADDRESS' });
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

describe('the pick, as the dialog and the island share it', () => {
  it('tells every reader of each change, and of the clearing (the dialog takes new picks again)', () => {
    const seen: unknown[] = [];
    const stop = onPickChange(() => seen.push(currentPick()));
    try {
      const asking = { wallet: 'injected', state: 'asking' } as const;
      setPick(asking);
      expect(currentPick()).toBe(asking);
      clearPick();
      expect(currentPick()).toBeUndefined();
      expect(seen).toEqual([asking, undefined]);
    } finally {
      stop();
    }
    setPick({ wallet: 'injected', state: 'picked' });
    expect(seen).toHaveLength(2); // no longer told once it stopped listening
    clearPick();
  });
});

describe('a wallet approved in this page', () => {
  const connector = (id: string, rkId?: string) =>
    ({ id, ...(rkId ? { rkDetails: { id: rkId } } : {}) }) as unknown as Connector;

  it('is only the wallet of an approved pick, found as a pick finds its connector', () => {
    const metaMask = connector('io.metamask');
    try {
      expect(approvedInThisPage(metaMask)).toBe(false); // no pick at all
      setPick({ wallet: 'io.metamask', state: 'asking' });
      expect(approvedInThisPage(metaMask)).toBe(false);
      setPick({
        wallet: 'io.metamask',
        state: 'failed',
        failure: { kind: 'refused', error: {} },
        quiet: false,
      });
      expect(approvedInThisPage(metaMask)).toBe(false);
      setPick({ wallet: 'other', state: 'approved', address });
      expect(approvedInThisPage(metaMask)).toBe(false);
      setPick({ wallet: 'io.metamask', state: 'approved', address });
      expect(approvedInThisPage(metaMask)).toBe(true);
      // By RainbowKit's wallet id too, as the dialog names a configured wallet.
      setPick({ wallet: 'trust', state: 'approved', address });
      expect(approvedInThisPage(connector('com.trustwallet.app', 'trust'))).toBe(true);
    } finally {
      clearPick();
    }
  });
});
