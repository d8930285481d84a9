import { describe, expect, test } from 'vitest';
import { qrCodePath } from './qrCodePath.ts';

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1767225600';

/** The dark modules the path fills, read back from its rectangles. */
function darkModules(d: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i += 1) dark.add(`${Number(x) + i},${y}`);
  }
  return dark;
}

describe('qrCodePath', () => {
  test('behavior: a pairing link becomes a square symbol with the three finder patterns a scanner looks for', () => {
    const { size, d } = qrCodePath(uri);
    // Version 1 is 21 modules, each version adds 4; a 160-character link needs version 8 or 9 at level M.
    expect((size - 17) % 4).toBe(0);
    expect(size).toBeGreaterThanOrEqual(49);
    const dark = darkModules(d);
    // A finder pattern: a dark 7×7 ring, a light ring inside it, a dark 3×3 centre.
    const finderAt = (left: number, top: number) => {
      for (let y = 0; y < 7; y += 1) {
        for (let x = 0; x < 7; x += 1) {
          const ring = x === 0 || y === 0 || x === 6 || y === 6;
          const centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
          expect(dark.has(`${left + x},${top + y}`), `module ${left + x},${top + y}`).toBe(ring || centre);
        }
      }
    };
    finderAt(0, 0);
    finderAt(size - 7, 0);
    finderAt(0, size - 7);
  });

  test('behavior: different links give different codes, the same link the same code', () => {
    expect(qrCodePath(uri).d).toBe(qrCodePath(uri).d);
    expect(qrCodePath(uri.replace('7f6e', '8f6e')).d).not.toBe(qrCodePath(uri).d);
  });
});
