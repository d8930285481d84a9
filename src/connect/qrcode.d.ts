// The one part of the `qrcode` package the site uses: the symbol encoder, without its canvas and terminal renderers.
declare module 'qrcode/lib/core/qrcode.js' {
  export interface QrSymbol {
    readonly modules: { readonly size: number; get(row: number, col: number): number | boolean };
  }
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): QrSymbol;
}
