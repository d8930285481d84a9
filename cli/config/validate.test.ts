import { describe, expect, test } from 'vitest';
import { validateConfig } from './validate.ts';

const good = () => ({
  appName: 'Portico',
  logo: 'logo.svg',
  chain: { id: 56, rpcUrls: ['https://bsc-dataseed.bnbchain.org'] },
  walletGroups: [{ groupName: 'Popular', wallets: ['injected', 'safe', 'metaMask'] }],
});

describe('validateConfig', () => {
  test('default: fills in the defaults', () => {
    const { settings, problems, warnings } = validateConfig(good());
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      appDescription: '',
      theme: { accentColor: '#026efa', accentColorForeground: '#ffffff' },
      chain: { id: 56, name: 'BNB Smart Chain', nativeCurrency: { symbol: 'BNB', decimals: 18 } },
      transport: { timeoutMs: 10000, retryCount: 3, retryDelayMs: 150, pollingIntervalMs: 4000 },
      walletConnectProjectId: null,
      safe: { allowedOrigins: ['https://app.safe.global'], getInfoTimeoutMs: 1000 },
    });
    expect(warnings.map((w) => w.path)).toEqual(['walletConnectProjectId']);
    expect(warnings[0]?.message).toContain('metaMask');
  });

  test('errors: a config that is no object, in full', () => {
    expect(validateConfig([good()])).toEqual({
      problems: [
        {
          path: '',
          message: 'the config must be a JSON object, got an array',
          hint: 'wrap the settings in { … }',
        },
      ],
      warnings: [],
    });
  });

  test('errors: a project id refused says how to make one and where to set it', () => {
    expect(validateConfig({ ...good(), walletConnectProjectId: 'abc' }).problems).toEqual([
      {
        path: 'walletConnectProjectId',
        message: '"abc" is 3 characters long; a project id has 32',
        hint: 'create a project at https://cloud.reown.com and use its 32-character lowercase hex id; set PUBLIC_WALLETCONNECT_PROJECT_ID or pass --walletconnect-project-id (or "walletConnectProjectId" in portico.config.json)',
      },
    ]);
  });

  test('errors: a text given per language and refused is reported, not thrown, with several languages', () => {
    expect(validateConfig({ ...good(), locales: ['en', 'vi'], appName: { en: 5 } }).problems).toEqual([
      {
        path: 'appName.en',
        message: 'must be a string, got a number 5',
        hint: 'set a short display name, e.g. "Portico"',
      },
    ]);
  });

  test('parameters: requireProjectId turns the warning into an error', () => {
    const { settings, problems } = validateConfig(good(), { requireProjectId: true });
    expect(settings).toBeUndefined();
    expect(problems[0]?.hint).toContain('PUBLIC_WALLETCONNECT_PROJECT_ID');
  });

  test('behavior: NaN and Infinity (possible from JS callers) are rejected', () => {
    const { problems } = validateConfig({
      ...good(),
      transport: { timeoutMs: Number.NaN, retryCount: Infinity },
    });
    expect(problems.map((p) => p.path)).toEqual(['transport.timeoutMs', 'transport.retryCount']);
  });

  test('behavior: lists every problem, each with path, message and hint', () => {
    const { problems } = validateConfig(
      { appName: '', logo: 5, chain: { id: 1 }, walletGroups: 'x', extra: 1 },
      { unknownKeys: 'error' },
    );
    expect(problems.map((p) => p.path)).toEqual([
      'extra',
      'appName',
      'logo',
      'chain.id',
      'chain.rpcUrls',
      'walletGroups',
    ]);
    for (const problem of problems) {
      expect(problem.message.length).toBeGreaterThan(0);
      expect(problem.hint.length).toBeGreaterThan(0);
    }
  });

  test('behavior: sources name the variable behind an overridden value', () => {
    const { problems } = validateConfig(
      { ...good(), walletConnectProjectId: 'nope' },
      { sources: { walletConnectProjectId: 'PUBLIC_WALLETCONNECT_PROJECT_ID' } },
    );
    expect(problems[0]?.message).toContain('(from PUBLIC_WALLETCONNECT_PROJECT_ID)');
  });

  test('behavior: the logo check runs only when a reader is given, and needs a square image', () => {
    expect(validateConfig(good()).problems).toEqual([]);
    expect(validateConfig(good(), { readLogo: () => undefined }).problems[0]?.message).toContain(
      'does not exist',
    );
    const wide = new TextEncoder().encode('<svg viewBox="0 0 2 1"></svg>');
    expect(validateConfig(good(), { readLogo: () => wide }).problems[0]?.message).toContain('not square');
    expect(validateConfig(good(), { readLogo: () => wide }).problems.map((problem) => problem.path)).toEqual([
      'logo',
    ]);
  });

  test('behavior: a listed Safe wallet needs at least one origin', () => {
    const { problems } = validateConfig({ ...good(), safe: { allowedOrigins: [] } });
    expect(problems.map((p) => p.path)).toEqual(['safe.allowedOrigins']);
  });

  test('behavior: a top-level non-object is one clear problem', () => {
    expect(validateConfig([]).problems[0]?.message).toContain('an array');
  });
});

describe('the texts, the logo, the theme and the WalletConnect id, each refusal in its words', () => {
  const base = (): Record<string, unknown> => ({
    appName: 'Portico',
    logo: 'logo.svg',
    chain: { id: 56, rpcUrls: ['https://bsc-dataseed.bnbchain.org'] },
    walletGroups: [{ groupName: 'Popular', wallets: ['injected'] }],
  });
  const said = (raw: unknown, options = {}) =>
    validateConfig(raw, options).problems.map((p) => [p.path, p.message, p.hint]);
  const LOGO_HINT =
    'put a square .svg or .png under public/ and give its path relative to public/, e.g. "logo.svg"';

  test('error: appName missing; appDescription that is no text', () => {
    const { appName: _, ...unnamed } = base();
    expect(said(unnamed)).toEqual([['appName', 'is missing', 'set a short display name, e.g. "Portico"']]);
    expect(said({ ...base(), appDescription: 5 })).toEqual([
      [
        'appDescription',
        'must be a text, or one text per language ({ "en": "…", "vi": "…" }), got a number 5',
        'write one sentence, or remove the key',
      ],
    ]);
  });

  test('behavior: the app name is 1 to 64 characters, the description 0 to 300', () => {
    const NAME_HINT = 'set a short display name, e.g. "Portico"';
    expect(said({ ...base(), appName: 'a'.repeat(64) })).toEqual([]);
    expect(said({ ...base(), appName: 'a'.repeat(65) })).toEqual([
      ['appName', 'is 65 characters long; the limit is 64', NAME_HINT],
    ]);
    expect(said({ ...base(), appName: '' })).toEqual([['appName', 'must not be empty, got ""', NAME_HINT]]);
    expect(said({ ...base(), appDescription: '' })).toEqual([]);
    expect(said({ ...base(), appDescription: 'a'.repeat(300) })).toEqual([]);
    expect(said({ ...base(), appDescription: 'a'.repeat(301) })).toEqual([
      ['appDescription', 'is 301 characters long; the limit is 300', 'write one sentence, or remove the key'],
    ]);
    expect(validateConfig({ ...base(), appDescription: 'What it does.' }).settings?.appDescription).toBe(
      'What it does.',
    );
    expect(validateConfig(base()).settings?.appDescription).toBe('');
  });

  test('behavior: the logo is a plain relative path inside public/ (it becomes a URL path and a file read)', () => {
    for (const logo of ['img/logo.svg', 'logo.PNG', 'a_b-c.svg'])
      expect(said({ ...base(), logo }), logo).toEqual([]);
    for (const logo of [
      '../x.svg',
      'a/../x.svg',
      'a/..',
      'a//x.svg',
      '/x.svg',
      '.x.svg',
      'x.svg/',
      'a b.svg',
      'x.svg\n',
    ])
      expect(said({ ...base(), logo }), logo).toEqual([
        ['logo', `${JSON.stringify(logo)} is not a plain relative path inside public/`, LOGO_HINT],
      ]);
    for (const logo of ['x.svgz', 'x.gif', 'x.svg.txt'])
      expect(said({ ...base(), logo }), logo).toEqual([
        ['logo', `${JSON.stringify(logo)} must be an .svg or .png file`, LOGO_HINT],
      ]);
    const { logo: _, ...without } = base();
    expect(said(without)).toEqual([['logo', 'is missing', LOGO_HINT]]);
  });

  test('error: a logo that is not there, named at "logo"', () => {
    expect(said(base(), { readLogo: () => undefined })).toEqual([
      ['logo', 'public/logo.svg does not exist', LOGO_HINT],
    ]);
  });

  test('error: an accent whose text has too little contrast, at theme.accentColor; a bad colour is said as such', () => {
    expect(said({ ...base(), theme: { accentColor: '#ffffff', accentColorForeground: '#fefefe' } })).toEqual([
      [
        'theme.accentColor',
        '"#ffffff" with its text "#fefefe" has a contrast of 1.01:1; buttons need at least 4.5:1 (WCAG 2.2 AA)',
        'choose a darker or lighter accent, or change theme.accentColorForeground',
      ],
    ]);
    // One colour unreadable: that is the problem, not a contrast computed from it.
    expect(said({ ...base(), theme: { accentColor: 'nope', accentColorForeground: '#fefefe' } })).toEqual([
      [
        'theme.accentColor',
        '"nope" is not a hex colour',
        'use a hex colour, #rgb or #rrggbb, e.g. "#026efa"',
      ],
    ]);
    expect(said({ ...base(), theme: { accentColor: '#000000', accentColorForeground: 'nope' } })).toEqual([
      [
        'theme.accentColorForeground',
        '"nope" is not a hex colour',
        'use a hex colour, #rgb or #rrggbb, e.g. "#026efa"',
      ],
    ]);
  });

  test('behavior: the WalletConnect wallets without an id are named, one or several; null is "none given"', () => {
    const setIt =
      'set PUBLIC_WALLETCONNECT_PROJECT_ID or pass --walletconnect-project-id (or "walletConnectProjectId" in portico.config.json)';
    expect(
      said(
        { ...base(), walletGroups: [{ groupName: 'P', wallets: ['rainbow'] }] },
        { requireProjectId: true },
      ),
    ).toEqual([
      ['walletConnectProjectId', 'no WalletConnect project id is set, but rainbow needs one', setIt],
    ]);
    expect(
      said(
        { ...base(), walletGroups: [{ groupName: 'P', wallets: ['injected', 'rainbow', 'walletConnect'] }] },
        { requireProjectId: true },
      ),
    ).toEqual([
      [
        'walletConnectProjectId',
        'no WalletConnect project id is set, but rainbow, walletConnect need one',
        setIt,
      ],
    ]);
    const none = validateConfig({ ...base(), walletConnectProjectId: null });
    expect(none.problems).toEqual([]);
    expect(none.settings?.walletConnectProjectId).toBeNull();
  });

  test('error: the "safe" wallet in any group with no Safe host allowed', () => {
    const groups = [
      { groupName: 'P', wallets: ['injected'] },
      { groupName: 'Q', wallets: ['safe'] },
    ];
    expect(said({ ...base(), walletGroups: groups, safe: { allowedOrigins: [] } })).toEqual([
      [
        'safe.allowedOrigins',
        'is empty, but the "safe" wallet is listed',
        'add "https://app.safe.global", or remove the "safe" wallet',
      ],
    ]);
    // Without it, an empty list is a site no Safe can embed: allowed.
    expect(said({ ...base(), safe: { allowedOrigins: [] } })).toEqual([]);
  });

  test('behavior: a localhost Safe host is refused unless the caller allows it (test builds)', () => {
    const local = { ...base(), safe: { allowedOrigins: ['http://localhost:3000'] } };
    expect(said(local).map(([path]) => path)).toEqual(['safe.allowedOrigins[0]']);
    expect(said(local, { allowLocalhostSafeOrigins: true })).toEqual([]);
  });
});
