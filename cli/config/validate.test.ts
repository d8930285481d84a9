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
  });

  test('behavior: a listed Safe wallet needs at least one origin', () => {
    const { problems } = validateConfig({ ...good(), safe: { allowedOrigins: [] } });
    expect(problems.map((p) => p.path)).toEqual(['safe.allowedOrigins']);
  });

  test('behavior: a top-level non-object is one clear problem', () => {
    expect(validateConfig([]).problems[0]?.message).toContain('an array');
  });
});
