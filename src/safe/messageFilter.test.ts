import { describe, expect, test } from 'vitest';
import { isSafeHostMessage } from './messageFilter.ts';

const allowed = [/^https:\/\/app\.safe\.global$/];
const host = 'https://app.safe.global';
const ok = { id: 'a1', success: true, version: '9.1.0', data: { safeAddress: '0x1' } };
const fromParent = (data: unknown, origin = host) => ({ data, origin, fromParent: true });
const fromElsewhere = (data: unknown, origin = 'https://other.example') => ({
  data,
  origin,
  fromParent: false,
});

describe('isSafeHostMessage', () => {
  test('default: a Safe response from the allowed parent passes; so does a failure with a short error', () => {
    expect(isSafeHostMessage(fromParent(ok), allowed)).toBe(true);
    expect(
      isSafeHostMessage(
        fromParent({ id: 'a1', success: false, version: '9.1.0', error: 'Rejected' }),
        allowed,
      ),
    ).toBe(true);
  });

  test.each<[string, ReturnType<typeof fromParent>]>([
    ['null', fromParent(null)],
    ['a string', fromParent('hello')],
    ['a number', fromParent(42)],
    ['{}', fromParent({})],
    ['{ version: 5 }', fromParent({ version: 5 })],
    ['{ version: "0.9" }', fromParent({ ...ok, version: '0.9' })],
    ['success missing', fromParent({ id: 'a1', version: '9.1.0' })],
    ['an id that is a number', fromParent({ ...ok, id: 7 })],
    ['a 1 MB id', fromParent({ ...ok, id: 'x'.repeat(1_000_000) })],
    [
      'a failure with a 1 MB error',
      fromParent({ id: 'a1', success: false, version: '9.1.0', error: 'e'.repeat(1e6) }),
    ],
    ['a foreign origin', fromParent(ok, 'https://app.safe.global.evil.com')],
    ['a lookalike origin', fromParent(ok, 'https://app-safe.global')],
    ['null from a sibling', fromElsewhere(null)],
    ['undefined from a sibling', fromElsewhere(undefined)],
    ['a numeric version from a sibling', fromElsewhere({ version: 1 })],
  ])('error: %s is stopped before the SDK', (_name, message) => {
    expect(isSafeHostMessage(message, allowed)).toBe(false);
  });

  test('behavior: other windows may still talk to other libraries (WalletConnect, Coinbase popups)', () => {
    expect(isSafeHostMessage(fromElsewhere('{"type":"verify"}'), allowed)).toBe(true);
    expect(isSafeHostMessage(fromElsewhere({ event: 'PopupLoaded' }), allowed)).toBe(true);
  });
});
