import type { Address } from 'viem';

/**
 * The visitor's pick in the page's wallet dialog, where it stands. The dialog's owner (`dialog/owner.ts`) makes it;
 * the island (`ConnectBridge.tsx`) acts on it and clears it. Both are modules of one page, so this is a module's
 * state, not a record on `window` that any script could have planted. Framework-free: it loads with the page's
 * loader (React reads it through `usePick.ts`).
 *
 * - `picked`: a wallet only the island can connect (an SDK's, a QR-code wallet).
 * - `asking`: a wallet this browser offers (announced by EIP-6963, or `window.ethereum`), asked by the dialog's owner
 *   at the moment of the pick (`eth_requestAccounts`): the visitor's one action reaches the wallet at once, however
 *   much of the island is still on its way.
 * - `approved`: that wallet's answer. The island connects it with wagmi's `connect` like any pick; its connector asks
 *   `eth_accounts`, not for a second approval (src/wallets/hardenInjected.ts), so the wallet prompts once.
 * - `failed`: its refusal, or an answer that was not what was asked (`PickFailure`).
 */
export type Pick =
  | { readonly wallet: string; readonly state: 'picked' | 'asking' }
  | { readonly wallet: string; readonly state: 'approved'; readonly address: Address }
  | {
      readonly wallet: string;
      readonly state: 'failed';
      readonly failure: PickFailure;
      /** The visitor closed the dialog before the wallet answered: they gave up, so no message. */
      readonly quiet: boolean;
    };

/**
 * Why an asked wallet did not connect: its own EIP-1193 error, or an answer no wallet should give (kept as it came,
 * for the error family the island turns it into: src/connect/pickError.ts).
 */
export type PickFailure =
  | { readonly kind: 'refused'; readonly error: unknown }
  | { readonly kind: 'bad-chain'; readonly answer: unknown }
  | { readonly kind: 'bad-answer'; readonly answer: unknown };

let current: Pick | undefined;
const listeners = new Set<() => void>();

/** The pick as it stands now (undefined: none under way). */
export function currentPick(): Pick | undefined {
  return current;
}

/** Records the pick (or `undefined`: none) and tells every reader. */
export function setPick(pick: Pick | undefined): void {
  current = pick;
  for (const listener of [...listeners]) listener();
}

/** The island has acted on the pick: the dialog takes new picks again. */
export function clearPick(): void {
  setPick(undefined);
}

/** Calls `listener` on every change of the pick; returns the unsubscribe. */
export function onPickChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
