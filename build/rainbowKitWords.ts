import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Build time only: RainbowKit's own words for what its connect modal names ("Connect a Wallet", "Installed",
 * "Recent", "What is a Wallet?", "Get a Wallet", …), read from the locale file the pinned RainbowKit ships, so the
 * page's dialog says what RainbowKit's would and follows it on an upgrade. RainbowKit bundles each locale as a JSON
 * text in a chunk (`dist/en_US-<hash>.js` re-exports it); the text is read, never evaluated.
 */
export interface RainbowKitWords {
  readonly connectWallet: string;
  readonly title: string;
  readonly recent: string;
  readonly installed: string;
  readonly get: string;
  readonly learnMore: string;
  readonly newToWallets: string;
  readonly intro: {
    readonly title: string;
    readonly description: string;
    readonly digitalAsset: { readonly title: string; readonly description: string };
    readonly login: { readonly title: string; readonly description: string };
    readonly getWallet: string;
  };
  readonly getTitle: string;
  /** "Opening %{wallet}...", "Scan with %{wallet}", … with the wallet's name put in by the page. */
  readonly opening: string;
  readonly connecting: string;
  readonly confirm: string;
  readonly confirmMobile: string;
  readonly connectMobile: string;
  readonly scan: string;
  readonly scanFallback: string;
  readonly notInstalled: string;
  readonly connected: string;
  readonly disconnect: string;
  readonly copyAddress: string;
  readonly copied: string;
  readonly wrongNetwork: string;
  readonly switchNetworks: string;
  readonly recentTransactions: string;
  /** The wallet groups RainbowKit names (`connector_group.*`: popular, recommended, installed, other, …), by key. */
  readonly groups: Readonly<Record<string, string>>;
}

type Json = { readonly [key: string]: Json | string };

/**
 * One text, its placeholders in the site's form (`%{wallet}` → `{wallet}`, filled by src/i18n/siteWords.ts `fill`)
 * and a closing "..." written as the ellipsis the site's own words use.
 */
const text = (value: Json | string | undefined, path: string): string => {
  if (typeof value !== 'string') throw new Error(`RainbowKit's locale has no text at ${path}.`);
  return value.replace(/%\{(\w+)\}/g, '{$1}').replace(/\.\.\.$/, '…');
};

function at(root: Json, path: string): string {
  let node: Json | string | undefined = root;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return text(node, path);
}

const cache = new Map<string, Json>();

const simpleEscapes: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  0: '\0',
};

/** The text of a JavaScript string literal's body: its escapes (`\n`, `\xED`, `\u062A`, `\'`) read, nothing run. */
function unescapeJs(body: string): string {
  return body.replace(
    /\\(x[0-9a-fA-F]{2}|u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|[\s\S])/g,
    (_whole, sequence: string) => {
      if (/^x|^u/.test(sequence) && sequence.length > 1) {
        return String.fromCodePoint(Number.parseInt(sequence.slice(1).replace(/[{}]/g, ''), 16));
      }
      return simpleEscapes[sequence] ?? sequence;
    },
  );
}

/**
 * The locale's JSON text out of its chunk, without evaluating it: RainbowKit's bundler writes it either as a template
 * literal or as a single-quoted string, either with JavaScript escapes (`\uXXXX`, `\xHH`, `\n`) in it.
 */
function localeText(source: string): string | undefined {
  const template = /=\s*`(\s*\{[\s\S]*\}\s*)`;/.exec(source)?.[1];
  if (template) return unescapeJs(template);
  const quoted = /=\s*'((?:[^'\\]|\\.)*)';/.exec(source)?.[1];
  return quoted === undefined ? undefined : unescapeJs(quoted);
}

/**
 * The JSON text of one RainbowKit locale, by its id (`en-US`, `uk-UA`, `zh-CN`; the file name's `en_US` too), found
 * through the chunk its entry re-exports.
 */
export function rainbowKitLocale(id = 'en-US'): Json {
  const locale = id.replace('-', '_');
  const known = cache.get(locale);
  if (known) return known;
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@rainbow-me/rainbowkit'));
  const entry = readdirSync(dist).find((name) => name.startsWith(`${locale}-`) && name.endsWith('.js'));
  if (!entry) throw new Error(`RainbowKit ships no ${locale} locale in ${dist}.`);
  const chunk = /from\s+"\.\/(chunk-[\w-]+\.js)"/.exec(readFileSync(join(dist, entry), 'utf8'))?.[1];
  const source = readFileSync(join(dist, chunk ?? entry), 'utf8');
  const json = localeText(source);
  if (!json) throw new Error(`RainbowKit's ${locale} locale is not where this reader expects it (${entry}).`);
  const parsed = JSON.parse(json) as Json;
  cache.set(locale, parsed);
  return parsed;
}

function group(words: Json): Json {
  const groups = words.connector_group;
  if (typeof groups !== 'object') throw new Error("RainbowKit's locale has no connector_group.");
  return groups;
}

export function rainbowKitWords(locale = 'en-US'): RainbowKitWords {
  const words = rainbowKitLocale(locale);
  return {
    connectWallet: at(words, 'connect_wallet.label'),
    title: at(words, 'connect.title'),
    recent: at(words, 'connect.recent'),
    installed: at(words, 'connector_group.installed'),
    get: at(words, 'get.action.label'),
    learnMore: at(words, 'connect.learn_more.label'),
    newToWallets: at(words, 'connect.new_to_ethereum.description'),
    intro: {
      title: at(words, 'intro.title'),
      description: at(words, 'intro.description'),
      digitalAsset: {
        title: at(words, 'intro.digital_asset.title'),
        description: at(words, 'intro.digital_asset.description'),
      },
      login: { title: at(words, 'intro.login.title'), description: at(words, 'intro.login.description') },
      getWallet: at(words, 'intro.get.label'),
    },
    getTitle: at(words, 'get.title'),
    opening: at(words, 'connect.status.opening'),
    connecting: at(words, 'connect.status.connecting'),
    confirm: at(words, 'connect.status.confirm'),
    confirmMobile: at(words, 'connect.status.confirm_mobile'),
    connectMobile: at(words, 'connect.status.connect_mobile'),
    scan: at(words, 'connect_scan.title'),
    scanFallback: at(words, 'connect_scan.fallback_title'),
    notInstalled: at(words, 'connect.status.not_installed'),
    connected: at(words, 'chains.connected'),
    disconnect: at(words, 'profile.disconnect.label'),
    copyAddress: at(words, 'profile.copy_address.label'),
    copied: at(words, 'profile.copy_address.copied'),
    wrongNetwork: at(words, 'connect_wallet.wrong_network.label'),
    switchNetworks: at(words, 'chains.title'),
    recentTransactions: at(words, 'profile.transactions.recent.title'),
    groups: Object.fromEntries(
      Object.keys(group(words)).map((key) => [key, at(words, `connector_group.${key}`)]),
    ),
  };
}
