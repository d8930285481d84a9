/**
 * The whole contract between the page before any module has run (its HTML and classic inline scripts) and the
 * island. Every id, `data-*` attribute, `window` name, event and storage key both sides use is in one typed table,
 * `SHARED_SIGNALS` (sharedSignals.ts); here are the island's spellings of those it names in code, and its side of
 * the dialog. The inline scripts are shipped minified, not bundled, and cannot import this file: they spell the same
 * strings. `contract.test.ts` scans both sides for every kind and holds them to the table: a signal both use that is
 * not there, or an entry one side no longer uses, fails it.
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
