/**
 * Strings that only the named SDK's code contains, so a built chunk can be told apart without source maps.
 * Found by searching both builds (Portico and the baseline): each appears in that SDK's chunks and no others.
 * If a dependency update renames one, the size test's marker check and the benchmark's lazy-loading lines
 * stop seeing the SDK: re-check them against a fresh build (`grep -l '<marker>' dist/_astro/*.js`).
 */
export interface SdkMarker {
  /** Short name used in reports and budget lines. */
  readonly sdk: string;
  /** The chunk holds this SDK when it contains any of these strings. */
  readonly markers: readonly string[];
  /** When the budget allows the SDK to load. */
  readonly allowed: string;
}

export const sdkMarkers: readonly SdkMarker[] = [
  {
    sdk: 'Safe Apps SDK',
    // Method name of the Safe Apps wire protocol, in both the ESM SDK and the copy safe-apps-provider bundles.
    markers: ['getEnvironmentInfo'],
    allowed: 'only inside an iframe',
  },
  {
    sdk: 'WalletConnect',
    // The relay URL (core + ethereum-provider) and the AppKit modal's custom element.
    markers: ['relay.walletconnect.org', 'w3m-modal'],
    allowed: 'only when a WalletConnect wallet is chosen',
  },
  {
    sdk: 'Coinbase Wallet SDK',
    markers: ['Coinbase Wallet SDK'],
    allowed: 'only when Coinbase Wallet is chosen',
  },
  {
    sdk: 'MetaMask SDK',
    markers: ['MetaMaskSDK'],
    allowed: 'only when MetaMask is chosen (without an injected MetaMask)',
  },
  {
    sdk: 'QR code',
    // Error text of the `qrcode` package's encoder.
    markers: ['too big to be stored in a QR Code'],
    allowed: 'only when a QR code is shown',
  },
];

/** The SDKs whose markers occur in `source`. */
export function sdksIn(source: string): string[] {
  return sdkMarkers.filter(({ markers }) => markers.some((m) => source.includes(m))).map(({ sdk }) => sdk);
}
