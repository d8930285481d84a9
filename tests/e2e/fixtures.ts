import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';
import type { HostState } from '../../harness/safe/host/hostState.ts';
import { installTestWallet, type TestWalletController } from '../../harness/wallet/index.ts';
import { fromEnv } from './env.ts';

export interface Site {
  /** The production build, exactly as it ships. */
  readonly prodUrl: string;
  /** The test build: same code, RPC through the harness relay in front of the forked chain. */
  readonly url: string;
  readonly rpcUrl: string;
  /** Sets a fault on the relay's RPC endpoint `index` (0 primary, 1 fallback). */
  rpcFault(index: number, fault: Record<string, unknown>): Promise<void>;
  readonly safe: SafeHostControl;
}

/** The mock Safe{Wallet} host, driven over its HTTP control API (the Playwright worker is another process). */
export interface SafeHostControl {
  readonly address: string;
  readonly hostOrigin: string;
  readonly foreignHostOrigin: string;
  /** The host page embedding the test site, with host switches in the query string. */
  url(switches?: Record<string, string>, options?: { foreign?: boolean }): string;
  action(body: Record<string, unknown>): Promise<unknown>;
  state(): Promise<HostState>;
}

export type { HostState as HostStateLike } from '../../harness/safe/host/hostState.ts';

/** A JSON-RPC call straight to a node (anvil): snapshots, mining, chain set-up. */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function control(siteUrl: string, body: unknown): Promise<void> {
  await fetch(new URL('/__harness/control/rpc', siteUrl), { method: 'POST', body: JSON.stringify(body) });
}

export const test = base.extend<{
  site: Site;
  wallet: TestWalletController;
  outsideRequests: string[];
  cspViolations: string[];
}>({
  // The meta CSP must never block the site's own code: any violation report fails the test.
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // Tests must never hang on an outside host: anything off loopback is aborted and recorded.
  outsideRequests: [
    async ({ context }, use) => {
      const outside: string[] = [];
      await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
        outside.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      await use(outside);
    },
    { auto: true },
  ],
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
    async ({}, use) => {
      const rpcUrl = fromEnv('rpcUrl');
      const url = fromEnv('siteUrl');
      const hostOrigin = fromEnv('hostOrigin');
      const foreignHostOrigin = fromEnv('foreignHostOrigin');
      const hostAction = async (body: Record<string, unknown>) => {
        const response = await fetch(`${hostOrigin}/api/action`, {
          method: 'POST',
          body: JSON.stringify(body),
        });
        const reply = (await response.json()) as { result?: unknown; error?: string };
        if (!response.ok)
          throw new Error(`host action ${String(body.action)}: ${reply.error ?? response.status}`);
        return reply.result;
      };
      // Every test starts from the same chain state, a healthy RPC and a host that remembers nothing.
      const snapshot = await rpc(rpcUrl, 'evm_snapshot');
      await control(url, { reset: true });
      await hostAction({ action: 'reset' });
      await use({
        prodUrl: fromEnv('prodUrl'),
        url,
        rpcUrl,
        rpcFault: (index, fault) => control(url, { index, fault }),
        safe: {
          address: fromEnv('safeAddress'),
          hostOrigin,
          foreignHostOrigin,
          url: (switches = {}, options = {}) =>
            `${options.foreign ? foreignHostOrigin : hostOrigin}/?${new URLSearchParams({ app: url, ...switches })}`,
          action: hostAction,
          state: async () => (await (await fetch(`${hostOrigin}/api/state`)).json()) as HostState,
        },
      });
      await control(url, { reset: true });
      await hostAction({ action: 'reset' });
      await rpc(rpcUrl, 'evm_revert', [snapshot]);
    },
    { auto: true },
  ],
  wallet: async ({ context, site }, use) => {
    await use(await installTestWallet(context, { rpcUrl: site.rpcUrl }));
  },
});

export { expect };

/**
 * RainbowKit's own connect dialog. Until RainbowKit has loaded, a click on "Connect Wallet" shows the page's
 * quick dialog first (tests/e2e/site/quickConnect.spec.ts covers that); tests of RainbowKit's flow wait for this.
 */
export const rainbowKitDialog = (page: Page | FrameLocator) => page.locator('[data-rk] [role="dialog"]');

/** Opens RainbowKit's dialog and picks the test wallet (announced through EIP-6963). */
export async function connectWithTestWallet(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  await rainbowKitDialog(page).getByText('Portico Test Wallet').click();
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
}
