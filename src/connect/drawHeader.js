// @ts-check
// How the header draws its one wallet control, written once for the inline script that draws a returning visitor's
// account (rememberedAccount.js) and the island (HeaderControl.tsx). Apart from rules.js, which the island's loader
// carries for the wallet dialog's owner: this is the island's, and loads with it. An ES module without imports, so
// build/inlineScripts.ts can write it into the inline script.

/**
 * "0xf3…2266", as RainbowKit's account button shows an address.
 * @param {string} address
 */
export const shortAddress = (address) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/**
 * The header's account: the address as RainbowKit abbreviates it (left to right on a right-to-left page too) and,
 * while the wallet has not confirmed it in this page load, the visible "checking" `mark`. Fills `target`.
 * @param {Element} target @param {string} address @param {boolean} confirmed @param {string} mark
 */
export function drawAccount(target, address, confirmed, mark) {
  const text = document.createElement('bdi');
  text.dir = 'ltr';
  text.textContent = shortAddress(address);
  target.replaceChildren(text);
  if (confirmed) return;
  const unconfirmed = document.createElement('span');
  unconfirmed.className = 'account-unconfirmed';
  unconfirmed.textContent = mark;
  target.append(' ', unconfirmed);
}

/**
 * @typedef {{ readonly kind: 'connect' } | { readonly kind: 'account', readonly address: string, readonly confirmed: boolean } | { readonly kind: 'wrong-network' }} HeaderState
 * @typedef {{ readonly rk?: Readonly<Record<string, string>>, readonly page?: Readonly<Record<string, string>>, readonly header?: Readonly<Record<string, string>> }} HeaderWords
 */

/**
 * The header's one wallet control, drawn for `state` in place. It is the same `<button>` for the whole visit (the
 * page's HTML draws it, rememberedAccount.js and then the island redraw it), so focus on it is never lost to a
 * replaced element, and a click on it is never made on something about to go. `data-account-state` marks it as
 * the account (a click asks for the account dialog, or the network dialog on a chain the site does not serve:
 * dialog/firstPaint.js and src/connect/accountWanted.ts); without it, it is "Connect Wallet" (a click opens the dialog).
 * @param {HTMLElement} button @param {HeaderState} state @param {HeaderWords} words
 */
export function drawHeaderControl(button, state, words) {
  if (state.kind === 'account') {
    button.dataset.accountState = state.confirmed ? 'confirmed' : 'remembered';
    drawAccount(button, state.address, state.confirmed, words.page?.unconfirmedMark ?? '');
    const label = state.confirmed ? words.page?.accountConnected : words.page?.accountUnconfirmed;
    const short = shortAddress(state.address);
    button.setAttribute('aria-label', label?.replace('{address}', short) ?? short);
    return;
  }
  if (state.kind === 'wrong-network') {
    const shown = words.rk?.wrongNetwork ?? '';
    button.dataset.accountState = 'wrong-network';
    button.textContent = shown;
    // Its name starts with what it shows (WCAG 2.5.3) and says what it does.
    button.setAttribute('aria-label', words.header?.networkButton?.replace('{shown}', shown) ?? shown);
    return;
  }
  delete button.dataset.accountState;
  button.removeAttribute('aria-label');
  button.textContent = words.rk?.connectWallet ?? button.textContent;
}
