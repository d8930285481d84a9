/**
 * One measured visit per call, in a fresh browser (cold caches, cold JIT) with the harness's injected test wallet
 * on the worker chain, every request off loopback refused, and the condition's CPU and network throttling.
 */
import { type BrowserContext, type CDPSession, chromium, type Frame, type Page } from '@playwright/test';
import { guardOutsideNetwork } from '../../harness/network.ts';
import { installTestWallet, type TestWalletController } from '../../harness/wallet/installTestWallet.ts';
import { type Condition, contextOptions, throttle } from '../page/conditions.ts';
import { chromiumFlags, chromiumPath } from '../page/measurePage.ts';
import { addressProbe } from './addressProbe.ts';

type Probe = { addressAt: number | null; addressEpoch: number | null; text: string | null };

export interface ConnectVisit {
  /** Navigation start → the abbreviated address shown after the one click on the wallet; null: never. */
  readonly connectedMs: number | null;
  /** Clicks on a wallet option it took (a click whose list came back without progress counts as lost). */
  readonly walletClicks: number;
  /** Clicks on "Connect Wallet" it took: a click that opened no dialog is repeated, as a visitor would. */
  readonly connectClicks: number;
  /** The wallet confirmed the account in this page load (answered eth_requestAccounts / permissions). */
  readonly confirmed: boolean;
  /** Reload in the same profile → address shown with no click; null: never. */
  readonly returningMs: number | null;
  /** The wallet answered eth_accounts (or a request for accounts) during the returning visit. */
  readonly returningConfirmed: boolean;
  /** Main-thread time by kind up to the address on the first visit (DevTools metrics), ms. */
  readonly breakdown: { script: number; layout: number; task: number };
}

interface Session {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  readonly wallet: TestWalletController;
  close(): Promise<void>;
}

async function open(condition: Condition, rpcUrl: string): Promise<Session> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const context = await browser.newContext(contextOptions(condition));
  await guardOutsideNetwork(context);
  const wallet = await installTestWallet(context, { rpcUrl });
  await context.addInitScript(`(${addressProbe.toString()})()`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await throttle(cdp, condition);
  return { context, page, cdp, wallet, close: () => browser.close() };
}

const readProbe = (target: Page | Frame) =>
  target.evaluate(() => (window as unknown as { __connectProbe?: Probe }).__connectProbe ?? null);

async function waitForAddress(target: Page | Frame, timeoutMs: number): Promise<Probe | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const probe = await readProbe(target).catch(() => null);
    if (probe?.addressAt != null) return probe;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

const WALLET_OPTION = /Portico Test Wallet/;

/**
 * Path 1 and 2 on one app: "Connect Wallet" clicked as soon as it works, the test wallet as soon as it is listed,
 * until the address shows; then a reload in the same profile.
 */
export async function measureConnectVisit(
  url: string,
  condition: Condition,
  rpcUrl: string,
): Promise<ConnectVisit> {
  const session = await open(condition, rpcUrl);
  const { page, wallet } = session;
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: condition.timeoutMs });
    const connectButton = page.getByRole('button', { name: 'Connect Wallet' }).first();
    await connectButton.click({ timeout: condition.timeoutMs });
    let connectClicks = 1;
    let lastConnectClick = Date.now();
    // How long a visitor waits for a dialog before clicking "Connect Wallet" again.
    const patienceMs = condition.cpuSlowdown > 1 ? 8_000 : 3_000;
    let walletClicks = 0;
    let probe: Probe | null = null;
    const deadline = Date.now() + condition.timeoutMs;
    while (!probe && Date.now() < deadline) {
      // Whichever dialog is on screen: a visitor clicks the wallet they see.
      const option = page.getByRole('button', { name: WALLET_OPTION }).filter({ visible: true }).first();
      try {
        await option.click({ timeout: 2_000 });
      } catch {
        // Nothing clickable yet (or it moved away under the pointer). A click on "Connect Wallet" that opened no
        // dialog at all (the app was not listening yet) is repeated after a while, as a visitor would.
        const dialogs = await page.getByRole('dialog').filter({ visible: true }).count();
        if (dialogs === 0 && Date.now() - lastConnectClick > patienceMs) {
          await connectButton.click({ timeout: 2_000 }).then(
            () => {
              connectClicks += 1;
            },
            () => {},
          );
          lastConnectClick = Date.now();
        }
        continue;
      }
      walletClicks += 1;
      // A click that was taken shows the address; a lost one leaves a wallet list there with nothing in progress.
      probe = await waitForAddress(page, condition.cpuSlowdown > 1 ? 15_000 : 5_000);
    }
    const { metrics } = await session.cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const confirmed =
      wallet.requestsFor('eth_requestAccounts').length +
        wallet.requestsFor('wallet_requestPermissions').length >
      0;

    wallet.clearRequests();
    // A returning visitor comes back to a visit that has ended, not one still downloading: without this wait the
    // reload queued behind the first visit's unfinished chunk downloads (up to ~350 ms on the throttled presets, on
    // the bench's HTTP/1.1 server), and path 2 measured how far path 1's downloads had got when its address showed.
    await page.waitForLoadState('networkidle', { timeout: condition.timeoutMs }).catch(() => undefined);
    await page.reload({ waitUntil: 'commit' });
    const returning = await waitForAddress(page, condition.timeoutMs);
    const returningConfirmed = wallet.requests.some((r) =>
      ['eth_accounts', 'eth_requestAccounts', 'wallet_requestPermissions'].includes(r.method),
    );
    return {
      connectedMs: probe?.addressAt ?? null,
      walletClicks,
      connectClicks,
      confirmed,
      returningMs: returning?.addressAt ?? null,
      returningConfirmed,
      breakdown: {
        script: metric('ScriptDuration'),
        layout: metric('LayoutDuration') + metric('RecalcStyleDuration'),
        task: metric('TaskDuration'),
      },
    };
  } finally {
    await session.close();
  }
}

/** Path 3: the Safe host page opened; navigation → the Safe's address shown inside the app's frame. */
export async function measureSafeVisit(
  hostUrl: string,
  condition: Condition,
  rpcUrl: string,
): Promise<number | null> {
  const session = await open(condition, rpcUrl);
  try {
    await session.page.goto(hostUrl, { waitUntil: 'commit', timeout: condition.timeoutMs });
    const hostStart = await session.page.evaluate(() => performance.timeOrigin);
    const deadline = Date.now() + condition.timeoutMs;
    while (Date.now() < deadline) {
      for (const frame of session.page.frames()) {
        if (frame === session.page.mainFrame()) continue;
        const probe = await readProbe(frame).catch(() => null);
        if (probe?.addressEpoch != null) return probe.addressEpoch - hostStart;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  } finally {
    await session.close();
  }
}
