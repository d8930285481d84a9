import { describe, expect, test } from 'vitest';
import { settings } from '../src/config/generated.ts';
import { cspDirectives } from './csp.ts';

const connectSrc = (directives: string[]) =>
  directives
    .find((d) => d.startsWith('connect-src'))
    ?.split(' ')
    .slice(1);

describe('cspDirectives', () => {
  test('default: connect-src is self plus the configured RPC origins (and Coinbase), nothing else', () => {
    const sources = connectSrc(cspDirectives({ ...settings, walletConnectProjectId: null }));
    expect(sources).toContain("'self'");
    expect(sources).toContain('https://bsc-dataseed.bnbchain.org');
    expect(sources?.some((s) => s.includes('walletconnect'))).toBe(false);
  });

  test('behavior: with a project id the WalletConnect relay and verify frames are allowed', () => {
    const directives = cspDirectives({
      ...settings,
      walletConnectProjectId: '0123456789abcdef0123456789abcdef',
    });
    expect(connectSrc(directives)).toContain('wss://relay.walletconnect.org');
    expect(directives.find((d) => d.startsWith('frame-src'))).toContain('https://verify.walletconnect.org');
  });

  test('behavior: hardening directives are always present', () => {
    expect(cspDirectives(settings)).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ]),
    );
  });

  test('behavior: img-src is the page itself and data: icons, plus blob: only with WalletConnect; never a remote host', () => {
    const imgSrc = (directives: string[]) => directives.find((d) => d.startsWith('img-src'));
    expect(imgSrc(cspDirectives({ ...settings, walletConnectProjectId: null }))).toBe("img-src 'self' data:");
    expect(
      imgSrc(cspDirectives({ ...settings, walletConnectProjectId: '0123456789abcdef0123456789abcdef' })),
    ).toBe("img-src 'self' data: blob:");
  });
});
