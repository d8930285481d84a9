import { describe, expect, test } from 'vitest';
import { workersFor } from '../../harness/playwright/workers.ts';

const GB = 1024 ** 3;

describe('workersFor', () => {
  test.each([
    ['this machine: 2 cores, 24 GB', { cores: 2, memoryBytes: 24 * GB }, 2],
    ['one per core', { cores: 6, memoryBytes: 24 * GB }, 6],
    ['one core still runs two', { cores: 1, memoryBytes: 24 * GB }, 2],
    ['little memory caps it (4 GB carries 3)', { cores: 8, memoryBytes: 4 * GB }, 3],
    ['too little memory still runs two', { cores: 4, memoryBytes: 1 * GB }, 2],
    ['never more than 8', { cores: 32, memoryBytes: 256 * GB }, 8],
  ])('%s', (_, machine, expected) => {
    expect(workersFor(machine)).toBe(expected);
  });

  test('PORTICO_E2E_WORKERS wins when it is a positive whole number, and only then', () => {
    const machine = { cores: 2, memoryBytes: 24 * GB };
    expect(workersFor({ ...machine, override: '1' })).toBe(1);
    expect(workersFor({ ...machine, override: '12' })).toBe(12);
    for (const bad of ['', '0', '-2', '1.5', 'four'])
      expect(workersFor({ ...machine, override: bad })).toBe(2);
  });
});
