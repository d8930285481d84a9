/**
 * The shape of Portico's site settings: the seam between the config CLI and the site.
 *
 * `portico config` writes `generated.ts` (a value of `PorticoSettings`) from `portico.config.json`;
 * the island reads only through `runtimeSettings.ts`. Nothing else in `src/` reads env or config files.
 * The CLI imports this file too, so it holds only types and plain lists: nothing that needs Node or a browser.
 * (`generatedWallets.ts` beside it, also written by the CLI, imports RainbowKit's wallet factories; only the site reads it.)
 */

/** A `#rgb` or `#rrggbb` colour, validated by the CLI before it reaches CSS. */
export type HexColor = `#${string}`;

/**
 * A wallet, by the `id` of its RainbowKit definition (`injected`, `metaMask`, `binance`, `1inch`, …): any wallet
 * RainbowKit defines. The CLI checks each id against RainbowKit's own exports (`cli/config/walletCatalog.ts`) and
 * writes the configured wallets' factories, and which of them pair by WalletConnect, into `generatedWallets.ts`.
 */
export type WalletId = string;

export interface ChainSettings {
  /** Only BNB Smart Chain is supported. */
  readonly id: 56;
  readonly name: string;
  readonly nativeCurrency: { readonly name: string; readonly symbol: string; readonly decimals: 18 };
  readonly blockExplorer: { readonly name: string; readonly url: string };
  /** Primary first, then fallbacks, tried in that order. */
  readonly rpcUrls: readonly [string, ...string[]];
}

export interface TransportSettings {
  readonly timeoutMs: number;
  readonly retryCount: number;
  /** Base delay; viem doubles it on each retry (150, 300, 600 ms). */
  readonly retryDelayMs: number;
  readonly pollingIntervalMs: number;
}

/** One wallet in a group; colours override the wallet's own icon accent and background. */
export interface WalletEntry {
  readonly id: WalletId;
  readonly iconAccent?: HexColor;
  readonly iconBackground?: HexColor;
}

export interface WalletGroupSettings {
  readonly groupName: string;
  readonly wallets: readonly WalletEntry[];
}

export interface SafeSettings {
  /** Exact https origins of Safe{Wallet} hosts allowed to embed the site and talk to it. */
  readonly allowedOrigins: readonly string[];
  /** How long the Safe connector waits for the host's `getSafeInfo` answer. */
  readonly getInfoTimeoutMs: number;
}

export interface ThemeSettings {
  readonly accentColor: HexColor;
  readonly accentColorForeground: HexColor;
}

/**
 * A page of the site beside the home page, in the order the navigation lists them. `path` is one URL segment
 * (`token` is served at `token/`, relative to the site's base, so it works under an IPFS sub-path too).
 */
export interface PageSettings {
  readonly path: string;
  readonly title: string;
}

/** Page paths no added page may take: the site's own files, build output and the harness's test routes. */
export const reservedPagePaths: readonly string[] = [
  'index',
  '404',
  '500',
  'api',
  'assets',
  'public',
  'manifest',
  'logo',
  'robots',
  'sitemap',
  'favicon',
];

/**
 * A language the site ships, one of RainbowKit's locales (the CLI derives the list from the locale files RainbowKit
 * ships, `cli/config/localeCatalog.ts`). Every page is built once per language: the default at the site's root, the
 * others under `<code>/`.
 */
export interface LocaleSettings {
  /** The BCP 47 tag of the pages' `<html lang>` and URL folder: `en`, `vi`, `zh-CN`. */
  readonly code: string;
  /** RainbowKit's id for the same language (its `Locale` type), given to its provider: `en-US`, `uk-UA`. */
  readonly rainbowKit: string;
  /** The language's name in itself, for the language switcher (`Intl.DisplayNames`): `Tiếng Việt`, `العربية`. */
  readonly name: string;
  /** Writing direction (`Intl.Locale` text info): `rtl` for Arabic. */
  readonly dir: 'ltr' | 'rtl';
}

/**
 * The maintainer's own texts in one language other than the default. Each is optional: a text not given falls back
 * to the default language's (and `portico check` reports it). Keyed by page path and by the group's default name.
 */
export interface LocalizedTexts {
  readonly appName?: string;
  readonly appDescription?: string;
  readonly pageTitles?: Readonly<Record<string, string>>;
  readonly groupNames?: Readonly<Record<string, string>>;
}

export interface PorticoSettings {
  readonly appName: string;
  readonly appDescription: string;
  /** Path of the round logo under `public/`, e.g. `logo.svg`. */
  readonly logo: string;
  readonly theme: ThemeSettings;
  readonly chain: ChainSettings;
  readonly transport: TransportSettings;
  readonly walletGroups: readonly WalletGroupSettings[];
  /** WalletConnect Cloud project id (32 hex chars), or null to leave WalletConnect wallets out. */
  readonly walletConnectProjectId: string | null;
  readonly safe: SafeSettings;
  /** The site's pages beside the home page (`portico page add` writes them), listed in the navigation. */
  readonly pages: readonly PageSettings[];
  /** The language of the site's root pages; one of `locales`. */
  readonly defaultLocale: string;
  /** Every language the site ships, in the switcher's order. */
  readonly locales: readonly LocaleSettings[];
  /** The maintainer's texts per language code other than the default (the texts above are the default's). */
  readonly translations: Readonly<Record<string, LocalizedTexts>>;
  /**
   * The site's public address with a closing `/` (`https://portico.example/`), when the maintainer gives one: the
   * pages then carry absolute hreflang and canonical links and the build writes `sitemap.xml`. Absent for a build
   * served from any address (IPFS).
   */
  readonly site?: string;
}
