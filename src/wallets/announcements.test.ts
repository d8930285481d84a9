import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  checkAnnouncement,
  installAnnouncementFilter,
  MAX_WALLET_ICON,
  MAX_WALLET_NAME,
} from './announcements.ts';

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

  // Each refusal names the check that caught it: a check that let the value through would leave it to a later
  // one, with another reason (or none).
  const NAME_REASON = `its name is empty or longer than ${MAX_WALLET_NAME} characters`;
  const ICON_REASON = 'its icon is not a data:image/ URL of a sensible size';
  const RDNS_REASON = 'its rdns is not a reverse domain name';
  const UUID_REASON = 'its uuid is not valid';
  test.each<[string, unknown, string]>([
    ['a detail that is null', null, 'its detail is not an object'],
    ['a detail that is a number', 7, 'its detail is not an object'],
    ['info that is null', { info: null, provider }, 'its info is not an object'],
    ['info that is a string', { info: 'x', provider }, 'its info is not an object'],
    ['an empty uuid', withInfo({ uuid: '' }), UUID_REASON],
    ['a uuid of 129 characters', withInfo({ uuid: 'u'.repeat(129) }), UUID_REASON],
    ['a uuid that is a number', withInfo({ uuid: 1 }), UUID_REASON],
    ['a name that is not text', withInfo({ name: 42 }), 'its name is not text'],
    ['a name of only spaces', withInfo({ name: '   ' }), NAME_REASON],
    ['a name one longer than allowed', withInfo({ name: 'n'.repeat(MAX_WALLET_NAME + 1) }), NAME_REASON],
    ['an rdns that is a number', withInfo({ rdns: 7 }), RDNS_REASON],
    ['an rdns of one label', withInfo({ rdns: 'wallet' }), RDNS_REASON],
    ['an rdns longer than 253', withInfo({ rdns: `${'a'.repeat(250)}.com` }), RDNS_REASON],
    ['an rdns with more after it', withInfo({ rdns: 'com.good.wallet <b>' }), RDNS_REASON],
    ['an rdns with text before it', withInfo({ rdns: '<b> com.good.wallet' }), RDNS_REASON],
    ['an icon that is a number', withInfo({ icon: 1 }), ICON_REASON],
    ['an icon in a list', withInfo({ icon: [icon] }), ICON_REASON],
    ['an rdns in a list', withInfo({ rdns: ['com.good.wallet'] }), RDNS_REASON],
    ['an icon with text before it', withInfo({ icon: ` ${icon}` }), ICON_REASON],
    [
      'an icon one longer than allowed',
      withInfo({ icon: `${icon}${'A'.repeat(MAX_WALLET_ICON)}` }),
      ICON_REASON,
    ],
    ['a provider that is null', { info: good.info, provider: null }, 'it has no EIP-1193 provider'],
    [
      'a provider whose request is no function',
      { info: good.info, provider: { request: 1 } },
      'it has no EIP-1193 provider',
    ],
    [
      'a getter that throws',
      Object.defineProperty({}, 'info', {
        get() {
          throw new Error('boom');
        },
      }),
      'reading it threw',
    ],
  ])('error: %s is refused, saying which check', (_name, detail, reason) => {
    expect(checkAnnouncement(detail)).toBe(reason);
  });

  test('behavior: the longest uuid, rdns and icon pass; a function may carry the detail or the provider', () => {
    const longest = withInfo({
      uuid: 'u'.repeat(128),
      rdns: `${'a'.repeat(249)}.com`,
      icon: `data:image/png;base64,${'A'.repeat(MAX_WALLET_ICON - 'data:image/png;base64,'.length)}`,
    });
    expect(checkAnnouncement(longest)).toEqual(longest);
    const request = Object.assign(async () => null, { request: async () => null });
    const checked = checkAnnouncement(Object.assign(() => {}, { info: { ...good.info }, provider: request }));
    expect(checked).toMatchObject({ info: good.info, provider: request });
    expect(Object.isFrozen((checked as { info: object }).info)).toBe(true);
    expect(checkAnnouncement(withInfo({ rdns: 'io.rabby-wallet_x.app' }))).toMatchObject({
      info: { rdns: 'io.rabby-wallet_x.app' },
    });
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
