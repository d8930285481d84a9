import { describe, expect, test } from 'vitest';
import { validateConfig } from './validate.ts';

// The chain and transport sections as `portico check` judges them: each refusal at its path with its words, and a
// sound section as the settings the site is built from.

const PRIMARY = 'https://bsc-dataseed.bnbchain.org';
const good = (): Record<string, unknown> => ({
  appName: 'Portico',
  logo: 'logo.svg',
  chain: { id: 56, rpcUrls: [PRIMARY] },
  walletGroups: [{ groupName: 'Popular', wallets: ['injected'] }],
});
const withChain = (chain: unknown) => ({ ...good(), chain });
const withTransport = (transport: unknown) => ({ ...good(), transport });
/** The errors, as path → message. */
const problems = (raw: object) => validateConfig(raw).problems.map((p) => [p.path, p.message]);

describe('chain', () => {
  test('default: chain 56 with its RPC URLs, primary first, in the order given', () => {
    const rpcUrls = [PRIMARY, 'https://bsc-dataseed1.defibit.io', 'https://rpc.example.org:8545/bsc'];
    const { settings, problems } = validateConfig(withChain({ id: 56, rpcUrls }));
    expect(problems).toEqual([]);
    expect(settings?.chain).toMatchObject({ id: 56, name: 'BNB Smart Chain', rpcUrls });
  });

  test('behavior: the section missing, a list, or no object is refused at "chain"', () => {
    const { chain: _, ...without } = good();
    expect(problems(without)).toEqual([['chain', 'is missing']]);
    expect(problems(withChain([{ id: 56, rpcUrls: [PRIMARY] }]))).toEqual([
      ['chain', 'must be one object, not a list'],
    ]);
    expect(problems(withChain('56'))).toEqual([['chain', 'must be an object, got a string "56"']]);
    expect(validateConfig(withChain([])).settings).toBeUndefined();
  });

  test('behavior: only chain 56; another chain, a string or a fraction each get their own words', () => {
    expect(problems(withChain({ rpcUrls: [PRIMARY] }))).toEqual([['chain.id', 'is missing']]);
    expect(problems(withChain({ id: 1, rpcUrls: [PRIMARY] }))).toEqual([
      ['chain.id', 'chain 1 is not supported; only BNB Smart Chain (56) is'],
    ]);
    expect(problems(withChain({ id: '56', rpcUrls: [PRIMARY] }))).toEqual([
      ['chain.id', 'is the string "56"; write the number 56 without quotes'],
    ]);
    expect(problems(withChain({ id: 56.5, rpcUrls: [PRIMARY] }))).toEqual([
      ['chain.id', 'must be a whole number, got 56.5'],
    ]);
    expect(validateConfig(withChain({ id: null, rpcUrls: [PRIMARY] })).problems).toMatchObject([
      { path: 'chain.id', message: expect.stringMatching(/^must be a number, got null/) },
    ]);
    const { problems: found } = validateConfig(withChain({ id: 97, rpcUrls: [PRIMARY] }));
    expect(found[0]?.hint).toBe('set "chain.id" to 56: only BNB Smart Chain is supported');
  });

  test('behavior: the RPC list missing, no list, or empty is refused with a hint naming the variable and flag', () => {
    expect(problems(withChain({ id: 56 }))).toEqual([['chain.rpcUrls', 'is missing']]);
    expect(problems(withChain({ id: 56, rpcUrls: PRIMARY }))).toEqual([
      ['chain.rpcUrls', `must be a list of URLs, got a string "${PRIMARY}"`],
    ]);
    expect(problems(withChain({ id: 56, rpcUrls: [] }))).toEqual([
      ['chain.rpcUrls', 'is empty; at least one RPC URL is needed'],
    ]);
    const { problems: found } = validateConfig(withChain({ id: 56, rpcUrls: [] }));
    expect(found[0]?.hint).toBe(
      'list the primary RPC URL first, then fallbacks (or set PUBLIC_BSC_RPC_URLS / --rpc-url)',
    );
  });

  test('behavior: every bad URL in the list is named at its index, and a bad one leaves no settings', () => {
    const { settings, problems: found } = validateConfig(
      withChain({ id: 56, rpcUrls: [PRIMARY, 'ftp://rpc.example.org', 5] }),
    );
    expect(settings).toBeUndefined();
    expect(found.map((p) => p.path)).toEqual(['chain.rpcUrls[1]', 'chain.rpcUrls[2]']);
  });

  test('behavior: the same endpoint twice (also as another spelling of one URL) is refused at the second', () => {
    expect(
      problems(withChain({ id: 56, rpcUrls: [PRIMARY, 'https://other.example.org', `${PRIMARY}/`] })),
    ).toEqual([['chain.rpcUrls[2]', `"${PRIMARY}/" duplicates chain.rpcUrls[0]`]]);
    expect(validateConfig(withChain({ id: 56, rpcUrls: [PRIMARY, PRIMARY] })).problems[0]?.hint).toBe(
      'remove the duplicate; each fallback should be a different endpoint',
    );
  });

  test('behavior: a plain-http loopback URL is a warning (this machine only), never an error', () => {
    const local = 'http://127.0.0.1:8545';
    const {
      settings,
      problems: found,
      warnings,
    } = validateConfig(withChain({ id: 56, rpcUrls: [PRIMARY, local] }));
    expect(found).toEqual([]);
    expect(settings?.chain.rpcUrls).toEqual([PRIMARY, local]);
    expect(warnings.filter((w) => w.path.startsWith('chain'))).toEqual([
      {
        path: 'chain.rpcUrls[1]',
        message: `"${local}" is a loopback URL and only works on this machine`,
        hint: 'use loopback RPC URLs only for test builds',
      },
    ]);
    const secure = validateConfig(withChain({ id: 56, rpcUrls: ['https://localhost:8545'] }));
    expect(secure.warnings.filter((w) => w.path.startsWith('chain'))).toEqual([]);
  });
});

describe('transport', () => {
  test('default: without the section, the defaults', () => {
    expect(validateConfig(good()).settings?.transport).toEqual({
      timeoutMs: 10_000,
      retryCount: 3,
      retryDelayMs: 150,
      pollingIntervalMs: 4_000,
    });
  });

  test('parameters: a key given replaces its default, the others stay', () => {
    expect(validateConfig(withTransport({ retryCount: 0 })).settings?.transport).toEqual({
      timeoutMs: 10_000,
      retryCount: 0,
      retryDelayMs: 150,
      pollingIntervalMs: 4_000,
    });
  });

  test.each([
    ['timeoutMs', 1, 60_000, 10_000],
    ['retryCount', 0, 10, 3],
    ['retryDelayMs', 0, 10_000, 150],
    ['pollingIntervalMs', 100, 60_000, 4_000],
  ] as const)(
    'behavior: %s takes %i to %i, and one past either end is refused',
    (key, min, max, fallback) => {
      for (const value of [min, max]) {
        expect(validateConfig(withTransport({ [key]: value })).settings?.transport[key]).toBe(value);
      }
      for (const value of [min - 1, max + 1]) {
        const { problems: found } = validateConfig(withTransport({ [key]: value }));
        expect(found).toHaveLength(1);
        expect(found[0]).toMatchObject({
          path: `transport.${key}`,
          hint: `use a whole number from ${min} to ${max} (default ${fallback}), or remove the key`,
        });
      }
    },
  );

  test('behavior: every bad key is named, and the section must be an object', () => {
    expect(problems(withTransport({ timeoutMs: 0, retryCount: -1 })).map(([path]) => path)).toEqual([
      'transport.timeoutMs',
      'transport.retryCount',
    ]);
    expect(problems(withTransport(5))).toEqual([['transport', 'must be an object, got a number 5']]);
    expect(validateConfig(withTransport({ pollingIntervalMs: 99 })).settings).toBeUndefined();
  });
});
