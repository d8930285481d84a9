import { expect, test } from 'vitest';
import { plural } from './plural.ts';

const contacts = { one: '{count} contact', other: '{count} contacts' };

test('English: one for 1, other otherwise', () => {
  expect(plural(contacts, 1, 'en')).toBe('{count} contact');
  expect(plural(contacts, 0, 'en')).toBe('{count} contacts');
  expect(plural(contacts, 2, 'en')).toBe('{count} contacts');
});

test("each language's own categories, and other where a table has no form for one", () => {
  const russian = { one: 'one', few: 'few', many: 'many', other: 'other' };
  expect([1, 3, 5, 21].map((count) => plural(russian, count, 'ru'))).toEqual(['one', 'few', 'many', 'one']);
  expect(plural({ other: '{count} 件' }, 1, 'ja')).toBe('{count} 件');
  expect(plural({ one: 'one', other: 'other' }, 3, 'ru')).toBe('other');
});
