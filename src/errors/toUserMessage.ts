/**
 * Any error from wagmi, viem, a wallet or the Safe host → the sentence a person reads in a toast:
 * classified into a PorticoError family (`toPorticoError`), then looked up in the words table (`userMessages`).
 * Recognition is by error `name` and RPC `code` while walking the `cause` chain, so this needs no wagmi or viem
 * classes in the bundle and still sees a 4001 wrapped three levels deep.
 */
import { siteWords } from '../i18n/siteWords.ts';
import type { SiteWords } from '../i18n/words/en.ts';
import { type ErrorContext, toPorticoError } from './classify.ts';
import { messageFor, type UserMessage } from './messages.ts';

export { causeChain } from './base.ts';
export type { ErrorContext } from './classify.ts';
export type { UserMessage, UserMessageLevel } from './messages.ts';

/**
 * `words` is the page's table unless given: the build passes each language's when it writes the wallet dialog's
 * messages into a page (src/connect/QuickConnect.astro).
 */
export function toUserMessage(
  error: unknown,
  context?: ErrorContext,
  words: Pick<SiteWords, 'errors'> = siteWords(),
): UserMessage {
  return messageFor(toPorticoError(error, context), words);
}

/** True when the error is a person saying no (to be shown calmly, never as an alarm). */
export function isUserRejection(error: unknown): boolean {
  return toPorticoError(error).code === 'WALLET_REJECTED';
}
