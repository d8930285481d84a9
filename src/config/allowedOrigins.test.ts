import { describe, expect, test } from 'vitest';
import { frameAncestorSources, isAllowedOrigin, originsToRegExps } from './allowedOrigins.ts';

const allowed = ['https://app.safe.global'];

describe('originsToRegExps', () => {
  test('default: matches the exact Safe{Wallet} origin', () => {
    expect(isAllowedOrigin('https://app.safe.global', allowed)).toBe(true);
  });

  test.each([
    'https://app-safe.global',
    'https://appxsafe.global',
    'https://app.safe.global.evil.com',
    'https://evil.app.safe.global',
    'http://app.safe.global',
    'https://app.safe.global:8443',
    'https://app.safe.globa',
    'null',
    '',
  ])('behavior: rejects look-alike %j', (origin) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(false);
  });

  test('behavior: patterns are anchored at both ends', () => {
    const [pattern] = originsToRegExps(allowed);
    expect(pattern?.source.startsWith('^')).toBe(true);
    expect(pattern?.source.endsWith('$')).toBe(true);
  });

  test('parameters: a loopback test host keeps its port', () => {
    expect(isAllowedOrigin('http://localhost:5173', ['http://localhost:5173'])).toBe(true);
    expect(isAllowedOrigin('http://localhost:5174', ['http://localhost:5173'])).toBe(false);
  });

  test('behavior: a trailing slash in the configured value is normalised to the origin', () => {
    expect(isAllowedOrigin('https://app.safe.global', ['https://app.safe.global/'])).toBe(true);
  });
});

describe('frameAncestorSources', () => {
  test('default: the site itself, then each allowed host exactly', () => {
    expect(frameAncestorSources(['https://app.safe.global', 'http://localhost:5173'])).toEqual([
      "'self'",
      'https://app.safe.global',
      'http://localhost:5173',
    ]);
  });
});
