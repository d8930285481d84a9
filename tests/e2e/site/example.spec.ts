import { eventually, expect, installClock, pollNow, test } from 'portico/harness/playwright';

// The worked example of docs/testing.md, kept as a test so that it stays true: copy it for a new page.
test.describe('the worked example', () => {
  test('shows the BSC-USD balance a visitor holds', async ({ page, wallet, chain }) => {
    await chain.deal({ holder: wallet.state.address, amount: 1234n * 10n ** 18n });
    await wallet.openConnected(page);
    await expect(page.getByTestId('balance-usdt')).toHaveText('1234');
  });

  test('keeps working when the primary RPC stops answering', async ({ page, wallet, chain, faults }) => {
    await chain.setBalance({ address: wallet.state.address, value: 42n * 10n ** 18n }); // a value only a read gives
    await installClock(page); // the page's timers on Playwright's clock, which flows as a real one does
    faults.rpc('timeout'); // the primary hangs; the fallback (endpoint 1) is healthy
    await wallet.openReturning(page); // connected on load, nothing cached: the balance has to be read
    await eventually(() => faults.requestsFor('eth_call', 0).length).toBe(1); // the read reached the primary
    await page.clock.fastForward(10_000); // its 10 s timeout, skipped rather than waited for
    await expect(page.getByTestId('balance-native')).toHaveText('42');
    expect(faults.requestsFor('eth_call', 1)).toHaveLength(1); // answered by the fallback
  });

  test('a Safe transaction confirmed by the second owner and executed', async ({ page, safe }) => {
    await installClock(page);
    const app = await safe.open(page, {}, { connected: true });
    await app.getByTestId('send-test-tx').click();
    const tx = await safe.waitForProposal();
    await safe.confirm(tx.safeTxHash); // as owner 1
    await safe.execute(tx.safeTxHash);
    await pollNow(page); // the page's next look at the Safe comes now, not up to 4 s later
    await expect(app.getByTestId('tx-status')).toHaveAttribute('data-state', 'success');
    expect((await safe.transaction(tx.safeTxHash)).txStatus).toBe('SUCCESS');
  });
});
