import type { Browser, FrameLocator, Page } from '@playwright/test';
import type { PageWords } from '../../src/i18n/siteWords.ts';
import { QUERY_CACHE_KEY } from '../../src/wagmi/persister.ts';
import { walletErrors } from '../wallet/errors.ts';
import { installTestWallet, type TestWalletController } from '../wallet/installTestWallet.ts';
import { describeRequests } from '../wallet/requestLog.ts';
import type { LoggedRequest, WalletRpcError } from '../wallet/types.ts';
import { eventually, textOf } from './eventually.ts';
import { SpanRecorder } from './spans.ts';

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

/**
 * Every local storage entry of the page's origin, by key. A key listed with no value (`getItem` null: Chromium
 * can list a key a reloaded page has just removed) is not an entry.
 */
export const storedEntries = (page: Page): Promise<Record<string, string>> =>
  page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      const value = key === null ? null : localStorage.getItem(key);
      if (key !== null && value !== null) entries[key] = value;
    }
    return entries;
  });

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
  /**
   * Opens the test build's page (`path` as in `openConnected`) as a returning visitor: the wallet has already
   * authorised the site and local storage holds what an earlier visit that connected through the UI left there
   * (captured once per worker by doing it: {@link captureReturningVisit}), so the site reconnects on load with no
   * click. Ends when the header says "Connected", as `openConnected` does; `then` as in `connect`. For tests whose
   * subject comes after the connect; tests of connecting, the dialog, focus or a first visit keep `openConnected`.
   * As for a real returning visitor, the site reconnects the wallet through wagmi's injected connector: the page
   * names it "Browser Wallet", not "Portico Test Wallet" (tests/e2e/harness/returningVisitor.spec.ts holds the
   * shortcut to the page a visitor who connected through the UI comes back to).
   */
  openReturning(
    page: Page,
    path?: string,
    then?: { chainId?: number; forget?: readonly number[] },
  ): Promise<void>;
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

/**
 * The connection state as the island holds it (wagmi's status, on the header's status line), or null before the
 * island has drawn it. The page's inline scripts say "Connected" as soon as the wallet approves or confirms, before
 * the island has taken the connection over: a test that moves on then (locks the wallet, leaves the page) races
 * that hand-over, which asks the wallet again when it finds the account gone.
 */
const islandStatus = (page: Page): Promise<string | null> =>
  page
    .getByTestId('connection-status')
    .getAttribute('data-status', { timeout: 1_000 })
    .catch(() => null);

/** The wallet's requests that ask it for accounts: what a click on a wallet in the dialog sends. */
const CONNECT_REQUESTS = new Set(['eth_requestAccounts', 'wallet_requestPermissions']);

/** A request for accounts among `asked` was refused by the visitor (4001) and none is still waiting. */
function refusedBy(asked: readonly LoggedRequest[]): boolean {
  const connects = asked.filter((request) => CONNECT_REQUESTS.has(request.method));
  return (
    connects.some(
      (request) => request.status === 'rejected' && (request.error as WalletRpcError)?.code === 4001,
    ) && !connects.some((request) => request.status === 'open')
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What an earlier visit left in the site's local storage, by key (see {@link captureReturningVisit}). */
export type StoredVisit = Readonly<Record<string, string>>;

export function createWalletFixture(
  controller: TestWalletController,
  siteUrl: string,
  spans: SpanRecorder,
  earlierVisit: () => Promise<StoredVisit> = () => Promise.reject(new Error('no earlier visit in this run')),
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
    async openReturning(page: Page, path = '', then: { chainId?: number; forget?: readonly number[] } = {}) {
      const stored = await spans.time('setup', 'earlier visit', earlierVisit);
      controller.setAuthorized(true);
      // Written before the page's own scripts run, on this navigation only (and its redirects, such as the
      // language's folder): a later reload must find what the site itself left, not the earlier visit again.
      const seed = await page.addInitScript(
        ({ origin, entries }) => {
          if (location.origin !== origin || window !== window.top) return;
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        },
        { origin: new URL(siteUrl).origin, entries: stored },
      );
      try {
        await page.goto(new URL(path, siteUrl).href);
      } finally {
        await seed.dispose();
      }
      const { rk } = await pageWords(page);
      await eventually(() => textOf(page.getByTestId('connection-status')), {
        message: 'wallet.openReturning: the site did not reconnect on load',
      }).toBe(rk.connected);
      await eventually(() => islandStatus(page), {
        message: 'wallet.openReturning: the island did not take the connection up',
      }).toBe('connected');
      if (then.chainId !== undefined) await controller.setChain(then.chainId);
      for (const chainId of then.forget ?? []) controller.forgetChain(chainId);
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
      // Ends at "Connected", or as soon as the visitor refused the prompt (4001) and the page has taken the
      // refusal in: the site never asks again by itself, so waiting out the timeout would only be slower.
      await eventually(async () => {
        if (refusedBy(controller.requests.slice(before)) && (await islandStatus(page)) === 'disconnected')
          return 'refused';
        return textOf(page.getByTestId('connection-status'));
      }).toMatch(new RegExp(`^(${escapeRegExp(rk.connected)}|refused)$`));
      if (refusedBy(controller.requests.slice(before)))
        throw new Error('the wallet refused the connect (4001)');
      await eventually(() => islandStatus(page)).toBe('connected');
    } catch (error) {
      throw new Error(await connectFailure(page, controller.requests.slice(before)), { cause: error });
    }
    if (then.chainId !== undefined) await controller.setChain(then.chainId);
    for (const chainId of then.forget ?? []) controller.forgetChain(chainId);
  }
}

/**
 * What a visit that connected through the UI leaves in the site's local storage: a fresh context with the test
 * wallet opens the test build's home page, connects as `openConnected` does, waits until the page has written its
 * query cache (its last write: throttled, after the balances), and reads every entry. The query cache itself is
 * left out: it is the chain as that visit read it, and a test sets its own chain state before opening the page (a
 * test of the cache writes one itself, as tests/e2e/reliability/storage.spec.ts does). Read, never written by hand,
 * so it stays what the site really stores when the site changes what it stores.
 */
export async function captureReturningVisit(
  browser: Browser,
  siteUrl: string,
  rpcUrl: string,
): Promise<StoredVisit> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const controller = await installTestWallet(context, { rpcUrl });
    const page = await context.newPage();
    await createWalletFixture(controller, siteUrl, new SpanRecorder()).openConnected(page);
    const read = () => storedEntries(page);
    await eventually(async () => QUERY_CACHE_KEY in (await read()), { timeout: 20_000 }).toBe(true);
    const { [QUERY_CACHE_KEY]: _cache, ...entries } = await read();
    return entries;
  } finally {
    await context.close();
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
