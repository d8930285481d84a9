import type { Connector } from 'wagmi';

/**
 * A seam for end-to-end tests, empty in every build the site ships. The harness's test build replaces this
 * module with harness/site/safeProbe.ts (a Vite plugin in harness/site/astroBuild.ts), which lets tests drive
 * the real Safe Apps SDK and provider with inputs the UI never produces.
 */
export function installSafeTestProbe(_connector: Connector): () => void {
  return () => {};
}
