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
   * groups, "Opening {wallet}…" and "Scan with {wallet}" are RainbowKit's.
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
} as const;

/** A table of the site's words: the English table's shape, every text a string. */
export type SiteWords = Widen<typeof en>;

type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };
