import { useEffect, useState } from 'react';
import type { Address } from 'viem';
import type { Connector } from 'wagmi';
import { invalidAddress, invalidChainId, noAccounts } from '../errors/walletAnswer.ts';

import { PICK_EVENT, PICK_SLOT } from './contract.ts';
import { ADDRESS_PATTERN } from './rules.js';

/**
 * The visitor's pick in the page's dialog, as the island reads it. The inline script (walletDialog.js) writes it:
 *
 * - `picked`: a wallet only the island can connect (an SDK's, a QR-code wallet): the island connects it with wagmi.
 * - `asking`: a wallet this browser offers (announced by EIP-6963, or `window.ethereum`), asked by the inline script
 *   itself at the moment of the pick (`eth_requestAccounts`): the visitor's one action reaches the wallet at once,
 *   however much of the page's code is still on its way.
 * - `approved`: that wallet's answer. The island connects it with wagmi's `connect` like any pick; its connector
 *   asks `eth_accounts`, not for a second approval (src/wallets/hardenInjected.ts), so wagmi stays the one source of
 *   truth and the wallet prompts once.
 * - `failed`: its refusal (or an answer that was not an account list).
 *
 * The island clears the record once it has acted on it.
 */
export type Pick =
  | { readonly wallet: string; readonly state: 'picked' | 'asking' }
  | { readonly wallet: string; readonly state: 'approved'; readonly address: Address }
  | {
      readonly wallet: string;
      readonly state: 'failed';
      /** What to tell the visitor (a wallet's EIP-1193 error, or the family of a malformed answer). */
      readonly error: unknown;
      /** The visitor closed the dialog before the wallet answered: they gave up, so no message. */
      readonly quiet: boolean;
    };

/**
 * The record, checked: it sits on `window`, where any script of the page could have put anything. A failure
 * carries either the wallet's error or, for an answer that was not an account list, the answer itself.
 */
export function currentPick(win: Window = window): Pick | undefined {
  try {
    return readRecord(win);
  } catch {
    // Throwing getters planted in its place: no record.
    return undefined;
  }
}

function readRecord(win: Window): Pick | undefined {
  const value = (win as unknown as Record<string, unknown>)[PICK_SLOT];
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const { wallet, state } = record;
  if (typeof wallet !== 'string' || wallet.length === 0 || wallet.length > 100) return undefined;
  if (state === 'picked' || state === 'asking') return { wallet, state };
  if (state === 'approved')
    return typeof record.address === 'string' && ADDRESS_PATTERN.test(record.address)
      ? { wallet, state, address: record.address as Address }
      : undefined;
  if (state !== 'failed') return undefined;
  const error =
    'chainAnswer' in record
      ? invalidChainId('eth_chainId', record.chainAnswer)
      : 'answer' in record
        ? Array.isArray(record.answer) && record.answer.length === 0
          ? noAccounts()
          : invalidAddress('eth_requestAccounts', record.answer)
        : record.error;
  return { wallet, state, error, quiet: record.quiet === true };
}

/** Forgets the record once the island has acted on it, and says so (the dialog takes new picks again). */
export function clearPick(win: Window = window): void {
  (win as unknown as Record<string, unknown>)[PICK_SLOT] = null;
  win.dispatchEvent?.(new Event(PICK_EVENT));
}

/** The record as React state, updated on the inline script's event. */
export function usePick(): Pick | undefined {
  const [record, setRecord] = useState(() => currentPick());
  useEffect(() => {
    const onChange = () => setRecord(currentPick());
    window.addEventListener(PICK_EVENT, onChange);
    onChange(); // a change between the first render and this effect
    return () => window.removeEventListener(PICK_EVENT, onChange);
  }, []);
  return record;
}

/**
 * The connector behind a wallet of the page's dialog: a configured one by its RainbowKit wallet id, an announced one
 * by its EIP-6963 `rdns` (wagmi's connector id).
 */
export function findConnector(connectors: readonly Connector[], walletId: string): Connector | undefined {
  const rainbowKitId = (connector: Connector) =>
    (connector as Connector & { rkDetails?: { id?: string } }).rkDetails?.id;
  // RainbowKit's wallets first, by their own id: every WalletConnect-backed wallet's connector is called
  // `walletConnect`, so the connector id alone would give "WalletConnect" Rainbow's connector.
  return (
    connectors.find((connector) => rainbowKitId(connector) === walletId) ??
    connectors.find((connector) => connector.id === walletId)
  );
}

/** A wallet the visitor approved in the page's dialog in this page load, behind `connector`: it has been asked. */
export function approvedInThisPage(connector: Connector): boolean {
  const record = currentPick();
  return record?.state === 'approved' && findConnector([connector], record.wallet) === connector;
}
