import { describe, expect, test } from 'vitest';
import { Collector } from './context.ts';
import { validateConfig } from './validate.ts';
import { validateSafe } from './validateSafe.ts';

// The Safe section as `portico check` judges it: the hosts allowed to embed the site as a Safe App (each one becomes
// an anchored pattern and a `frame-ancestors` entry) and how long the app waits for the host's first answer.

const good = (): Record<string, unknown> => ({
  appName: 'Portico',
  logo: 'logo.svg',
  chain: { id: 56, rpcUrls: ['https://bsc-dataseed.bnbchain.org'] },
  walletGroups: [{ groupName: 'Popular', wallets: ['injected'] }],
});
const withSafe = (safe: unknown, allowLocalhostSafeOrigins = false) =>
  validateConfig({ ...good(), safe }, { allowLocalhostSafeOrigins });
/** The errors, as [path, message, hint]. */
const problems = (result: ReturnType<typeof validateConfig>) =>
  result.problems.map((p) => [p.path, p.message, p.hint]);
const ORIGIN_HINT = 'list exact origins like "https://app.safe.global" (scheme and host, no path)';

describe('safe', () => {
  test("default: left out or empty, Safe{Wallet}'s own host and a 1000 ms wait", () => {
    for (const result of [validateConfig(good()), withSafe({})]) {
      expect(result.problems).toEqual([]);
      expect(result.settings?.safe).toEqual({
        allowedOrigins: ['https://app.safe.global'],
        getInfoTimeoutMs: 1000,
      });
    }
  });

  test('behavior: the origins and the wait given are kept, in order; an empty list allows no host', () => {
    const given = { allowedOrigins: ['https://b.example', 'https://a.example:8443'], getInfoTimeoutMs: 2000 };
    expect(withSafe(given).settings?.safe).toEqual(given);
    expect(withSafe({ allowedOrigins: [] }).settings?.safe?.allowedOrigins).toEqual([]);
    // The limits themselves are allowed.
    expect(withSafe({ getInfoTimeoutMs: 10 }).settings?.safe?.getInfoTimeoutMs).toBe(10);
    expect(withSafe({ getInfoTimeoutMs: 10_000 }).settings?.safe?.getInfoTimeoutMs).toBe(10_000);
  });

  test('error: origins that are not a list are refused at the list, and nothing is built', () => {
    const result = withSafe({ allowedOrigins: 'https://app.safe.global' });
    expect(result.settings).toBeUndefined();
    expect(problems(result)).toEqual([
      [
        'safe.allowedOrigins',
        'must be a list of origins, got a string "https://app.safe.global"',
        ORIGIN_HINT,
      ],
    ]);
  });

  test('error: a bad origin is refused at its index, whatever comes after it', () => {
    const result = withSafe({ allowedOrigins: ['nope', 'https://app.safe.global'] });
    expect(result.settings).toBeUndefined();
    expect(problems(result)).toEqual([
      ['safe.allowedOrigins[0]', '"nope" has no scheme; write "https://nope"', ORIGIN_HINT],
    ]);
  });

  test('error: a repeated origin is refused at the repeat, naming the first', () => {
    const result = withSafe({
      allowedOrigins: ['https://a.example', 'https://b.example', 'https://a.example'],
    });
    expect(result.settings).toBeUndefined();
    expect(problems(result)).toEqual([
      [
        'safe.allowedOrigins[2]',
        '"https://a.example" duplicates safe.allowedOrigins[0]',
        'remove the duplicate',
      ],
    ]);
    // Each origin is remembered, not only the first: a repeat of the second is found too.
    expect(
      problems(withSafe({ allowedOrigins: ['https://a.example', 'https://b.example', 'https://b.example'] })),
    ).toEqual([
      [
        'safe.allowedOrigins[2]',
        '"https://b.example" duplicates safe.allowedOrigins[1]',
        'remove the duplicate',
      ],
    ]);
  });

  test('behavior: a localhost host only for a test build (--allow-localhost-safe-origins)', () => {
    const local = { allowedOrigins: ['http://localhost:3000'] };
    expect(problems(withSafe(local))).toEqual([
      [
        'safe.allowedOrigins[0]',
        '"http://localhost:3000" is a localhost origin, allowed only with --allow-localhost-safe-origins (test builds)',
        ORIGIN_HINT,
      ],
    ]);
    const test = withSafe(local, true);
    expect(test.problems).toEqual([]);
    expect(test.settings?.safe?.allowedOrigins).toEqual(['http://localhost:3000']);
  });

  test('error: a wait outside 10–10000 ms is refused with the limits and the default; both sections are reported', () => {
    const hint = 'use a whole number of milliseconds from 10 to 10000 (default 1000)';
    for (const [wait, message] of [
      [9, 'must be between 10 and 10000, got 9'],
      [10_001, 'must be between 10 and 10000, got 10001'],
    ] as const) {
      const result = withSafe({ getInfoTimeoutMs: wait });
      expect(result.settings).toBeUndefined();
      expect(problems(result)).toEqual([['safe.getInfoTimeoutMs', message, hint]]);
    }
    // A bad origin and a bad wait: each said, so one run of `check` lists everything to fix.
    expect(
      problems(withSafe({ allowedOrigins: ['nope'], getInfoTimeoutMs: 5 })).map(([path]) => path),
    ).toEqual(['safe.allowedOrigins[0]', 'safe.getInfoTimeoutMs']);
  });

  test('behavior: the section alone gives no settings once any part of it is refused', () => {
    const alone = (safe: unknown) => validateSafe(new Collector('warn', {}), { safe }, false);
    expect(alone({ allowedOrigins: 'https://app.safe.global' })).toBeUndefined();
    expect(alone({ allowedOrigins: ['nope'] })).toBeUndefined();
    expect(alone({ allowedOrigins: ['https://a.example', 'https://a.example'] })).toBeUndefined();
    // A refused origin before a sound one: still refused.
    expect(alone({ allowedOrigins: ['nope', 'https://a.example'] })).toBeUndefined();
    expect(alone({ getInfoTimeoutMs: 5 })).toBeUndefined();
    expect(alone({ allowedOrigins: ['https://a.example'] })).toEqual({
      allowedOrigins: ['https://a.example'],
      getInfoTimeoutMs: 1000,
    });
  });
});
