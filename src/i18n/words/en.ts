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
    homeNav: 'Home',
    pagesNav: 'Pages',
    languagesNav: 'Language',
    accountRegion: 'Your account',
    connectToSee: 'Connect a wallet to see your address, balances and actions.',
    connectToUse: 'Connect a wallet to use this page.',
    footerChain: 'BNB Smart Chain (id {id})',
    noScript: 'Connecting a wallet needs JavaScript. Enable it and reload this page.',
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
