import { describe, expect, it } from 'vitest';
import { qrLinks } from './connectByQrCode.ts';

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def';

describe('qrLinks', () => {
  it('encodes the wallet’s own form of the link and copies the plain wc: link', () => {
    const details = {
      qrCode: { getUri: (link: string) => `https://wallet.example/wc?uri=${encodeURIComponent(link)}` },
    };
    expect(qrLinks(details, uri, false)).toEqual({
      qr: `https://wallet.example/wc?uri=${encodeURIComponent(uri)}`,
      copy: uri,
      open: null,
    });
  });

  it('offers the wallet’s app link on a phone only', () => {
    const details = { mobile: { getUri: (link: string) => `rainbow://wc?uri=${encodeURIComponent(link)}` } };
    expect(qrLinks(details, uri, true).open).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`);
    // On the phone itself there is nothing to scan: no code, the app opens instead.
    expect(qrLinks(details, uri, true).qr).toBeNull();
    expect(qrLinks(details, uri, false).open).toBeNull();
  });

  it('falls back to the plain link when a wallet’s link builder throws or returns nothing', () => {
    const details = {
      qrCode: {
        getUri: () => {
          throw new Error('broken wallet definition');
        },
      },
      mobile: { getUri: () => '' },
    };
    expect(qrLinks(details, uri, true)).toEqual({ qr: uri, copy: uri, open: null });
  });
});
