/**
 * The whole contract between the page before any module has run (its HTML and classic inline scripts) and the
 * page's modules (the island's loader, the dialog's owner, the island). Every id, `data-*` attribute, `window`
 * name, event and storage key both sides use is in one typed table, `SHARED_SIGNALS` (sharedSignals.ts); here are the
 * modules' spellings of those they name in code. The inline scripts are shipped minified, not bundled, and cannot
 * import this file: they spell the same strings. `contract.test.ts` scans both sides for every kind and holds them to the table: a signal both use that is
 * not there, or an entry one side no longer uses, fails it.
 */

/** The `id` of the page's `<dialog>`. */
export const QUICK_CONNECT_DIALOG_ID = 'portico-quick-connect';
/**
 * `window` slot: the clicks firstPaint.js saw before the dialog's owner started (an array), then the owner's own
 * receiver (`push`). Read through `dialog/walletDialog.ts`, which checks every entry.
 */
export const CLICK_QUEUE_SLOT = '__porticoClicks';
/** `window` slot: rememberedAccount.js's function that draws an account in the header's button. */
export const SHOW_ACCOUNT_SLOT = '__porticoShowAccount';
/** On `document`, from the island's loader: the island's code could not load, so the dialog says so. */
export const LOAD_FAILED_EVENT = 'portico:load-failed';

/** `window` slot: the account rememberedAccount.js drew before the island ran (read through accountMemory.ts). */
export const EARLY_ACCOUNT_SLOT = '__porticoEarlyAccount';

/** On `<html>`: the visitor clicked an account drawn before RainbowKit's button; the island opens its dialog. */
export const ACCOUNT_WANTED_ATTRIBUTE = 'data-portico-account-wanted';
/** On `window`: such a click was made (the attribute is set). */
export const ACCOUNT_WANTED_EVENT = 'portico:account-wanted';

/** Tells the page that the island's code could not load (firstPaint.js says so, and the dialog takes no pick). */
export function reportLoadFailed(): void {
  document.dispatchEvent(new Event(LOAD_FAILED_EVENT));
}
