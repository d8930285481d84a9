import type { FrameLocator, Page } from '@playwright/test';
import {
  chromiumLaunchWithFrameStorage,
  expect,
  installClock,
  type OwnBrowser,
  pollNow,
  type SafeFixture,
  test,
  textOf,
} from 'portico/harness/playwright';
import { openInSafe, safeMessageLookNow } from '../portico.ts';
import { nextFrames } from '../reliability/defaults.ts';

// Safe work waits as long as the owners do: a transaction or message still with the owners survives a reload and a
// move to another page, and its status is picked up again. The app is framed cross-site, so it keeps work across
// loads only where the browser gives such a frame storage (partitioned, as desktop Chrome with third-party cookies
// allowed); Playwright's default browser here gives none, like a private window, so these tests open one that does.

test.use({ injectWallet: false });

/**
 * A page in a browser whose cross-site frames get (partitioned) storage, watched like the test's own (page
 * errors, CSP violations), with Playwright's clock installed (flowing as a real one does), so that the test can
 * bring the page's next look at the Safe forward (`pollNow`).
 */
async function pageWithFrameStorage(ownBrowser: OwnBrowser): Promise<Page> {
  const context = await ownBrowser.newContext(chromiumLaunchWithFrameStorage);
  await installClock(context);
  return context.newPage();
}

/** Reloads the host page (the app with it) and waits until the app is the Safe again. */
async function reloadInSafe(page: Page, frame: FrameLocator): Promise<void> {
  await page.reload();
  await expect(frame.getByTestId('wallet-name')).toHaveText('Safe', { timeout: 20_000 });
}

/** In a browser whose frames keep storage: the home page in the Safe host, a test transaction sent. */
async function sendInSafe(safe: SafeFixture, ownBrowser: OwnBrowser) {
  const page = await pageWithFrameStorage(ownBrowser);
  const frame = await openInSafe(page, safe);
  await frame.getByTestId('send-test-tx').click();
  const proposed = await safe.waitForProposal();
  return { page, frame, proposed };
}

/** In a browser whose frames keep storage: the home page in the Safe host signing `signing`, "Sign message" clicked. */
async function signInSafe(safe: SafeFixture, ownBrowser: OwnBrowser, signing: 'offchain' | 'onchain') {
  const page = await pageWithFrameStorage(ownBrowser);
  const frame = await openInSafe(page, safe, { signing });
  await frame.getByTestId('sign-message').click();
  return { page, frame };
}

test('a Safe transaction survives a reload: its status is picked up and followed to execution', async ({
  safe,
  ownBrowser,
}) => {
  const { page, frame, proposed } = await sendInSafe(safe, ownBrowser);
  await expect(frame.getByTestId('tx-status')).toContainText(/Awaiting confirmations \(1 of 2\)|Proposed/);

  await reloadInSafe(page, frame);
  await expect(frame.getByTestId('tx-status')).toContainText('Awaiting confirmations (1 of 2)');
  await safe.confirm(proposed.safeTxHash, 1);
  await pollNow(page);
  await expect(frame.getByTestId('tx-status')).toContainText('Awaiting execution');
  await safe.execute(proposed.safeTxHash);
  await pollNow(page);
  await expect(frame.getByTestId('tx-status')).toHaveAttribute('data-state', 'success');
  await expect(frame.locator('.Toastify')).toContainText('Transaction confirmed.');
  // Settled work is forgotten: the next load has nothing to pick up. Looked at once a pickup would be drawn: the
  // app is the Safe again (the home page's own pickup runs on that render), the page-wide resumer's code has come
  // (it reads the Safe's pending work when it first renders), and the frame has drawn two frames since.
  const resumer = page.waitForResponse(/\/ResumeSafeWork\.[\w-]+\.js$/);
  await reloadInSafe(page, frame);
  await resumer;
  const app = safe.appFrame(page);
  if (!app) throw new Error('the app frame is gone');
  await nextFrames(app);
  // Read once, now: a retrying toHaveCount(0) would also pass on something drawn and gone again within its wait.
  expect(await frame.getByTestId('tx-status').count()).toBe(0);
  expect(await textOf(frame.locator('.Toastify__toast'))).toBe('');
});

test('a Safe transaction sent on the home page is followed to execution on another page', async ({
  safe,
  ownBrowser,
}) => {
  const { page, frame, proposed } = await sendInSafe(safe, ownBrowser);
  await frame.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Token' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: 'Token' })).toBeVisible();
  await expect(frame.locator('.Toastify')).toContainText('Awaiting confirmations (1 of 2)', {
    timeout: 20_000,
  });
  await safe.approve(proposed.safeTxHash);
  await pollNow(page);
  await expect(frame.locator('.Toastify')).toContainText('Transaction confirmed.', { timeout: 20_000 });
});

test('an off-chain Safe message survives a reload and is verified once the owners confirm', async ({
  safe,
  ownBrowser,
}) => {
  const { page, frame } = await signInSafe(safe, ownBrowser, 'offchain');
  const messageHash = await safe.waitForMessage();
  await reloadInSafe(page, frame);
  // Still waiting for the owners after the reload, and saying so.
  await expect(frame.getByTestId('sign-message')).toHaveText('Waiting for signature…');
  await safe.confirmMessage(messageHash, 1);
  await safeMessageLookNow(page);
  await expect(frame.getByTestId('sign-result')).toHaveAttribute('data-valid', 'true', { timeout: 20_000 });
  await expect(frame.getByTestId('sign-result')).toContainText('EIP-1271');
});

test('an on-chain Safe message survives a reload and is verified once the owners execute the approval', async ({
  safe,
  ownBrowser,
}) => {
  const { page, frame } = await signInSafe(safe, ownBrowser, 'onchain');
  const proposed = await safe.waitForProposal();
  await reloadInSafe(page, frame);
  await safe.approve(proposed.safeTxHash);
  await safeMessageLookNow(page);
  await expect(frame.getByTestId('sign-result')).toHaveAttribute('data-valid', 'true', { timeout: 30_000 });
});

test('signing in a Safe waits past the 3 minutes a wallet prompt gets', async ({ page, safe }) => {
  await installClock(page);
  const frame = await openInSafe(page, safe, { signing: 'offchain' });
  await frame.getByTestId('sign-message').click();
  const messageHash = await safe.waitForMessage();
  await page.clock.fastForward('04:00');
  await expect(frame.getByTestId('sign-message')).toHaveText('Waiting for signature…');
  await safe.confirmMessage(messageHash, 1);
  await safeMessageLookNow(page);
  await expect(frame.getByTestId('sign-result')).toHaveAttribute('data-valid', 'true', { timeout: 20_000 });
});
