import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { describe, expect, test } from 'vitest';
import { slowCpu } from '../../harness/playwright/slowCpu.ts';

const root = resolve(import.meta.dirname, '../..');
const specs = readdirSync(join(root, 'tests/e2e'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => ({ name, text: readFileSync(join(root, 'tests/e2e', name), 'utf8') }));

describe('slowCpu and its lock', () => {
  test('every spec that slows a page declares the lock, so no two run at once', () => {
    const slowing = specs.filter((spec) => /\bslowCpu\(/.test(spec.text));
    expect(slowing.map((spec) => spec.name)).toContain('site/oneClick.spec.ts');
    const withoutLock = slowing.filter((spec) => !/lock:\s*SLOW_CPU_LOCK/.test(spec.text));
    expect(withoutLock.map((spec) => spec.name)).toEqual([]);
  });

  test('no spec slows a page by itself, around the lock', () => {
    const direct = specs.filter((spec) => spec.text.includes('setCPUThrottlingRate'));
    expect(direct.map((spec) => spec.name)).toEqual([]);
  });

  test.each([0, 0.5, Number.NaN])('a rate of %s is refused before the page is touched', async (rate) => {
    await expect(slowCpu({} as Page, rate)).rejects.toThrow(/rate must be 1 or more/);
  });
});
