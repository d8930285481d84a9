/**
 * The public surface for wallet-aware components (src/components/*.tsx, placed on a page with
 * `<WalletAware component="…" />`). Components import from here only; everything else in src/ may change.
 * docs/adding-a-page.md walks through it.
 */

// Tokens and amounts (written with the page language's decimal mark).
export { decimalMark, formatAmount } from '../account/formatAmount.ts';
export { bscUsd } from '../account/tokens.ts';
export { checkAmount, checkRecipient, type FieldCheck } from '../account/transferForm.ts';
export { type TokenBalance, type TokenInfo, useTokenBalance } from '../account/useTokenBalance.ts';
// Words: the page's table in its language (read while rendering, never when a module loads), `{name}` filled in.
export { fill, pageLanguage, siteWords } from '../i18n/siteWords.ts';
// Sign and verify: EIP-191, EIP-1271 (a Safe's signature made on chain included).
export { type SignAndVerify, type SignedMessage, useSignAndVerify } from '../signing/useSignAndVerify.ts';
export { tokenTransfer } from '../transactions/tokenTransfer.ts';
// Send and follow: hash → receipt standalone, safeTxHash → owners → executed inside a Safe; toasts included.
export {
  ExplorerLink,
  type SendAndFollow,
  type SendOutcome,
  type SendRequest,
  useSendAndFollow,
} from '../transactions/useSendAndFollow.tsx';
// Account, chain and connection.
export { ConnectPrompt } from './ConnectPrompt.tsx';
// Forms: a labelled field whose refusal is marked and read with it.
export { TextField, type TextFieldProps } from './TextField.tsx';
export { type PorticoAccount, usePorticoAccount } from './usePorticoAccount.ts';
