import { expect, test } from 'portico/harness/playwright';

// When `wallet.connect` does not end "Connected", its error says why in words: the status, the wallet dialog and
// what the wallet was asked after the click, so a failure seen once in a parallel run can be told apart afterwards.

test('a refused connect names the status, the open dialog and the refused request', async ({
  page,
  site,
  wallet,
}) => {
  await page.goto(site.url);
  wallet.setFault('wallet_requestPermissions', { type: 'reject' });
  wallet.setFault('eth_requestAccounts', { type: 'reject' });
  const failure = await wallet.connect(page).then(
    () => undefined,
    (error: unknown) => error as Error,
  );
  expect(failure?.message).toContain('(status: "Disconnected")');
  expect(failure?.message).toContain('The wallet dialog is still open');
  expect(failure?.message).toMatch(/eth_requestAccounts .* ✗ 4001 User rejected the request\./);
  expect(failure?.cause).toBeInstanceOf(Error);
});
