// @ts-check
// Apart from rules.js: the island's loader reaches contract.ts, which uses this, and must not carry the rest of the
// rules (they would share a chunk with the island's and load with the page). Linked into walletDialog.js by
// build/inlineScripts.ts like rules.js.

/**
 * Focus back on the wallet the visitor tried, in the wallet dialog (a refusal, a code left): Enter tries it again.
 * The one place either runtime moves focus there.
 * @param {ParentNode} dialog @param {string} walletId
 */
export function focusWalletTried(dialog, walletId) {
  const option = dialog.querySelector(`[data-qc-wallet="${CSS.escape(walletId)}"]`);
  if (option instanceof HTMLElement && document.activeElement !== option) option.focus();
}
