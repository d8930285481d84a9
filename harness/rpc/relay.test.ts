import { describe, expect, test } from 'vitest';
import { type RpcFault, takeFault } from './relay.ts';

describe('takeFault', () => {
  test('default: no fault is "none"', () => {
    expect(takeFault(new Map(), 0)).toEqual({ kind: 'none' });
  });

  test('behavior: a standing fault applies to every request', () => {
    const faults = new Map<number, RpcFault>([[0, { kind: 'refuse' }]]);
    expect(takeFault(faults, 0).kind).toBe('refuse');
    expect(takeFault(faults, 0).kind).toBe('refuse');
    expect(takeFault(faults, 1).kind).toBe('none');
  });

  test('parameters: times — the next n requests get the fault, then the endpoint heals', () => {
    const faults = new Map<number, RpcFault>([[1, { kind: 'status', status: 429, retryAfter: 1, times: 2 }]]);
    expect(takeFault(faults, 1)).toMatchObject({ kind: 'status', status: 429 });
    expect(takeFault(faults, 1)).toMatchObject({ kind: 'status', status: 429 });
    expect(takeFault(faults, 1)).toEqual({ kind: 'none' });
    expect(faults.has(1)).toBe(false);
  });
});
