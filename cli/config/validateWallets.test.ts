import { describe, expect, test } from 'vitest';
import { validateConfig } from './validate.ts';

// The wallet groups as `portico check` judges them: each refusal at its path with its words, the suggestion for a
// mistyped id, and a sound list as the settings the site's wallet list is built from.

const good = (walletGroups: unknown): Record<string, unknown> => ({
  appName: 'Portico',
  logo: 'logo.svg',
  chain: { id: 56, rpcUrls: ['https://bsc-dataseed.bnbchain.org'] },
  walletGroups,
});
const group = (wallets: unknown, groupName: unknown = 'Popular') => ({ groupName, wallets });
/** The errors, as path → message. */
const problems = (walletGroups: unknown) =>
  validateConfig(good(walletGroups)).problems.map((p) => [p.path, p.message]);
const firstProblem = (walletGroups: unknown) => validateConfig(good(walletGroups)).problems[0];

describe('walletGroups', () => {
  test('default: the groups in order, each wallet a bare id or an id with its icon colours', () => {
    const { settings, problems: found } = validateConfig(
      good([
        group(['injected', { id: 'metaMask', iconAccent: '#f6851b', iconBackground: '#ffffff' }]),
        group([{ id: 'binance' }], 'More'),
      ]),
    );
    expect(found).toEqual([]);
    expect(settings?.walletGroups).toEqual([
      {
        groupName: 'Popular',
        wallets: [{ id: 'injected' }, { id: 'metaMask', iconAccent: '#f6851b', iconBackground: '#ffffff' }],
      },
      { groupName: 'More', wallets: [{ id: 'binance' }] },
    ]);
  });

  test('behavior: missing, no list, or empty is refused at "walletGroups" with an example', () => {
    const { walletGroups: _, ...without } = good([]);
    expect(validateConfig(without).problems).toEqual([
      {
        path: 'walletGroups',
        message: 'is missing',
        hint: 'write "walletGroups": [{ "groupName": "Popular", "wallets": ["injected", …] }]',
      },
    ]);
    expect(problems('metaMask')).toEqual([
      ['walletGroups', 'must be a list of groups, got a string "metaMask"'],
    ]);
    expect(problems([])).toEqual([['walletGroups', 'is empty; at least one group is needed']]);
  });

  test('behavior: a group that is no object, or has no usable name, is refused at its index', () => {
    expect(problems(['injected'])).toEqual([
      ['walletGroups[0]', 'must be an object, got a string "injected"'],
    ]);
    expect(problems([group(['injected']), group(['metaMask'], '')]).map(([path]) => path)).toEqual([
      'walletGroups[1].groupName',
    ]);
    expect(problems([group(['injected'], 'x'.repeat(41))]).map(([path]) => path)).toEqual([
      'walletGroups[0].groupName',
    ]);
    expect(validateConfig(good([group(['injected'], 'x'.repeat(40))])).problems).toEqual([]);
    expect(firstProblem([group(['injected'], '')])?.hint).toBe(
      'give the group a short visible name, e.g. "Popular"',
    );
    expect(validateConfig(good([group(['injected'], '')])).settings).toBeUndefined();
  });

  test('behavior: two groups of one name are refused at the second, naming the first', () => {
    expect(problems([group(['injected']), group(['metaMask'])])).toEqual([
      ['walletGroups[1].groupName', '"Popular" is already used by walletGroups[0].groupName'],
    ]);
    expect(firstProblem([group(['injected']), group(['metaMask'])])?.hint).toBe(
      'give each group its own name, or merge them',
    );
    expect(validateConfig(good([group(['injected']), group(['metaMask'])])).settings).toBeUndefined();
  });

  test('behavior: "brand" is true or false, and only for a name given once for every language', () => {
    expect(problems([{ ...group(['injected']), brand: 'yes' }])).toEqual([
      ['walletGroups[0].brand', 'must be true or false, got a string "yes"'],
    ]);
    expect(firstProblem([{ ...group(['injected']), brand: 'yes' }])?.hint).toBe(
      'write "brand": true for a name written the same in every language ("BNB Chain"), or leave it out',
    );
    const perLanguage = { ...group(['injected'], { en: 'Popular', vi: 'Phổ biến' }), brand: true };
    expect(validateConfig({ ...good([perLanguage]), locales: ['en', 'vi'] }).problems).toEqual([
      {
        path: 'walletGroups[0].brand',
        message: 'is true, but the group name is given per language; a brand is one name in every language',
        hint: 'give the name as a plain string, or remove "brand" to translate it',
      },
    ]);
    expect(validateConfig({ ...good([{ ...group(['injected']), brand: false }]) }).problems).toEqual([]);
  });

  test('behavior: a brand name asks for no translation; a plain name does', () => {
    const untranslated = (brand: boolean | undefined) =>
      validateConfig({ ...good([{ ...group(['injected'], 'BNB Chain'), brand }]), locales: ['en', 'vi'] })
        .warnings.map((w) => w.message)
        .filter((message) => message.includes('BNB Chain'));
    expect(untranslated(true)).toEqual([]);
    expect(untranslated(undefined)).not.toEqual([]);
  });

  test("behavior: a group's wallets missing, no list, or empty are refused at its path", () => {
    expect(problems([{ groupName: 'Popular' }])).toEqual([['walletGroups[0].wallets', 'is missing']]);
    expect(problems([group('injected')])).toEqual([
      ['walletGroups[0].wallets', 'must be a list, got a string "injected"'],
    ]);
    expect(validateConfig(good([group([])])).problems).toEqual([
      {
        path: 'walletGroups[0].wallets',
        message: 'is empty; a group needs at least one wallet',
        hint: 'list wallet ids, e.g. "wallets": ["injected", "metaMask"], or remove the group',
      },
    ]);
  });

  test('behavior: a wallet id that is no string is refused at the id', () => {
    expect(problems([group([5])])).toEqual([
      ['walletGroups[0].wallets[0]', 'must be a wallet id string, got a number 5'],
    ]);
    expect(problems([group([{ id: null }])])).toEqual([
      ['walletGroups[0].wallets[0].id', 'must be a wallet id string, got null null'],
    ]);
  });

  test('behavior: an unknown id is named with the closest id, by spelling or by the factory name', () => {
    const typo = firstProblem([group(['metamask'])]);
    expect(typo).toMatchObject({ path: 'walletGroups[0].wallets[0]', message: 'unknown wallet "metamask"' });
    expect(typo?.hint).toBe('did you mean "metaMask"? (`portico wallets --all` lists every id)');
    expect(firstProblem([group([{ id: 'binanceWallet' }])])).toMatchObject({
      path: 'walletGroups[0].wallets[0].id',
      hint: 'did you mean "binance"? (`portico wallets --all` lists every id)',
    });
    expect(firstProblem([group(['zzzzzzzzzz'])])?.hint).toBe(
      'use the id of a RainbowKit wallet, e.g. "injected" or "binance" (`portico wallets --all` lists them)',
    );
  });

  test('behavior: a wallet listed twice, in one group or two, is refused where it comes again', () => {
    expect(problems([group(['injected', 'metaMask']), group(['binance', 'metaMask'], 'More')])).toEqual([
      ['walletGroups[1].wallets[1]', 'wallet "metaMask" is already listed at walletGroups[0].wallets[1]'],
    ]);
    expect(problems([group([{ id: 'metaMask' }, 'metaMask'])])).toEqual([
      ['walletGroups[0].wallets[1]', 'wallet "metaMask" is already listed at walletGroups[0].wallets[0].id'],
    ]);
    expect(firstProblem([group(['metaMask', 'metaMask'])])?.hint).toBe('list each wallet once, in one group');
  });

  test('behavior: a bad icon colour names the wallet, and each bad colour is its own problem', () => {
    const found = validateConfig(
      good([group([{ id: 'metaMask', iconAccent: 'orange', iconBackground: '#GGG' }])]),
    );
    expect(found.settings).toBeUndefined();
    expect(found.problems.map((p) => p.path)).toEqual([
      'walletGroups[0].wallets[0].iconAccent',
      'walletGroups[0].wallets[0].iconBackground',
    ]);
    for (const problem of found.problems) expect(problem.message).toMatch(/^wallet "metaMask": /);
    // A good colour beside a bad one: only the bad one is named.
    expect(
      validateConfig(
        good([group([{ id: 'metaMask', iconAccent: '#fff', iconBackground: 'x' }])]),
      ).problems.map((p) => p.path),
    ).toEqual(['walletGroups[0].wallets[0].iconBackground']);
  });

  test('behavior: unknown keys of a group or a wallet are warnings in `config` and errors in `check`', () => {
    const raw = good([{ ...group([{ id: 'metaMask', colour: '#fff' }]), icon: 'x' }]);
    const paths = (list: readonly { path: string }[]) => list.map((p) => p.path);
    expect(paths(validateConfig(raw).warnings)).toEqual(
      expect.arrayContaining(['walletGroups[0].icon', 'walletGroups[0].wallets[0].colour']),
    );
    expect(paths(validateConfig(raw, { unknownKeys: 'error' }).problems)).toEqual([
      'walletGroups[0].icon',
      'walletGroups[0].wallets[0].colour',
    ]);
  });
});
