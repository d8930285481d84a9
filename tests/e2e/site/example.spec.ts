import { expect, test } from '#harness/playwright';

// The worked example of docs/testing.md, kept as a test so that it stays true: copy it for a new page.
test.describe('the worked example', () => {
  test('shows the BSC-USD balance a visitor holds', async ({ page, wallet, chain }) => {
    await chain.deal({ holder: wallet.state.address, amount: 1234n * 10n ** 18n });
    await wallet.openConnected(page);
    await expect(page.getByTestId('balance-usdt')).toHaveText('1234');
  });

  test('keeps working when the primary RPC stops answering', async ({ page, wallet, faults }) => {
    await wallet.openConnected(page);
    faults.rpc('timeout'); // the primary hangs; the fallback (endpoint 1) is healthy
    await page.reload();
    await expect(page.getByTestId('balance-native')).toHaveText(/^\d/, { timeout: 20_000 });
  });

  test('a Safe transaction confirmed by the second owner and executed', async ({ page, safe }) => {
    const app = await safe.open(page, {}, { connected: true });
    await app.getByTestId('send-test-tx').click();
    const tx = await safe.waitForProposal();
    await safe.confirm(tx.safeTxHash); // as owner 1
    await safe.execute(tx.safeTxHash);
    await expect(app.getByTestId('tx-status')).toHaveAttribute('data-state', 'success');
    expect((await safe.transaction(tx.safeTxHash)).txStatus).toBe('SUCCESS');
  });
});
