import * as rainbowWallets from '@rainbow-me/rainbowkit/wallets';
import { baseConfig, type ConfigJson } from './helpers.ts';

/**
 * Bad configs, one problem each unless named "several": every rule portico check enforces on the config.
 * `expect` lists text the error output must contain: the field's JSON path (or the file name for
 * load failures) and, where it matters, the bad value or the suggested fix.
 */
export interface BadCase {
  readonly name: string;
  /** A config object, raw file text, or null for "no file". */
  readonly config: ConfigJson | string | null;
  readonly expect: readonly string[];
  readonly args?: readonly string[];
  readonly env?: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: fixtures poke arbitrary paths of a JSON document.
type Mutable = Record<string, any>;
const edit = (change: (c: Mutable) => void): ConfigJson => {
  const config = baseConfig() as Mutable;
  change(config);
  return config;
};
/** The committed config's texts as plain (English) strings, so that a case may list other languages. */
const plainTexts = (c: Mutable) => {
  c.appDescription = c.appDescription.en;
  c.pages = [{ path: 'token', title: 'Token' }];
};
const text = (json: ConfigJson) => `${JSON.stringify(json, null, 2)}\n`;
const wallet = (c: Mutable, index: number, value: unknown) => {
  c.walletGroups[0].wallets[index] = value;
};

/**
 * A group of cases that each put one bad value in the same place and expect the error at `path`: a case names
 * itself, its value, and the words the output must hold besides the path.
 */
const oneValue =
  (path: string, put: (c: Mutable, value: unknown) => void) =>
  (name: string, value: unknown, ...words: string[]): BadCase => ({
    name,
    config: edit((c) => put(c, value)),
    expect: [path, ...words],
  });
const rpcUrl = oneValue('chain.rpcUrls[0]', (c, url) => (c.chain.rpcUrls = [url]));
const accentColor = oneValue('theme.accentColor', (c, colour) => (c.theme.accentColor = colour));
const projectId = oneValue('walletConnectProjectId', (c, id) => (c.walletConnectProjectId = id));
const safeOrigin = oneValue('safe.allowedOrigins[0]', (c, origin) => (c.safe.allowedOrigins = [origin]));
const transport = (key: string) =>
  oneValue(`transport.${key}`, (c, value) => (c.transport = { [key]: value }));

export const badCases: readonly BadCase[] = [
  // The file itself.
  { name: 'file missing', config: null, expect: ['portico.config.json', 'does not exist'] },
  { name: 'file empty', config: '', expect: ['portico.config.json', 'is empty'] },
  { name: 'not JSON', config: '{ appName: Portico }', expect: ['portico.config.json', 'line 1, column 3'] },
  {
    name: 'trailing comma',
    config: text(baseConfig()).replace('"getInfoTimeoutMs": 1000', '"getInfoTimeoutMs": 1000,'),
    expect: ['portico.config.json', 'trailing comma', 'line 87, column 29'],
  },
  {
    name: 'top-level array',
    config: '[{"appName": "Portico"}]\n',
    expect: ['portico.config.json', 'an array'],
  },
  { name: 'byte-order mark', config: `\uFEFF${text(baseConfig())}`, expect: ['portico.config.json', 'BOM'] },
  {
    name: 'NaN',
    config: text(baseConfig()).replace('"getInfoTimeoutMs": 1000', '"getInfoTimeoutMs": NaN'),
    expect: ['portico.config.json', 'NaN', 'line 87, column 25'],
  },
  {
    name: 'duplicate key',
    config: text(baseConfig()).replace(
      '"appName": "Portico",',
      '"appName": "Portico",\n  "appName": "Other",',
    ),
    expect: ['appName', 'more than once', 'line 3'],
  },
  // Chain.
  {
    name: 'chain id as string',
    config: edit((c) => (c.chain.id = '56')),
    expect: ['chain.id', 'without quotes'],
  },
  {
    name: 'chain id 1',
    config: edit((c) => (c.chain.id = 1)),
    expect: ['chain.id', 'chain 1 is not supported', '56'],
  },
  {
    name: 'a list of chains',
    config: edit((c) => (c.chain = [c.chain, c.chain])),
    expect: ['chain', 'only BNB Smart Chain (56)'],
  },
  { name: 'empty RPC list', config: edit((c) => (c.chain.rpcUrls = [])), expect: ['chain.rpcUrls', 'empty'] },
  rpcUrl('http RPC', 'http://bsc-dataseed.bnbchain.org', 'http://bsc-dataseed.bnbchain.org', 'https://'),
  rpcUrl('RPC with credentials', 'https://user:pw@bsc.example.com', 'credentials'),
  {
    name: 'duplicate RPC',
    config: edit((c) => c.chain.rpcUrls.push(c.chain.rpcUrls[0])),
    expect: ['chain.rpcUrls[2]', 'duplicates chain.rpcUrls[0]'],
  },
  rpcUrl('javascript: RPC', 'javascript:alert(1)', 'javascript:'),
  rpcUrl('ws: RPC', 'wss://bsc.example.com', 'wss:'),
  rpcUrl('RPC with a trailing space', 'https://bsc.example.com ', 'whitespace'),
  // Colours.
  accentColor('named colour', 'red', '"red"', '#rrggbb'),
  accentColor('CSS injection in a colour', '#fff;}</style><script>', 'not a hex colour'),
  {
    name: 'colour with a newline',
    config: edit((c) => (c.theme.accentColorForeground = '#fff\n--x:1')),
    expect: ['theme.accentColorForeground', '\\n'],
  },
  {
    name: 'wallet accent #GGG',
    config: edit((c) => wallet(c, 4, { id: 'metaMask', iconAccent: '#GGG' })),
    expect: ['walletGroups[0].wallets[4].iconAccent', 'wallet "metaMask"', '#GGG'],
  },
  {
    name: 'wallet background without #',
    config: edit((c) => wallet(c, 1, { id: 'safe', iconBackground: '123456' })),
    expect: ['walletGroups[0].wallets[1].iconBackground', 'wallet "safe"', 'missing the leading "#"'],
  },
  accentColor('alpha colour', '#0e76fdff', 'alpha'),
  // WalletConnect project id.
  projectId('placeholder id', 'YOUR_PROJECT_ID', 'placeholder'),
  projectId('RainbowKit example id', '21fef48091f12692cad574a6f7753643', 'example id'),
  projectId('uppercase id', 'ABCDEF0123456789ABCDEF0123456789', 'lowercase'),
  projectId('short id', 'abc123', '32'),
  projectId('empty id', '', 'empty'),
  {
    name: 'malformed id from the environment',
    config: baseConfig(),
    env: { PUBLIC_WALLETCONNECT_PROJECT_ID: 'not-a-project-id' },
    expect: ['walletConnectProjectId', 'PUBLIC_WALLETCONNECT_PROJECT_ID'],
  },
  {
    name: 'missing id under --strict',
    config: baseConfig(),
    args: ['--strict'],
    expect: [
      'walletConnectProjectId',
      'rainbow, metaMask, walletConnect',
      'PUBLIC_WALLETCONNECT_PROJECT_ID',
      '--walletconnect-project-id',
    ],
  },
  // Wallets.
  {
    name: 'wallet typo',
    config: edit((c) => wallet(c, 4, 'metamask')),
    expect: ['walletGroups[0].wallets[4]', '"metamask"', 'did you mean "metaMask"'],
  },
  {
    name: 'wallet named by its factory',
    config: edit((c) => wallet(c, 0, 'binanceWallet')),
    expect: ['walletGroups[0].wallets[0]', 'unknown wallet "binanceWallet"', 'did you mean "binance"'],
  },
  {
    name: 'wallet RainbowKit does not define',
    config: edit(
      (c) => (c.walletGroups[1].wallets[0] = { id: 'notARealWalletAtAll', iconAccent: '#123456' }),
    ),
    expect: [
      'walletGroups[1].wallets[0].id',
      'unknown wallet "notARealWalletAtAll"',
      'portico wallets --all',
    ],
  },
  {
    name: 'duplicate wallet',
    config: edit((c) => wallet(c, 6, 'injected')),
    expect: ['walletGroups[0].wallets[6]', 'already listed'],
  },
  {
    name: 'empty group',
    config: edit((c) => (c.walletGroups[0].wallets = [])),
    expect: ['walletGroups[0].wallets', 'empty'],
  },
  { name: 'no groups', config: edit((c) => (c.walletGroups = [])), expect: ['walletGroups', 'empty'] },
  // Safe origins.
  safeOrigin(
    'Safe origin with a trailing slash',
    'https://app.safe.global/',
    'use exactly "https://app.safe.global"',
  ),
  safeOrigin('Safe origin wildcard', 'https://*.safe.global', 'wildcard'),
  safeOrigin('Safe origin regex', '^https://app\\.safe\\.global$', 'regular expression'),
  safeOrigin('Safe origin over http', 'http://app.safe.global', 'https://'),
  safeOrigin(
    'localhost Safe origin without the flag',
    'http://localhost:3000',
    '--allow-localhost-safe-origins',
  ),
  safeOrigin('Safe origin without scheme', 'app.safe.global', 'no scheme'),
  // App name and logo.
  { name: 'empty app name', config: edit((c) => (c.appName = '')), expect: ['appName', 'empty'] },
  {
    name: 'logo missing',
    config: edit((c) => (c.logo = 'nope.svg')),
    expect: ['logo', 'public/nope.svg does not exist'],
  },
  {
    name: 'logo outside public',
    config: edit((c) => (c.logo = '../secret.svg')),
    expect: ['logo', 'relative path'],
  },
  { name: 'non-square SVG logo', config: edit((c) => (c.logo = 'wide.svg')), expect: ['logo', 'not square'] },
  { name: 'non-square PNG logo', config: edit((c) => (c.logo = 'wide.png')), expect: ['logo', '2×1'] },
  // Languages, and texts given per language.
  {
    name: 'unknown language (a country code)',
    config: edit((c) => c.locales.push('vn')),
    expect: ['locales[19]', '"vn" is the country code of Vietnam', 'did you mean "vi"'],
  },
  {
    name: "RainbowKit's spelling of a language",
    config: edit((c) => c.locales.push('uk-UA')),
    expect: ['locales[19]', "RainbowKit's name for Ukrainian", 'write "uk"'],
  },
  {
    name: 'language code in the wrong case',
    config: edit((c) => c.locales.push('zh-cn')),
    expect: ['locales[19]', 'letter case matters', 'write "zh-CN"'],
  },
  {
    name: 'default language not among locales',
    config: edit((c) => {
      plainTexts(c);
      c.defaultLocale = 'fr';
      c.locales = ['en', 'vi'];
    }),
    expect: ['defaultLocale', '"fr" is not one of "locales" (en, vi)'],
  },
  {
    name: 'translation for a language not configured',
    config: edit((c) => {
      plainTexts(c);
      c.locales = ['en', 'vi'];
      c.appDescription = { en: 'Connect.', vi: 'Kết nối.', ko: '연결.' };
    }),
    expect: ['appDescription.ko', '"ko" is not one of "locales" (en, vi)', 'add "ko" to "locales"'],
  },
  {
    name: "text per language without the default language's",
    config: edit((c) => (c.walletGroups[1].groupName = { vi: 'Chuỗi BNB' })),
    expect: ['walletGroups[1].groupName', 'has no "en" text'],
  },
  // Transport numbers.
  transport('timeoutMs')('timeout 0', 0, 'between 1 and 60000'),
  transport('timeoutMs')('timeout too long', 60_001, '60001'),
  transport('retryCount')('retries as string', '3', 'without quotes'),
  transport('retryCount')('too many retries', 11, 'between 0 and 10'),
  transport('retryDelayMs')('negative delay', -1, 'negative'),
  transport('pollingIntervalMs')('fractional polling', 1.5, 'whole number'),
  // Several at once: every problem is listed, not just the first.
  {
    name: 'several: colour, RPC and wallet',
    config: edit((c) => {
      c.theme.accentColor = 'blue';
      c.chain.rpcUrls = ['http://rpc.example.com'];
      wallet(c, 0, 'injectd');
    }),
    expect: [
      '3 problems',
      'theme.accentColor',
      'chain.rpcUrls[0]',
      'walletGroups[0].wallets[0]',
      'did you mean "injected"',
    ],
  },
  {
    name: 'several: every section',
    config: edit((c) => {
      c.appName = ' ';
      c.chain.id = 97;
      c.transport = { timeoutMs: -5, retryCount: 2.5 };
      c.walletConnectProjectId = 'YOUR_PROJECT_ID';
      c.safe.allowedOrigins = ['https://app.safe.global/', 'https://*.evil.com'];
    }),
    expect: [
      '7 problems',
      'appName',
      'chain.id',
      'transport.timeoutMs',
      'transport.retryCount',
      'walletConnectProjectId',
      'safe.allowedOrigins[0]',
      'safe.allowedOrigins[1]',
    ],
  },
];

export const PROJECT_ID = '0123456789abcdef0123456789abcdef';

/**
 * Every distinct wallet id RainbowKit's exports define, computed here from the exports (not from the CLI's catalog),
 * in export order; `needsWalletConnect` ids are those whose factory throws without a project id.
 */
export function rainbowKitWallets(): { id: string; needsWalletConnect: boolean }[] {
  const byId = new Map<string, boolean>();
  for (const factory of Object.values(rainbowWallets)) {
    const make = factory as (p: { projectId: string; appName: string }) => { id: string };
    const { id } = make({ projectId: PROJECT_ID, appName: 'Test' });
    let throws = false;
    try {
      make({ projectId: '', appName: 'Test' });
    } catch {
      throws = true;
    }
    if (!byId.has(id)) byId.set(id, throws);
  }
  return [...byId].map(([id, needsWalletConnect]) => ({ id, needsWalletConnect }));
}

/** A config that exercises every layout path of the renderer: long strings, colours, several origins. */
export function richConfig(): ConfigJson {
  return {
    ...baseConfig(),
    appName: "Bob's Gateway — a long application name for layout tests",
    // Per language, every one given (so no warning), the Chinese one short in characters but wide in columns.
    locales: ['en', 'vi', 'zh-CN', 'ar'],
    appDescription: {
      en: 'A description long enough that Biome has to move it onto its own line after the key, because it does not fit in 110 columns.',
      vi: 'Một mô tả đủ dài để Biome phải chuyển nó xuống dòng riêng sau khóa, vì nó không vừa trong 110 cột.',
      'zh-CN': '一段足够长的描述：它的字符数不多，但每个汉字占两列，所以 Biome 必须把它移到键后的单独一行。',
      ar: 'وصف طويل بما يكفي ليضطر Biome إلى نقله إلى سطر خاص به بعد المفتاح، لأنه لا يتسع في 110 أعمدة.',
    },
    pages: [
      { path: 'token', title: { en: 'Token', vi: 'Mã thông báo', 'zh-CN': '代币', ar: 'الرمز المميز' } },
    ],
    theme: { accentColor: '#FF6600', accentColorForeground: '#000' },
    chain: {
      id: 56,
      rpcUrls: [
        'https://bsc-dataseed.bnbchain.org',
        'https://bsc-dataseed1.bnbchain.org',
        'https://bsc-rpc.publicnode.com',
      ],
    },
    transport: { timeoutMs: 8000, retryCount: 2, retryDelayMs: 200, pollingIntervalMs: 3000 },
    walletGroups: [
      {
        groupName: 'Recommended',
        wallets: [
          { id: 'safe', iconAccent: '#12ff00', iconBackground: '#fff' },
          { id: 'metaMask', iconAccent: '#f6851b', iconBackground: '#ffffff' },
        ],
      },
      { groupName: 'Others', wallets: ['injected', 'rainbow', 'coinbase', 'walletConnect', { id: 'brave' }] },
    ],
    walletConnectProjectId: PROJECT_ID,
    safe: {
      allowedOrigins: ['https://app.safe.global', 'https://safe.example.org:8443'],
      getInfoTimeoutMs: 500,
    },
  };
}
