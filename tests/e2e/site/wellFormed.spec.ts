import { eventually, expect, rainbowKitDialog, test } from 'portico/harness/playwright';
import { nextFrames } from '../reliability/defaults.ts';

// What a visitor must never be shown because someone else said it: a wallet's malformed event, or a transaction
// another site on the same origin wrote into RainbowKit's list.

test('a wallet that emits chainChanged with null: ignored, the page stays connected and its controls work', async ({
  page,
  wallet,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Through the UI: on a returning visitor's reconnect (wagmi's injected connector) the page once missed the first
  // event (no "malformed chainChanged" warning) in a whole-suite run under load; this case is about the events.
  await wallet.openConnected(page);
  await wallet.emit('chainChanged', null);
  await wallet.emit('chainChanged', 'not a chain');
  // The moment it would have shown: the page has handled both events (said once on the console).
  await eventually(() => warnings.filter((text) => text.includes('malformed chainChanged')).length).toBe(1);
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
  // Read once the page has drawn what the events made it do.
  await nextFrames(page);
  expect(await page.getByText(/Unsupported network/).count()).toBe(0);
  await expect(page.getByTestId('chain')).toHaveText('BNB Smart Chain (id 56)');
  await page.getByTestId('wallet-button').click();
  await expect(rainbowKitDialog(page)).toBeVisible();
  // A well-formed event after it still counts.
  await page.keyboard.press('Escape');
  await wallet.setChain(1);
  await expect(page.getByTestId('wrong-network')).toBeVisible();
});

test("a pending transaction another site wrote into RainbowKit's list is not shown as the visitor's own", async ({
  page,
  wallet,
}) => {
  await wallet.openReturning(page);
  const planted = `0x${'ab'.repeat(32)}`;
  await page.evaluate(
    ({ account, hash }) => {
      const list = {
        [account]: { 56: [{ hash, description: 'Planted by another site', status: 'pending' }] },
      };
      localStorage.setItem('rk-transactions', JSON.stringify(list));
    },
    { account: wallet.state.address, hash: planted },
  );
  await page.reload();
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
  // This site's own transaction is listed; the planted one is not.
  await page.getByTestId('send-test-tx').click();
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'success');
  await page.getByTestId('wallet-button').click();
  await expect(rainbowKitDialog(page).getByText('Test transaction: 0 BNB to yourself').first()).toBeVisible();
  await expect(rainbowKitDialog(page).getByText('Planted by another site')).toHaveCount(0);
});
