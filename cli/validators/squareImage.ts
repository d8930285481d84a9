/**
 * Whether image bytes describe a square picture: the logo is shown as a round 24×24 avatar and as the
 * Safe App icon, and a non-square source gets squashed. Pure: the caller reads the file.
 */
export function squareImage(fileName: string, bytes: Uint8Array): string | undefined {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.png')) return squarePng(bytes);
  if (lower.endsWith('.svg')) return squareSvg(new TextDecoder().decode(bytes));
  return 'must be an .svg or .png file';
}

function squarePng(bytes: Uint8Array): string | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return 'is not a PNG file';
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(12, 16)) !== 'IHDR') return 'is a PNG without an IHDR header';
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  return width === height ? undefined : `is ${width}×${height} pixels; it must be square`;
}

function squareSvg(text: string): string | undefined {
  const root = /<svg\b([^>]*)>/i.exec(text);
  if (!root) return 'is not an SVG file (no <svg> element)';
  const attributes = root[1] ?? '';
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(attributes)
      ?.slice(1)
      .find((v) => v !== undefined);
  const viewBox = attribute('viewBox');
  const width = attribute('width');
  const height = attribute('height');
  if (viewBox !== undefined) {
    const parts = viewBox
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n)))
      return `has an unreadable viewBox "${viewBox}"`;
    if (parts[2] !== parts[3]) return `has viewBox "${viewBox}", which is not square`;
  }
  if (width !== undefined && height !== undefined && width.trim() !== height.trim()) {
    return `is ${width}×${height}; it must be square`;
  }
  if (viewBox === undefined && (width === undefined || height === undefined)) {
    return 'has neither a viewBox nor both width and height, so it cannot be shown to be square';
  }
  return undefined;
}
