import { expect, test } from 'vitest';
import { plural } from './plural.ts';

test('singular for one, plural otherwise', () => {
  expect(plural(1, 'contact')).toBe('1 contact');
  expect(plural(0, 'contact')).toBe('0 contacts');
  expect(plural(2, 'contact')).toBe('2 contacts');
  expect(plural(1, 'owner')).toBe('1 owner');
});
