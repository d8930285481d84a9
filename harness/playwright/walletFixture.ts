import type { FrameLocator, Page } from '@playwright/test';
import type { PageWords } from '../../src/i18n/siteWords.ts';
import { walletErrors } from '../wallet/errors.ts';
import type { TestWalletController } from '../wallet/installTestWallet.ts';
import { describeRequests } from '../wallet/requestLog.ts';
import type { LoggedRequest, WalletRpcError } from '../wallet/types.ts';
import { eventually, textOf } from './eventually.ts';
import type { SpanRecorder } from './spans.ts';

/** RainbowKit's dialogs: the account dialog and the network dialog (it never opens its connect modal here). */
export const rainbowKitDialog = (page: Page | FrameLocator) => page.locator('[data-rk] [role="dialog"]');

/** The site's one wallet dialog, where a visitor picks a wallet (src/connect/QuickConnect.astro). */
export const walletDialog = (page: Page | FrameLocator) => page.locator('#portico-quick-connect');

/** A wallet's option in that dialog, by RainbowKit's wallet id (or an announced wallet's rdns). */
export const walletOption = (page: Page | FrameLocator, id: string) =>
  walletDialog(page).getByTestId(`wallet-option-${id}`);

/**
 * The words the page says, in its language: the JSON every page carries for its scripts (src/i18n/siteWords.ts),
 * e.g. `rk.connectWallet` ("Connect Wallet", "Kết nối Ví"), `rk.connected`, `page.loading`, `errors.WALLET_REJECTED`.
 * Tests of a page in any language find its controls by the names a visitor reads there.
 */
export async function pageWords(page: Page | FrameLocator): Promise<PageWords> {
  return JSON.parse((await page.locator('#portico-words').textContent()) ?? '{}') as PageWords;
}

/**
 * Opens the wallet dialog through the header's "Connect Wallet" (in the page's language), as a visitor does, once
 * the island has started (the dialog itself works before that: tests/e2e/site/oneClick.spec.ts covers those clicks).
 */
export async function openConnectDialog(page: Page | FrameLocator): Promise<void> {
  const words = await pageWords(page);
  // The header's: a page's own components may offer a "Connect Wallet" of their own (ConnectPrompt).
  const button = page.getByRole('banner').getByRole('button', { name: words.rk.connectWallet });
  const loading = new RegExp(`^(${words.page.loading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})?$`);
  await eventually(() => textOf(page.getByTestId('connection-status'))).not.toMatch(loading);
  await button.click();
  await eventually(() => walletDialog(page).isVisible()).toBe(true);
}

/** The injected test wallet with the shortcuts page tests use most. */
export type WalletFixture = TestWalletController & {
  /**
   * Connects through the real UI: "Connect Wallet", the test wallet in the site's wallet dialog, then "Connected".
   * `then` moves the wallet
   * afterwards, as its user would: to another chain (`chainId`), forgetting chains (`forget`: switching back to
   * one answers 4902).
   */
  connect(page: Page, then?: { chainId?: number; forget?: readonly number[] }): Promise<void>;
  /**
   * Opens the worker's test build (its home page, or `path` below it, e.g. `token.html`) and connects there through
   * the real UI, as `connect` does: the start of most tests of a connected visitor.
   */
  openConnected(page: Page, path?: string): Promise<void>;
  /** The next wallet prompt (or the next request of `method`) fails with `code` (4001 by default). */
  reject(code?: number, method?: string): void;
  /** Locks the wallet as MetaMask does: no accounts for the site, `accountsChanged([])`. */
  lock(): Promise<void>;
  /** Every request of `method` ('*': all) is answered after `ms`, then approved; `undefined` ms heals. */
  answerSlowly(ms: number | undefined, method?: string): void;
};

const ERRORS_BY_CODE: Record<number, () => WalletRpcError> = {
  4001: walletErrors.userRejected,
  4100: walletErrors.unauthorized,
  4900: walletErrors.disconnected,
  4901: walletErrors.chainDisconnected,
};

export function createWalletFixture(
  controller: TestWalletController,
  siteUrl: string,
  spans: SpanRecorder,
): WalletFixture {
  return Object.assign(controller, {
    async openConnected(page: Page, path = '') {
      await spans.time('connect', 'openConnected', async () => {
        await page.goto(new URL(path, siteUrl).href);
        await this.connect(page);
      });
    },
    connect(page: Page, then: { chainId?: number; forget?: readonly number[] } = {}) {
      return spans.time('connect', 'connect', () => connectThroughUi(page, then));
    },
    reject(code = 4001, method?: string) {
      const error = ERRORS_BY_CODE[code]?.() ?? { code, message: `Rejected with ${code} by the test.` };
      controller.rejectNext(method, error);
    },
    async lock() {
      controller.setAuthorized(false);
      await controller.emitAccountsChanged([]);
    },
    answerSlowly(ms: number | undefined, method = '*') {
      controller.setFault(method, ms === undefined ? undefined : { type: 'delay', ms });
    },
  });

  async function connectThroughUi(page: Page, then: { chainId?: number; forget?: readonly number[] }) {
    await openConnectDialog(page);
    const { rk } = await pageWords(page);
    const before = controller.requests.length;
    await walletDialog(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
    try {
      await eventually(() => textOf(page.getByTestId('connection-status'))).toBe(rk.connected);
    } catch (error) {
      throw new Error(await connectFailure(page, controller.requests.slice(before)), { cause: error });
    }
    if (then.chainId !== undefined) await controller.setChain(then.chainId);
    for (const chainId of then.forget ?? []) controller.forgetChain(chainId);
  }
}

/**
 * Why `connect` did not end "Connected", in words: the status, whether the wallet dialog is still open and what
 * it says, and what the wallet was asked after the click (no `wallet_requestPermissions` or `eth_requestAccounts`:
 * the click never reached it).
 */
async function connectFailure(page: Page, asked: readonly LoggedRequest[]): Promise<string> {
  const status = await page
    .getByTestId('connection-status')
    .textContent({ timeout: 1_000 })
    .catch(() => null);
  const dialog = walletDialog(page);
  const open = await dialog.isVisible().catch(() => false);
  // The text as drawn (innerText), so the dialog's parts read apart as a person sees them.
  // biome-ignore lint/performance/useDomNodeTextContent: layout-aware text is the point here; the page is idle.
  const said = open ? await dialog.innerText({ timeout: 1_000 }).catch(() => '') : '';
  return [
    `wallet.connect: the page did not show "Connected" after the click on "Portico Test Wallet" (status: ${JSON.stringify(status)}).`,
    open
      ? `The wallet dialog is still open: ${JSON.stringify(said.replace(/\s+/g, ' ').slice(0, 200))}`
      : 'The wallet dialog is closed.',
    'What the wallet was asked after the click:',
    describeRequests(asked),
  ].join('\n');
}
