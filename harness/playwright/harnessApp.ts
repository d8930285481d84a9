/**
 * An app the harness drives without building it: any dApp that reads chain 56 over HTTP JSON-RPC and finds wallets
 * by EIP-6963 or `window.ethereum`.
 */
export interface HarnessApp {
  /** Where the app is served (its own dev or preview server, started by Playwright's `webServer`). */
  readonly url: string;
  /**
   * The RPC URLs the app reads chain 56 from (its wagmi transports). The harness answers every request to them from
   * the worker's fork, so the app reads the same chain the test wallet and the Safe live on.
   */
  readonly rpcUrls: readonly string[];
}

/** How the app reaches the global setup and the workers (they load the Playwright config again). */
export const APP_ENV = 'PORTICO_HARNESS_APP';

/** The app the run drives, when it is not a Portico app the harness builds itself. Checked where it enters. */
export function harnessApp(): HarnessApp | null {
  const raw = process.env[APP_ENV];
  if (!raw) return null;
  const value = JSON.parse(raw) as Partial<HarnessApp>;
  const urls = Array.isArray(value.rpcUrls) ? value.rpcUrls : [];
  if (typeof value.url !== 'string' || !URL.canParse(value.url) || urls.some((url) => !URL.canParse(url))) {
    throw new Error(
      `${APP_ENV}: harnessConfig's app needs a url and rpcUrls that are absolute URLs (got ${raw}).`,
    );
  }
  return { url: value.url, rpcUrls: urls };
}
