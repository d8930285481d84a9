/**
 * The Safe's product name, the same in every language. Given to the words tables as a `{safeWallet}` value: its
 * braces, written in a table's text, would read as a placeholder.
 */
export const SAFE_WALLET = 'Safe{Wallet}';
