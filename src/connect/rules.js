// @ts-check
// The rules the page's inline scripts and its modules both apply, written once: what an address is, where the
// visitor's account is remembered, which EIP-6963 announcements are taken (how the header draws its wallet control is
// drawHeader.js, apart so that the island's loader does not carry it). An ES module without imports: the modules
// import it, and build/inlineScripts.ts writes it into each inline script that imports it (those run before any
// module could load).

/** An account address, as `eth_accounts` gives it: `0x` and 40 hex digits. */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/**
 * A chain id as a wallet may send it: `0x`-hex (EIP-1193), or the decimal string or number some wallets send
 * instead. Anything else (`"0xZZ"`, `null`, `0`, a fraction, a list) is not a chain id: `undefined`.
 * @param {unknown} value
 * @returns {number | undefined}
 */
export function parseChainId(value) {
  /** @type {number} */
  let id;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string' && /^(?:0x[0-9a-f]+|[0-9]+)$/i.test(value)) id = Number(value);
  else return undefined;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

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
