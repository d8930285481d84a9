/**
 * The whole contract between the page's classic inline scripts and the island. The inline scripts are shipped
 * minified, not bundled, and cannot import this file: they spell the same strings, and `contract.test.ts` checks
 * that every `__portico…` name and `portico:…` event anywhere in `src/` is one of these (docs/architecture.md has
 * the same table with who writes and who reads each).
 *
 * | name | kind | written by | read by |
 * | --- | --- | --- | --- |
 * | `portico-quick-connect` | the dialog's `id` | QuickConnect.astro | walletDialog.js, the island |
 * | `__porticoPick` | `window` slot: the visitor's pick | walletDialog.js; the island clears it | the island |
 * | `portico:pick` | `window` event: the pick changed | walletDialog.js, the island | the island |
 * | `__porticoShowAccount` | `window` slot: draws an account in the header | rememberedAccount.js | walletDialog.js |
 * | `__porticoEarlyAccount` | `window` slot: the account drawn before the island | rememberedAccount.js | the island |
 * | `portico:load-failed` | `document` event: the island's code did not load | the island | walletDialog.js |
 * | `data-handoff` | the dialog's attribute: closed for the visitor (connected) | both | walletDialog.js, qrPanel.ts |
 * | `html[data-portico-account-wanted]` | a click on an account drawn before RainbowKit's button | walletDialog.js | the island |
 * | `portico:account-wanted` | `window` event: that click was made | walletDialog.js | the island |
 */

import { focusWalletTried } from './focusWalletTried.js';
/** The `id` of the page's `<dialog>`. */
export const QUICK_CONNECT_DIALOG_ID = 'portico-quick-connect';
/** `window` slot: the visitor's pick in the dialog (`Pick`, read through `pick.ts`). */
export const PICK_SLOT = '__porticoPick';
/** On `window`: the pick changed (made, answered, or cleared). */
export const PICK_EVENT = 'portico:pick';
/** `window` slot: rememberedAccount.js's function that draws an account in the header's button. */
export const SHOW_ACCOUNT_SLOT = '__porticoShowAccount';
/** On `document`, from the island: its code could not load, so the dialog says so. */
export const LOAD_FAILED_EVENT = 'portico:load-failed';

/** `window` slot: the account rememberedAccount.js drew before the island ran (read through accountMemory.ts). */
export const EARLY_ACCOUNT_SLOT = '__porticoEarlyAccount';

/** On `<html>`: the visitor clicked an account drawn before RainbowKit's button; the island opens its dialog. */
export const ACCOUNT_WANTED_ATTRIBUTE = 'data-portico-account-wanted';
/** On `window`: such a click was made (the attribute is set). */
export const ACCOUNT_WANTED_EVENT = 'portico:account-wanted';

/** Every shared name, for the test that holds the code to this table. */
export const sharedNames: readonly string[] = [
  PICK_SLOT,
  PICK_EVENT,
  SHOW_ACCOUNT_SLOT,
  EARLY_ACCOUNT_SLOT,
  LOAD_FAILED_EVENT,
  ACCOUNT_WANTED_EVENT,
];

/** Tells the dialog that the island's code could not load. */
export function reportLoadFailed(): void {
  document.dispatchEvent(new Event(LOAD_FAILED_EVENT));
}

export function quickDialog(): HTMLDialogElement | null {
  const dialog = document.getElementById(QUICK_CONNECT_DIALOG_ID);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/** Closes the dialog because the connect is done (not by the visitor). */
export function finishQuickConnect(): void {
  const dialog = quickDialog();
  if (dialog?.open) {
    // Any non-empty value: the inline script then knows the dialog was closed for the visitor, not by them.
    dialog.dataset.handoff = 'connected';
    dialog.close();
  }
}

/**
 * The picked wallet did not connect (or the visitor left its code): the dialog stays open with every option usable
 * again, says `text`, and keeps focus on the wallet that was tried (so Enter tries it again).
 */
export function failQuickConnect(walletId: string, text: string): void {
  const dialog = quickDialog();
  if (!dialog?.open) return;
  for (const busy of dialog.querySelectorAll('[aria-busy]')) busy.removeAttribute('aria-busy');
  const status = dialog.querySelector('[data-qc-status]');
  if (status) status.textContent = text;
  focusWalletTried(dialog, walletId);
}
