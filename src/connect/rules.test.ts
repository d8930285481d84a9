import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shortAddress } from './drawHeader.js';
import { ACCOUNT_KEY_PREFIX, ADDRESS_PATTERN, accountKey, siteRoot } from './rules.js';

// The rules the inline scripts and the island share are written once, in rules.js, and both sides use that one
// writing (build/inlineScripts.ts writes it into the inline scripts): no second spelling may drift from it.
const src = new URL('..', import.meta.url).pathname;
const CONNECT_PATH = ['connect', 'wallets', 'rainbowkit', 'islands'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|astro)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const files = CONNECT_PATH.flatMap((folder) => sourceFiles(join(src, folder))).map((path) => ({
  name: path.slice(src.length),
  code: readFileSync(path, 'utf8'),
}));
const holding = (pattern: RegExp) => files.filter((file) => pattern.test(file.code)).map((file) => file.name);

describe('rules.js', () => {
  it('default: the key, the site root and the short form', () => {
    expect(siteRoot('/ipfs/cid/token.html')).toBe('/ipfs/cid/');
    expect(siteRoot('token.html')).toBe('/');
    expect(accountKey('/ipfs/cid/')).toBe(`${ACCOUNT_KEY_PREFIX}/ipfs/cid/`);
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…2266');
    expect(ADDRESS_PATTERN.test('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true);
    expect(ADDRESS_PATTERN.test('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226')).toBe(false);
  });

  it.each([
    ['the address pattern', /\{40\}/, 'connect/rules.js'],
    ['the account key', /portico\.account:/, 'connect/rules.js'],
    ['the chain id pattern', /0x\[0-9a-f\]\+\|\[0-9\]\+/, 'connect/rules.js'],
    ['the header account markup', /account-unconfirmed|createElement\('bdi'\)|<bdi/, 'connect/drawHeader.js'],
    [
      "the EIP-6963 announcement's limits",
      /MAX_RDNS|MAX_UUID|rdns\.length|name\.length\s*>/,
      'connect/rules.js',
    ],
    [
      'focus back on the wallet tried',
      /(option|choice)\.focus\(\)|data-qc-wallet="\$\{CSS\.escape\(walletId\)\}"\]`\)\??\.focus/,
      'connect/dialog/walletDialog.ts',
    ],
  ])('behavior: %s is written once in the whole connect path', (_rule, pattern, home) => {
    expect(holding(pattern)).toEqual([home]);
  });

  it('behavior: every listener for EIP-6963 announcements takes them through the one check', () => {
    const listeners = holding(/eip6963:announceProvider['"`]?\s*,|EVENT,\s*\n?\s*\(event\)/);
    expect(listeners.length).toBeGreaterThan(1);
    for (const name of listeners)
      expect(files.find((file) => file.name === name)?.code, name).toContain('checkAnnouncement(');
  });
});
