import type { Address } from 'viem';
import { EARLY_ACCOUNT_SLOT } from './contract.ts';
import { ACCOUNT_KEY_PREFIX, ADDRESS_PATTERN, accountKey } from './rules.js';

/**
 * The account a visitor was connected with when they left a page, so that the next page draws it from its first
 * frame (src/connect/rememberedAccount.js, the inline script before the island) instead of "Connect Wallet". It is
 * never shown as confirmed until the wallet has answered in this page load. Written by the island while connected,
 * removed when it disconnects. One record per site: the key carries the site's root path, since sites under one
 * IPFS gateway share an origin (every page is a file at the site's root: `build.format: 'file'`). The key and the
 * address check are the inline script's too (src/connect/rules.js).
 */
export const ACCOUNT_MEMORY_PREFIX = ACCOUNT_KEY_PREFIX;
/** What the inline script found and drew, for the island's first render (`window.__porticoEarlyAccount`). */
export const EARLY_ACCOUNT_FLAG = EARLY_ACCOUNT_SLOT;

export { shortAddress } from './drawHeader.js';
export { accountKey as accountMemoryKey, siteRoot } from './rules.js';

/** Remembers the connected account and its connector (the EIP-6963 rdns, `injected`, `safe`…). */
export function rememberAccount(
  storage: Pick<Storage, 'setItem'>,
  root: string,
  account: { address: Address; connector: string },
  now = Date.now(),
): void {
  try {
    storage.setItem(accountKey(root), JSON.stringify({ ...account, at: now }));
  } catch {
    // Storage full or refused: the next page simply starts from "Connect Wallet".
  }
}

export function forgetAccount(storage: Pick<Storage, 'removeItem'>, root: string): void {
  try {
    storage.removeItem(accountKey(root));
  } catch {}
}

/** The account the inline script drew before the island, and whether the wallet confirmed it in this load. */
export interface EarlyAccount {
  readonly address: Address;
  readonly confirmed: boolean;
}

/** What the inline script drew, if anything (checked: the flag lives on `window`). */
export function earlyAccount(win: Window = window): EarlyAccount | undefined {
  const value = (win as unknown as Record<string, unknown>)[EARLY_ACCOUNT_FLAG];
  if (typeof value !== 'object' || value === null) return undefined;
  const { address, confirmed } = value as { address?: unknown; confirmed?: unknown };
  if (typeof address !== 'string' || !ADDRESS_PATTERN.test(address) || typeof confirmed !== 'boolean')
    return undefined;
  return { address: address as Address, confirmed };
}
