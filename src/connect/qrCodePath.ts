import { create } from 'qrcode/lib/core/qrcode.js';

/** A QR code as one SVG path: `size` modules square, one unit per module, dark modules filled. */
export interface QrCodePath {
  readonly size: number;
  readonly d: string;
}

/**
 * Encodes `text` (a WalletConnect pairing link) as a QR code path. Error correction "M", as wallets' scanners
 * expect for links of this length; the caller draws it on a light background with a quiet zone around it.
 * Loaded only when a QR-code wallet is picked.
 */
export function qrCodePath(text: string): QrCodePath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      // A run of dark modules in this row becomes one rectangle: fewer path segments, no seams between them.
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}
