import { describe, expect, test } from 'vitest';
import { squareImage } from './squareImage.ts';

// The logo is shown as a round 24×24 avatar and as the Safe App's icon: a picture that is not square is squashed.

/** A PNG's first 24 bytes: the signature, the IHDR chunk's length and type, then width and height. */
function png(width: number, height: number, type = 'IHDR'): Uint8Array {
  const bytes = new Uint8Array(24);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  bytes.set(new TextEncoder().encode(type), 12);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}
const svg = (attributes: string) =>
  new TextEncoder().encode(`<?xml version="1.0"?>\n<svg ${attributes}><g/></svg>`);

describe('squareImage', () => {
  test('behavior: a square PNG passes; another shape is refused with its size', () => {
    expect(squareImage('logo.png', png(64, 64))).toBeUndefined();
    expect(squareImage('LOGO.PNG', png(64, 64))).toBeUndefined();
    expect(squareImage('logo.png', png(64, 32))).toBe('is 64×32 pixels; it must be square');
  });

  test('error: bytes that are not a PNG, or one without its header', () => {
    expect(squareImage('logo.png', png(64, 64).subarray(0, 23))).toBe('is not a PNG file');
    const wrong = png(64, 64);
    wrong[7] = 0;
    expect(squareImage('logo.png', wrong)).toBe('is not a PNG file');
    expect(squareImage('logo.png', png(64, 64, 'IDAT'))).toBe('is a PNG without an IHDR header');
  });

  test('behavior: an SVG is square by its viewBox, or by equal width and height', () => {
    for (const attributes of [
      'viewBox="0 0 24 24"',
      'viewBox="0,0,24,24"',
      'viewBox="  0   0 24\n24 "',
      "viewBox='0 0 24 24'",
      'VIEWBOX="0 0 24 24"',
      'width="24" height="24"',
      'width=" 24" height="24 "',
      'viewBox="0 0 24 24" width="48"',
    ])
      expect(squareImage('logo.svg', svg(attributes)), attributes).toBeUndefined();
  });

  test('error: an SVG that is not square, or cannot be shown to be', () => {
    const cases: Array<[string, string]> = [
      ['viewBox="0 0 24 12"', 'has viewBox "0 0 24 12", which is not square'],
      ['viewBox="0 0 24"', 'has an unreadable viewBox "0 0 24"'],
      ['viewBox="0 0 a 24"', 'has an unreadable viewBox "0 0 a 24"'],
      ['width="24" height="12"', 'is 24×12; it must be square'],
      ['viewBox="0 0 24 24" width="24" height="12"', 'is 24×12; it must be square'],
      ['width="24"', 'has neither a viewBox nor both width and height, so it cannot be shown to be square'],
      ['height="24"', 'has neither a viewBox nor both width and height, so it cannot be shown to be square'],
      ['', 'has neither a viewBox nor both width and height, so it cannot be shown to be square'],
    ];
    for (const [attributes, message] of cases)
      expect(squareImage('logo.svg', svg(attributes)), attributes).toBe(message);
    expect(squareImage('logo.svg', new TextEncoder().encode('<html></html>'))).toBe(
      'is not an SVG file (no <svg> element)',
    );
    expect(squareImage('logo.gif', png(1, 1))).toBe('must be an .svg or .png file');
  });
});
