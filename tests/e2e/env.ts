/** How Playwright workers find what the global setup started. */
export const E2E_ENV = {
  rpcUrl: 'PORTICO_E2E_RPC_URL',
  prodUrl: 'PORTICO_E2E_PROD_URL',
  siteUrl: 'PORTICO_E2E_SITE_URL',
  prodDist: 'PORTICO_E2E_PROD_DIST',
  safeAddress: 'PORTICO_E2E_SAFE_ADDRESS',
  hostOrigin: 'PORTICO_E2E_HOST_ORIGIN',
  foreignHostOrigin: 'PORTICO_E2E_FOREIGN_HOST_ORIGIN',
} as const;

export function fromEnv(name: keyof typeof E2E_ENV): string {
  const value = process.env[E2E_ENV[name]];
  if (!value) throw new Error(`${E2E_ENV[name]} is not set: run Playwright with tests/e2e/globalSetup.ts.`);
  return value;
}
