// @ts-check
// The rules the page's inline scripts and the island both apply, written once: what an address is, where the
// visitor's account is remembered, which EIP-6963 announcements are taken, how the header draws its wallet control. An ES
// module without imports: the island imports it, and build/inlineScripts.ts writes it into each inline script that
// imports it (those run before any module could load).

/** An account address, as `eth_accounts` gives it: `0x` and 40 hex digits. */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** The start of the key of the record of the visitor's account (src/connect/accountMemory.ts). */
export const ACCOUNT_KEY_PREFIX = 'portico.account:';

/**
 * The site's root path from a page's path (every page is a file there: `build.format: 'file'`):
 * `/ipfs/cid/token.html` → `/ipfs/cid/`.
 * @param {string} pathname
 */
export const siteRoot = (pathname) => pathname.slice(0, pathname.lastIndexOf('/') + 1) || '/';

/**
 * The record's key: one per site (`root`, from `siteRoot`), since sites under one IPFS gateway share an origin.
 * @param {string} root
 */
export const accountKey = (root) => `${ACCOUNT_KEY_PREFIX}${root}`;

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
 * dialog/firstClick.js and src/connect/accountWanted.ts); without it, it is "Connect Wallet" (a click opens the dialog).
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

/** Longest wallet name drawn anywhere (real ones are under 30 characters). */
export const MAX_WALLET_NAME = 64;
/** Longest icon data URL accepted (a 512 px PNG in base64 is well under this). */
export const MAX_WALLET_ICON = 200_000;
const MAX_UUID = 128;
const MAX_RDNS = 253;
const rdnsPattern = /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)+$/i;
const iconPattern = /^data:image\/[a-z0-9.+-]+[;,]/i;

/**
 * @typedef {{ request: (args: { method: string, params?: unknown }) => Promise<unknown> }} Provider
 * @typedef {{ readonly info: { readonly uuid: string, readonly name: string, readonly icon: string, readonly rdns: string }, readonly provider: Provider }} AnnouncedWallet
 */

/** @param {unknown} value @returns {value is object} */
const isObject = (value) => (typeof value === 'object' || typeof value === 'function') && value !== null;

/**
 * An EIP-6963 announcement's `detail`, checked where it enters (any extension can announce anything): a frozen
 * copy, or the reason it is refused. The page's dialog and wagmi's discovery (src/wallets/announcements.ts) take
 * exactly the same wallets.
 * @param {unknown} detail
 * @returns {AnnouncedWallet | string}
 */
export function checkAnnouncement(detail) {
  try {
    if (!isObject(detail)) return 'its detail is not an object';
    const { info, provider } = /** @type {{ info?: unknown, provider?: unknown }} */ (detail);
    if (!isObject(info)) return 'its info is not an object';
    const { uuid, name, icon, rdns } = /** @type {Record<string, unknown>} */ (info);
    if (typeof uuid !== 'string' || uuid.length === 0 || uuid.length > MAX_UUID)
      return 'its uuid is not valid';
    if (typeof name !== 'string') return 'its name is not text';
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > MAX_WALLET_NAME)
      return `its name is empty or longer than ${MAX_WALLET_NAME} characters`;
    if (typeof rdns !== 'string' || rdns.length > MAX_RDNS || !rdnsPattern.test(rdns))
      return 'its rdns is not a reverse domain name';
    if (typeof icon !== 'string' || icon.length > MAX_WALLET_ICON || !iconPattern.test(icon))
      return 'its icon is not a data:image/ URL of a sensible size';
    if (
      !isObject(provider) ||
      typeof (/** @type {{ request?: unknown }} */ (provider).request) !== 'function'
    )
      return 'it has no EIP-1193 provider';
    return Object.freeze({
      info: Object.freeze({ uuid, name: trimmed, icon, rdns }),
      provider: /** @type {Provider} */ (provider),
    });
  } catch {
    // A getter that throws, a revoked proxy.
    return 'reading it threw';
  }
}
