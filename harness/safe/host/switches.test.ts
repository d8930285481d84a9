import { describe, expect, test } from 'vitest';
import { DEFAULT_SWITCHES, mergeSwitches, switchesFromQuery } from './switches.ts';

describe('switchesFromQuery', () => {
  test('parameters: safeInfo — a JSON object laid over the getSafeInfo answer', () => {
    const patch = switchesFromQuery(new URLSearchParams({ safeInfo: '{"chainId":"56","isReadOnly":true}' }));
    expect(patch.safeInfo).toEqual({ chainId: '56', isReadOnly: true });
    expect(mergeSwitches(DEFAULT_SWITCHES, patch).safeInfo).toEqual({ chainId: '56', isReadOnly: true });
  });

  test('behavior: safeInfo that is not a JSON object is ignored', () => {
    for (const safeInfo of ['{', '[1]', '5', 'null']) {
      expect(switchesFromQuery(new URLSearchParams({ safeInfo })).safeInfo).toBeUndefined();
    }
  });

  test('default: the real answer, untouched', () => {
    expect(DEFAULT_SWITCHES.safeInfo).toEqual({});
  });
});
