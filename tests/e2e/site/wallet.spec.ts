import {
  BSC_USD_ADDRESS,
  eventually,
  expect,
  installClock,
  openConnectDialog,
  pollNow,
  TEST_ACCOUNTS,
  test,
  walletDialog,
  walletErrors,
} from 'portico/harness/playwright';
import { expectSigningWorks, sendWithMiningHeld } from '../portico.ts';

const account = TEST_ACCOUNTS[0]?.address ?? '';

// Tests of connecting open the page and connect through the UI; tests of what follows a connect open it as a
// returning visitor (`wallet.openReturning`: connected on load, no clicks), which saves a connect per test.
test.describe('a visitor with a browser wallet', () => {
  test('connects through the dialog and sees address, network and wallet', async ({ page, site, wallet }) => {
    await page.goto(site.url);
    await wallet.connect(page);
    await expect(page.getByTestId('address')).toHaveText(account);
    await expect(page.getByTestId('chain')).toHaveText('BNB Smart Chain (id 56)');
    await expect(page.getByTestId('wallet-name')).toHaveText('Portico Test Wallet');
  });

  test('is reconnected after a reload without a click', async ({ page, site, wallet }) => {
    await page.goto(site.url);
    await wallet.connect(page);
    wallet.clearRequests();
    await page.reload();
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await expect(page.getByTestId('address')).toHaveText(account);
    expect(wallet.requestsFor('eth_requestAccounts')).toEqual([]);
    expect(wallet.requestsFor('wallet_requestPermissions')).toEqual([]);
  });

  // Through the UI: after a returning visitor's reconnect (wagmi's injected connector) the same event is followed
  // by a reconnect, since the wallet still answers eth_accounts; this case is the EIP-6963 connection's.
  test('is disconnected when the wallet reports an empty account list', async ({ page, site, wallet }) => {
    await page.goto(site.url);
    await wallet.connect(page);
    await wallet.emitAccountsChanged([]);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
  });

  test('follows an account switch in the wallet', async ({ page, wallet }) => {
    await wallet.openReturning(page);
    await wallet.switchAccount(1);
    await expect(page.getByTestId('address')).toHaveText(TEST_ACCOUNTS[1]?.address ?? '');
  });

  test('on another chain sees the wrong-network message and switches back to 56', async ({
    page,
    wallet,
  }) => {
    await wallet.openReturning(page, '', { chainId: 1 });
    await expect(page.getByTestId('wrong-network')).toContainText(
      'Wrong network detected, switch or disconnect to continue.',
    );
    await expect(page.getByTestId('chain')).toHaveAttribute('data-unsupported', 'true');
    await expect(page.getByTestId('send-test-tx')).toHaveCount(0);
    await page.getByTestId('switch-network').click();
    await expect(page.getByTestId('chain')).toHaveText('BNB Smart Chain (id 56)');
    expect(wallet.state.chainId).toBe(56);
  });

  test('a wallet that does not know chain 56 answers 4902; the site adds the chain, then switches', async ({
    page,
    wallet,
  }) => {
    await wallet.openReturning(page, '', { chainId: 1, forget: [56] });
    await page.getByTestId('switch-network').click();
    await expect(page.getByTestId('chain')).toHaveText('BNB Smart Chain (id 56)');
    const [added] = wallet.requestsFor('wallet_addEthereumChain');
    expect(added?.params).toEqual([
      expect.objectContaining({
        chainId: '0x38',
        chainName: 'BNB Smart Chain',
      }),
    ]);
  });

  test('a wallet that cannot switch networks gets a readable notice', async ({ page, wallet }) => {
    await wallet.openReturning(page, '', { chainId: 1 });
    wallet.setFault('wallet_switchEthereumChain', {
      type: 'reject',
      error: walletErrors.unsupportedMethod('wallet_switchEthereumChain'),
    });
    await page.getByTestId('switch-network').click();
    await expect(page.locator('.Toastify')).toContainText('Your wallet does not support switching networks');
    await expect(page.getByTestId('wrong-network')).toBeVisible();
  });

  test('rejecting the connection is a calm notice and the button keeps working', async ({
    page,
    site,
    wallet,
  }) => {
    await page.goto(site.url);
    wallet.rejectNext();
    await openConnectDialog(page);
    const option = walletDialog(page).getByRole('button', { name: 'Portico Test Wallet' });
    await option.click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Request cancelled in your wallet' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/Toastify__toast--info/);
    // An instant refusal still reaches the dialog: it offers a new try instead of spinning on.
    await expect(walletDialog(page).getByRole('status')).toHaveText(/Pick a wallet to try again\.$/);
    await expect(option).not.toHaveAttribute('aria-busy');
    await expect(option).toBeFocused();
    await page.keyboard.press('Escape');
    await wallet.connect(page);
  });

  test('a second request while the wallet still shows one gets the pending message', async ({
    page,
    site,
    wallet,
  }) => {
    await page.goto(site.url);
    const held = wallet.holdNext();
    await openConnectDialog(page);
    await walletDialog(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
    await eventually(() => wallet.requests.length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await openConnectDialog(page);
    await walletDialog(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
    await expect(page.locator('.Toastify')).toContainText('Your wallet already has a request waiting');
    held.reject();
  });

  test('signs a message and sees it verified by recovery', async ({ page, wallet }) => {
    await wallet.openReturning(page);
    await expectSigningWorks(page);
    await expect(page.getByTestId('sign-result')).toContainText('Verified (recovered signer)');
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/);
  });

  test('sends a test transaction: pending, then success with the hash, then in the recent list', async ({
    page,
    wallet,
    chain,
  }) => {
    await installClock(page);
    await wallet.openReturning(page);
    const hash = await sendWithMiningHeld({ page, chain });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await chain.releaseMining();
    await pollNow(page);
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'success');
    await expect(page.locator('.Toastify')).toContainText('Transaction confirmed.');
    await expect(page.locator('.Toastify a').first()).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/${hash}`,
    );
    await page.getByTestId('wallet-button').click();
    await expect(page.getByRole('dialog')).toContainText('Test transaction: 0 BNB to yourself');
  });

  test('reads the BEP-20 (BSC-USD) balance from the fork', async ({ page, wallet, chain }) => {
    await wallet.openReturning(page);
    const raw = await chain.rpc<string>('eth_call', [
      {
        to: BSC_USD_ADDRESS,
        data: `0x70a08231${account.slice(2).toLowerCase().padStart(64, '0')}`,
      },
      'latest',
    ]);
    const expected = (BigInt(raw) / 10n ** 18n).toString();
    await expect(page.getByTestId('balance-usdt')).toHaveText(expected);
    expect(BigInt(raw)).toBeGreaterThan(0n);
  });

  test("copies the address; 'Copied!' shows and goes away after 1500 ms", async ({ page, wallet }) => {
    await page.clock.install();
    await wallet.openReturning(page);
    // From here the page's time moves only when the test moves it: on a busy machine real time passing between
    // two steps must not count against the 1500 ms (it made this test flaky).
    await expect(page.getByTestId('copy-address')).toHaveText('Copy');
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByTestId('copy-address').click();
    await expect(page.getByTestId('copy-address')).toHaveText('Copied!');
    await page.clock.runFor(1400);
    await expect(page.getByTestId('copy-address')).toHaveText('Copied!');
    await page.clock.runFor(200);
    await expect(page.getByTestId('copy-address')).toHaveText('Copy');
  });

  test('the RPC going down gives a readable error and the page keeps working', async ({
    page,
    wallet,
    chain,
    faults,
  }) => {
    await wallet.openReturning(page);
    faults.rpc('refused', { on: 0 });
    faults.rpc({ kind: 'status', status: 503 }, { on: 1 });
    await page.reload();
    await expect(page.getByTestId('balance-native')).toContainText('unavailable', { timeout: 20_000 });
    await expect(page.locator('.Toastify')).toContainText('network is not answering');
    await expect(page.getByTestId('sign-message')).toBeEnabled();
    // Healed: a balance the chain only now holds, which neither the persisted cache nor an earlier read has.
    await chain.setBalance({ address: wallet.state.address, value: 5n * 10n ** 18n });
    faults.heal();
    await page.reload();
    await expect(page.getByTestId('balance-native')).toHaveText('5');
  });
});

test.describe('a visitor with damaged local storage', () => {
  test('still gets a working page from corrupted wagmi, query-cache and RainbowKit entries', async ({
    page,
    wallet,
    pageErrors,
  }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('wagmi.store', '{');
      localStorage.setItem('wagmi.recentConnectorId', '"gone-wallet"');
      localStorage.setItem('portico.queryCache', '{"clientState": 5');
      localStorage.setItem('rk-recent', 'not json');
      localStorage.setItem('rk-transactions', '[[[');
    });
    await wallet.openConnected(page);
    await expect(page.getByTestId('address')).toHaveText(account);
    expect(pageErrors.messages).toEqual([]);
  });
});
