import { describe, expect, test } from 'vitest';
import { isLoopbackUrl, OUTSIDE_NETWORK } from '../../harness/network.ts';

// The guard hands Playwright a regular expression, so Chromium's requests to loopback are never routed through the
// test's process at all; it must refuse exactly what leaves the machine.
const stays = [
  'http://127.0.0.1:4321/',
  'http://127.0.0.1:4321/_astro/Portico.abc.js?v=1#x',
  'http://localhost:8545',
  'https://localhost/path',
  'ws://127.0.0.1:9000/socket',
  'http://[::1]:3000/index.html',
  'data:text/plain,hello',
  'blob:http://127.0.0.1:4321/0d4c',
  'about:blank',
];
const leaves = [
  'https://relay.walletconnect.org/',
  'https://bsc-dataseed.bnbchain.org',
  'http://localhost.example.com/',
  'http://127.0.0.1.example.com/',
  'http://127.0.0.1@example.com/',
  'http://example.com/?next=http://127.0.0.1/',
  'https://fonts.googleapis.com/css',
  'not a url',
];

describe('guardOutsideNetwork', () => {
  test.each(stays)('lets %s through', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
    expect(OUTSIDE_NETWORK.test(url)).toBe(false);
  });
  test.each(leaves)('refuses %s', (url) => {
    expect(isLoopbackUrl(url)).toBe(false);
    expect(OUTSIDE_NETWORK.test(url)).toBe(true);
  });
});
