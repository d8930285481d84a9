import { afterEach, describe, expect, test, vi } from 'vitest';
import { checkAnnouncement, installAnnouncementFilter, MAX_WALLET_NAME } from './announcements.ts';

const provider = { request: async () => null };
const icon = 'data:image/svg+xml;base64,PHN2Zy8+';
const good = { info: { uuid: 'u-1', name: 'Good Wallet', icon, rdns: 'com.good.wallet' }, provider };
const withInfo = (info: Record<string, unknown>) => ({ info: { ...good.info, ...info }, provider });

/** Each malformed announcement the issue lists, and a few of the same kind. */
const malformed: Array<[string, unknown]> = [
  ['a detail that is null', null],
  ['a detail that is a string', 'wallet'],
  ['no info', { provider }],
  ['a name that is not a string', withInfo({ name: 42 })],
  ['an empty name', withInfo({ name: '   ' })],
  ['a 3000-character name', withInfo({ name: 'W'.repeat(3000) })],
  ['an rdns that is a number', withInfo({ rdns: 7 })],
  ['an rdns that is no domain name', withInfo({ rdns: '<img src=x>' })],
  ['an icon that is a number', withInfo({ icon: 1 })],
  ['an icon that is an https URL', withInfo({ icon: 'https://evil.example/beacon.png' })],
  ['an icon that is a javascript: URL', withInfo({ icon: 'javascript:alert(1)' })],
  ['a 5 MB icon', withInfo({ icon: `data:image/png;base64,${'A'.repeat(5_000_000)}` })],
  ['a missing uuid', withInfo({ uuid: undefined })],
  ['a missing provider', { info: good.info }],
  ['a provider without request', { info: good.info, provider: {} }],
  [
    'a getter that throws',
    {
      get info() {
        throw new Error('boom');
      },
      provider,
    },
  ],
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('checkAnnouncement', () => {
  test('default: a well-formed announcement passes as a frozen copy with the same provider', () => {
    const checked = checkAnnouncement(good);
    expect(checked).toEqual(good);
    expect(checked).not.toBe(good);
    expect(Object.isFrozen(checked)).toBe(true);
    expect((checked as typeof good).provider).toBe(provider);
  });

  test('behavior: a name is trimmed; the longest allowed name passes', () => {
    expect(checkAnnouncement(withInfo({ name: '  Spaced  ' }))).toMatchObject({ info: { name: 'Spaced' } });
    expect(typeof checkAnnouncement(withInfo({ name: 'n'.repeat(MAX_WALLET_NAME) }))).toBe('object');
  });

  test.each(malformed)('error: %s is refused with a reason', (_name, detail) => {
    expect(typeof checkAnnouncement(detail)).toBe('string');
  });
});

describe('installAnnouncementFilter', () => {
  test('behavior: later listeners see only the good announcements, one warning per bad one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const target = new EventTarget();
    installAnnouncementFilter(target);
    installAnnouncementFilter(target); // idempotent
    const seen: unknown[] = [];
    target.addEventListener('eip6963:announceProvider', (event) => {
      seen.push((event as CustomEvent).detail);
    });
    for (const [, detail] of malformed) {
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    }
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: good }));
    expect(seen).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(malformed.length);
    for (const [message] of warn.mock.calls) {
      expect(String(message)).toMatch(/^Portico ignored a wallet announcement/);
      expect(String(message)).not.toContain('WWW');
    }
  });
});
