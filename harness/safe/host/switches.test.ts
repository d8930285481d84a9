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

describe('switchesFromQuery: each switch', () => {
  const from = (query: Record<string, string>) => switchesFromQuery(new URLSearchParams(query));

  test('default: an empty query changes nothing', () => {
    expect(from({})).toEqual({});
    expect(mergeSwitches(DEFAULT_SWITCHES, from({}))).toEqual(DEFAULT_SWITCHES);
  });

  test('parameters: the choices take their known values and ignore any other', () => {
    expect(
      from({ signing: 'onchain', review: 'ask', autoConfirm: 'execute', permissions: 'reject' }),
    ).toEqual({
      signing: 'onchain',
      review: 'ask',
      autoConfirm: 'execute',
      permissions: 'reject',
    });
    expect(from({ signing: 'offchain', review: 'auto', autoConfirm: 'confirm', permissions: 'ask' })).toEqual(
      {
        signing: 'offchain',
        review: 'auto',
        autoConfirm: 'confirm',
        permissions: 'ask',
      },
    );
    expect(from({ autoConfirm: 'none', permissions: 'accept' })).toEqual({
      autoConfirm: 'none',
      permissions: 'accept',
    });
    expect(from({ signing: 'both', review: 'later', autoConfirm: 'all', permissions: 'maybe' })).toEqual({});
  });

  test('parameters: a flag is on as 1, true or bare, and off as anything else', () => {
    for (const on of ['1', 'true', '']) {
      expect(from({ rejectNextTx: on, rejectNextSignature: on, rejectNextPermission: on, dark: on })).toEqual(
        {
          rejectNextTx: true,
          rejectNextSignature: true,
          rejectNextPermission: true,
          darkMode: true,
        },
      );
    }
    expect(from({ rejectNextTx: '0', dark: 'false' })).toEqual({ rejectNextTx: false, darkMode: false });
  });

  test('parameters: delay per method (`*` for every method), silent methods as a list', () => {
    expect(from({ delay: 'getSafeInfo:50,*:10' }).delayMs).toEqual({ getSafeInfo: 50, '*': 10 });
    expect(from({ delay: 'getSafeInfo' }).delayMs).toEqual({ getSafeInfo: 0 });
    expect(from({ delay: '' }).delayMs).toBeUndefined();
    expect(from({ silent: 'getSafeInfo,,sendTransactions' }).silent).toEqual([
      'getSafeInfo',
      'sendTransactions',
    ]);
    expect(from({ silent: '' }).silent).toEqual([]);
  });

  test('parameters: faults and malformed messages take only the kinds the host knows', () => {
    expect(from({ faults: 'siblingReplies,forgedIdBefore,replayAfter,suppressReal,other' }).faults).toEqual({
      siblingReplies: true,
      forgedIdBefore: true,
      replayAfter: true,
      suppressReal: true,
    });
    expect(from({ malformed: 'null,huge,nonsense' }).faults).toEqual({ malformedBefore: ['null', 'huge'] });
    expect(from({ faults: 'other' }).faults).toBeUndefined();
  });

  test('behavior: a patch lays its faults over the base faults, keeping the rest', () => {
    const base = mergeSwitches(DEFAULT_SWITCHES, { faults: { replayAfter: true } });
    const merged = mergeSwitches(base, from({ faults: 'suppressReal', review: 'ask' }));
    expect(merged.faults).toEqual({ ...DEFAULT_SWITCHES.faults, replayAfter: true, suppressReal: true });
    expect(merged.review).toBe('ask');
    expect(merged.signing).toBe('offchain');
  });
});
