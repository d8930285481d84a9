/**
 * The site's own words in English: the reference table every other language's table must match entry for entry
 * (`SiteWords`, below, is its shape with every text widened to `string`, so a missing or extra entry in another
 * table is a compile error). Things RainbowKit names ("Connect Wallet", "Recent", "Installed", …) are not here:
 * they are read from RainbowKit's own locale files (build/rainbowKitWords.ts). `{name}` marks a value filled in
 * at the place of use (src/i18n/siteWords.ts `fill`); every table keeps the same placeholders.
 */
export const en = {
  /** The header and the page around the island. */
  page: {
    loading: 'Loading…',
    /** A returning visitor's account in the header before their wallet confirms it. */
    unconfirmedMark: 'checking',
    accountConnected: '{address}, connected',
    accountUnconfirmed: '{address}, not yet confirmed by your wallet',
    homeNav: 'Home',
    pagesNav: 'Pages',
    languagesNav: 'Language',
    accountRegion: 'Your account',
    connectToSee: 'Connect a wallet to see your address, balances and actions.',
    connectToUse: 'Connect a wallet to use this page.',
    footerChain: 'BNB Smart Chain (id {id})',
    noScript: 'Connecting a wallet needs JavaScript. Enable it and reload this page.',
  },
  /**
   * The wallet dialog's own words (src/connect/): what RainbowKit's modal does not say the same way. Its headings,
   * groups, "Opening {wallet}…" and "Scan with {wallet}" are RainbowKit's. `close` names the toasts' close button too,
   * and `checkingWallet` is also what a wallet-aware component says while auto-connect is still asking (src/extend/).
   */
  dialog: {
    close: 'Close',
    backToWallets: 'Back to wallets',
    copyLink: 'Copy link',
    pickAgain: 'Pick a wallet to try again.',
    loadFailedShort: 'Could not load. Reload the page.',
    loadFailed: 'The wallet list could not load. Check your connection and reload the page.',
    checkingWallet: 'Checking your wallet…',
    notHere: 'That wallet is not available in this browser. Choose another wallet, or reload the page.',
    scanHint: 'Open {wallet} on your phone, scan this code, then approve the connection there.',
    scanHintAny:
      'Open a WalletConnect wallet on your phone and scan this code, then approve the connection there.',
    preparingCode: 'Preparing the code…',
    linkCopied: 'Link copied. Paste it into your wallet.',
    copyFailed: 'Could not copy the link. Scan the code instead.',
    qrLabel: 'QR code to connect {wallet}',
    openWallet: 'Open {wallet}',
    waitingFor: 'Waiting for {wallet} to approve…',
  },
  /** The /token page's own text. */
  token: {
    intro: 'Your BSC-USD balance on BNB Smart Chain, and a transfer checked before your wallet is asked.',
    connectToSee: 'Connect a wallet to see and send BSC-USD.',
  },
  /** The 404 page. */
  notFound: {
    title: 'Page not found',
    text: 'There is nothing at this address.',
    home: 'Go to the start page',
  },
  /**
   * The toasts for a failure, by error family code (src/errors/messages.ts, which keeps each one's level and toast
   * id): what happened and what to do, one sentence or two ending in a full stop. An RPC timeout shows
   * RPC_UNREACHABLE's words (one toast for both). `{reason}` is the Safe's own words, which it sends in English.
   */
  errors: {
    WALLET_REJECTED: 'Request cancelled in your wallet. Nothing was sent.',
    WALLET_BUSY:
      'Your wallet already has a request waiting. Open your wallet to finish or dismiss it, then try again.',
    NO_WALLET: 'No wallet found in this browser. Install a wallet extension or pick another wallet.',
    WALLET_UNAUTHORIZED:
      'Your wallet has not authorised this site for that request. Reconnect your wallet, then try again.',
    WALLET_UNSUPPORTED_REQUEST: 'Your wallet does not support this request. Try again with another wallet.',
    WALLET_TIMEOUT:
      'Your wallet did not answer, so the request was given up. If it is still open in your wallet, dismiss it there, then try again.',
    WALLET_WAIT_CANCELLED: 'Stopped waiting for your wallet. If the request is still open there, dismiss it.',
    WALLET_BAD_ADDRESS:
      'Your wallet answered with something that is not an account address, so it was not connected. Try again, or use another wallet.',
    WALLET_BAD_CHAIN:
      'Your wallet reported a network id that is not valid, so it was not connected. Check the network in your wallet, or use another wallet.',
    WALLET_NO_ACCOUNT:
      'Your wallet shared no account, so nothing was connected. Unlock your wallet or choose an account in it, then try again.',
    WALLET_BAD_ANSWER:
      'Your wallet answered with something that is not valid, so it was not used. Try again, or use another wallet.',
    CHAIN_NOT_SUPPORTED: 'That network is not supported here. Portico works on BNB Smart Chain only.',
    WRONG_NETWORK:
      'Your wallet is on another network. Switch to BNB Smart Chain and try again. Nothing was sent.',
    SWITCH_FAILED:
      'Could not switch to BNB Smart Chain. Switch networks from within your wallet and try again.',
    SWITCH_UNSUPPORTED:
      'Your wallet does not support switching networks. Switch to BNB Smart Chain from within your wallet.',
    INSUFFICIENT_FUNDS:
      'Your account does not have enough BNB to pay for this transaction and its network fee. Nothing was sent.',
    RPC_UNREACHABLE:
      'The BNB Smart Chain network is not answering. Check your connection; the page keeps working.',
    SAFE_TIMEOUT: 'Your Safe did not answer. Reload the app in your Safe, then try again.',
    SAFE_NOT_CONFIRMED: 'Something went wrong: The Safe owners did not confirm the message in time.',
    SAFE_REFUSED: 'Your Safe refused the request: {reason}. Reload the app in your Safe, then try again.',
    SAFE_PERMISSION_DECLINED: 'Permission declined in your Safe. Nothing was shared.',
    SAFE_PERMISSION_INVALID:
      'Permissions request is invalid: this app asked your Safe for a permission that does not exist.',
    STORAGE_UNAVAILABLE:
      'This browser does not let the site store anything, so it will not remember you next time. The page keeps working.',
    UNEXPECTED: 'Something went wrong. Please try again.',
  },
  /**
   * The connection state in words beside the header's button (src/rainbowkit/ConnectionStatus.tsx; "Connecting…"
   * and "Connected" are RainbowKit's).
   */
  status: {
    disconnected: 'Disconnected',
  },
  /**
   * The header's wallet control around RainbowKit: the line left when the wallet view failed
   * (src/wallets/WalletBoundary.tsx), and the network button's accessible name, which starts with the words it shows
   * (src/rainbowkit/repairMarkup.ts).
   */
  header: {
    walletTrouble: 'The wallet view stopped working. Connect again, or reload the page.',
    networkButton: '{shown}, choose a network',
    chooseNetwork: 'Choose a network',
  },
  /**
   * The connected account's panel (src/account/): the facts, the balances, the wrong-network state. "Copied!",
   * "Disconnect" and the wrong-network sentence are RainbowKit's.
   */
  account: {
    address: 'Address',
    network: 'Network',
    wallet: 'Wallet',
    chain: '{name} (id {id})',
    unsupportedChain: 'Unsupported network (id {id})',
    unknownWallet: 'Unknown',
    copy: 'Copy',
    /** Beside a balance the network could not read, and before it when the last known one is still shown. */
    unavailable: 'unavailable (network not answering)',
    lastKnown: '(last known)',
    switching: 'Switching…',
    switchTo: 'Switch to {network}',
  },
  /**
   * Inside a Safe (src/account/SafeDetails.tsx, SafeStates.tsx, src/safe/ForeignHostNotice.tsx). `{safeWallet}` is
   * the product's name, Safe{Wallet}. A count's forms are chosen by `Intl.PluralRules` for the page's language: a
   * table gives `other` and any of `zero`, `one`, `two`, `few`, `many` its language uses.
   */
  safe: {
    label: 'Safe',
    threshold: {
      one: '{threshold} of {count} owner must confirm',
      other: '{threshold} of {count} owners must confirm',
    },
    detailsUnavailable: 'Safe details unavailable',
    addressBook: 'Address book',
    load: 'Load',
    contacts: {
      one: '{count} contact on BNB Smart Chain',
      other: '{count} contacts on BNB Smart Chain',
    },
    otherChain:
      'This Safe is on another network (id {id}). Open your Safe on {network} in {safeWallet} to use this app; a Safe cannot switch networks.',
    readOnly:
      'This Safe is open read-only (you are not one of its owners), so nothing can be signed or sent from here.',
    foreignHost:
      'This page is embedded by {origin}, which is not an allowed Safe host, so no Safe was connected. Open it from {safeWallet} or directly.',
  },
  /**
   * Sending and following a transaction (src/transactions/): the button, the status line under it, the toasts, and the
   * names RainbowKit's "Recent Transactions" lists. `{explorer}` is the block explorer's name (BscScan).
   */
  transactions: {
    testDescription: 'Test transaction: 0 BNB to yourself',
    sendTest: 'Send a test transaction',
    confirmInWallet: 'Confirm in your wallet…',
    pending: 'Pending',
    pendingSeen: 'Pending (seen by the network)',
    confirmed: 'Confirmed',
    failed: 'Failed',
    dropped: 'Dropped (no longer known to the network)',
    replaced: 'Replaced in your wallet',
    sentToast: 'Transaction sent, waiting for confirmation.',
    droppedToast:
      'The transaction was dropped: the network no longer knows it and it was not mined. If your wallet still shows it as pending, it may yet be sent; this page will say so.',
    replacedToast:
      'The transaction was replaced in your wallet (sped up or cancelled): another one took its nonce.',
    confirmedToast: 'Transaction confirmed.',
    failedToast: 'Transaction failed on chain.',
    viewOn: 'View on {explorer}',
    /** A Safe transaction, from proposed to executed (src/transactions/followSafeTransaction.ts). */
    safeProposed: 'Proposed in your Safe',
    safeProposedToast: 'Proposed in your Safe. Waiting for the owners…',
    safeAwaitingConfirmations: 'Awaiting confirmations ({count} of {required})',
    safeAwaitingExecution: 'Awaiting execution',
    safeExecuted: 'Executed',
    safeCancelled: 'Cancelled',
    safeCancelledLabel: 'Cancelled in your Safe',
    safeCancelledToast: 'The Safe transaction was cancelled (its nonce was replaced). Nothing was executed.',
    safeFailedLabel: 'Failed in your Safe',
    safeFailedToast: 'The Safe transaction failed.',
  },
  /**
   * Signing a message and verifying it (src/signing/); "Waiting for signature…" is RainbowKit's. `message` is the text the wallet shows and signs: `{issued}`
   * is an ISO 8601 time, `\n` a line break.
   */
  signing: {
    sign: 'Sign a message',
    verifying: 'Verifying…',
    stop: 'Stop waiting',
    verified: 'Verified ({method})',
    notValid: 'Not valid ({method})',
    byRecovery: 'recovered signer',
    byEip1271: 'EIP-1271 isValidSignature',
    byEip1271Legacy: 'EIP-1271 legacy isValidSignature',
    verifiedToast: 'Signature verified.',
    notValidToast: 'The signature does not verify for this account.',
    safeWaitingToast: 'Waiting for the Safe owners to confirm the message…',
    message: '{app} signature check\nAccount: {address}\nChain: {chain}\nIssued: {issued}',
  },
  /**
   * The /token page's transfer (src/components/TokenTransfer.tsx) and its checks (src/account/transferForm.ts).
   * `{example}` is 1.5 written in the page's language (1,5 where the comma is the decimal mark).
   */
  transfer: {
    description: 'Transfer {symbol}',
    connectToSend: 'Connect a wallet to send {symbol}.',
    switchToSee: 'Switch your wallet to BNB Smart Chain to see and send {symbol}.',
    title: '{symbol} (BSC-USD)',
    youHold: 'You hold',
    safeHolds: 'Your Safe holds',
    recipient: 'Recipient address',
    amount: 'Amount ({symbol})',
    send: 'Send',
    propose: 'Propose transfer',
    recipientEmpty: "Enter the recipient's address.",
    notAnAddress: 'This is not an address: it should be 0x followed by 40 characters from 0-9 and a-f.',
    badChecksum:
      'This address fails its checksum (the mix of capitals), so a character is probably wrong. Copy it again from where you got it.',
    zeroAddress: 'Tokens sent to the zero address are lost. Enter the real recipient.',
    amountEmpty: 'Enter an amount.',
    /** Where the point is the decimal mark and a comma was typed: `{fixed}` is the amount with a point. */
    usePoint: 'Use a point for decimals: {fixed}.',
    notANumber: 'Enter a positive number, such as {example} (digits and one point only).',
    tooManyPlaces: '{symbol} has at most {decimals} decimal places.',
    notPositive: 'Enter an amount greater than 0.',
    balanceUnknown: 'Your balance is still being read. Try again in a moment.',
    overBalance: 'That is more than your balance of {balance} {symbol}.',
  },
  /** The toasts' region name with its shortcut (src/notify/Toasts.tsx); its close button says `dialog.close`. */
  notify: {
    region: 'Notifications Alt+T',
  },
} as const;

/** A table of the site's words: the English table's shape, every text a string. */
export type SiteWords = Widen<typeof en>;

/**
 * A text with a count in it, in each form the language's plural rules name (`Intl.PluralRules`): English has `one`
 * and `other`, Russian `one`, `few`, `many` and `other`, Japanese `other` only. `other` is always there (the fallback).
 */
export type PluralForms = { readonly other: string } & {
  readonly [K in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

// A count's forms (an object with `other`) widen to every language's forms, not to English's two.
type Widen<T> = T extends string
  ? string
  : T extends { readonly other: string }
    ? PluralForms
    : { readonly [K in keyof T]: Widen<T[K]> };
