import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rainbowKitCorrections } from '../src/i18n/rainbowKitCorrections/index.ts';

/**
 * Build time only: RainbowKit's own words for what its connect modal names ("Connect a Wallet", "Installed",
 * "Recent", "What is a Wallet?", "Get a Wallet", …), read from the locale file the pinned RainbowKit ships, so the
 * page's dialog says what RainbowKit's would and follows it on an upgrade. RainbowKit bundles each locale as a JSON
 * text in a chunk (`dist/en_US-<hash>.js` re-exports it); the text is read, never evaluated. Where RainbowKit's text
 * has a slip, Portico's correction for that key (src/i18n/rainbowKitCorrections/) is what the page says.
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
  /** "Connecting", written as the site's other busy states are, with a closing ellipsis. */
  readonly connecting: string;
  readonly scan: string;
  readonly scanFallback: string;
  readonly connected: string;
  readonly disconnect: string;
  readonly copied: string;
  /** "Wrong network detected, switch or disconnect to continue." */
  readonly wrongNetworkDetected: string;
  /** "Wrong network": the header's control on a chain the site does not serve. */
  readonly wrongNetwork: string;
  /** "Waiting for signature…" */
  readonly signatureWaiting: string;
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

function rawAt(root: Json, path: string): Json | string | undefined {
  let node: Json | string | undefined = root;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return node;
}

/** Every key of RainbowKit's locale files the site draws a word from (the corrections may name only these). */
const drawn = new Set<string>();

/**
 * The reader of one locale: RainbowKit's text at a key, or Portico's correction of it. A correction whose
 * `rainbowKit` text is no longer RainbowKit's (an upgrade changed it) fails the build: it must be looked at again.
 */
function reader(root: Json, id: string): (path: string) => string {
  const corrections = rainbowKitCorrections[id] ?? {};
  return (path) => {
    drawn.add(path);
    const original = rawAt(root, path);
    const correction = corrections[path];
    if (!correction) return text(original, path);
    if (original !== correction.rainbowKit) {
      throw new Error(
        `RainbowKit's ${id} text at ${path} is now ${JSON.stringify(original)}, not the ${JSON.stringify(correction.rainbowKit)} ` +
          `that src/i18n/rainbowKitCorrections/${id}.json corrects: check the correction, then update or remove it.`,
      );
    }
    return text(correction.corrected, path);
  };
}

/** The keys `rainbowKitWords` reads (every locale reads the same ones). */
export function drawnRainbowKitKeys(): ReadonlySet<string> {
  rainbowKitWords('en-US');
  return drawn;
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

/** RainbowKit's words for one locale, by its id (`vi-VN`), with Portico's corrections applied. */
export function rainbowKitWords(locale = 'en-US'): RainbowKitWords {
  const words = rainbowKitLocale(locale);
  const id = locale.replace('_', '-');
  const at = reader(words, id);
  return {
    connectWallet: at('connect_wallet.label'),
    title: at('connect.title'),
    recent: at('connect.recent'),
    installed: at('connector_group.installed'),
    get: at('get.action.label'),
    learnMore: at('connect.learn_more.label'),
    newToWallets: at('connect.new_to_ethereum.description'),
    intro: {
      title: at('intro.title'),
      description: at('intro.description'),
      digitalAsset: {
        title: at('intro.digital_asset.title'),
        description: at('intro.digital_asset.description'),
      },
      login: { title: at('intro.login.title'), description: at('intro.login.description') },
      getWallet: at('intro.get.label'),
    },
    getTitle: at('get.title'),
    opening: at('connect.status.opening'),
    connecting: `${at('connect.status.connecting').replace(/…$/, '')}…`,
    scan: at('connect_scan.title'),
    scanFallback: at('connect_scan.fallback_title'),
    connected: at('chains.connected'),
    disconnect: at('profile.disconnect.label'),
    copied: at('profile.copy_address.copied'),
    wrongNetworkDetected: at('chains.wrong_network'),
    wrongNetwork: at('connect_wallet.wrong_network.label'),
    signatureWaiting: at('sign_in.signature.waiting'),
    groups: Object.fromEntries(Object.keys(group(words)).map((key) => [key, at(`connector_group.${key}`)])),
  };
}
