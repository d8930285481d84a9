import type { FrameLocator, Page } from '@playwright/test';
import {
  accessibilityViolations,
  BSC_USD_ADDRESS,
  type ChainFixture,
  expect,
  installClock,
  type SiteFixture,
  TEST_ACCOUNTS,
  test,
  type WalletFixture,
} from 'portico/harness/playwright';
import { type Address, erc20Abi, parseUnits } from 'viem';
import { ownersConfirmAndExecute } from '../portico.ts';

// The /token page (src/pages/token.astro, src/components/TokenTransfer.tsx): BSC-USD balance and transfer, built
// on the public surface only. Balances are dealt on the worker's fork and read back from the chain.

const usdt = (amount: string) => parseUnits(amount, 18);
const recipient = TEST_ACCOUNTS[1]?.address as Address;

const balanceOf = (chain: ChainFixture, holder: Address) =>
  chain.readContract({ address: BSC_USD_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [holder] });

type TokenFixtures = { page: Page; site: SiteFixture; wallet: WalletFixture; chain: ChainFixture };

/** Deals the test wallet `amount` USDT, opens /token as a returning visitor (connected on load): the page then shows that balance. */
async function openHolding(fixtures: TokenFixtures, amount: string): Promise<void> {
  const { page, wallet, chain } = fixtures;
  await chain.deal({ holder: wallet.state.address as Address, amount: usdt(amount) });
  await wallet.openReturning(page, 'token.html');
  await expect(page.getByTestId('token-balance')).toHaveText(`${amount} USDT`);
}

async function fill(app: Page | FrameLocator, to: string, amount: string): Promise<void> {
  await app.getByLabel('Recipient address').fill(to);
  await app.getByLabel('Amount (USDT)').fill(amount);
  await app.getByTestId('token-send').click();
}

test.describe('the /token page', () => {
  test('is reached from the navigation and asks a visitor to connect', async ({ page, site }) => {
    await page.goto(site.url);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Token' }).click();
    await expect(page).toHaveURL(/\/token\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Token' })).toBeVisible();
    await expect(page.getByText('Connect a wallet to send USDT.')).toBeVisible();
  });

  test('a standalone transfer changes both balances on chain and the page shows the new one', async ({
    page,
    site,
    wallet,
    chain,
  }) => {
    const sender = wallet.state.address as Address;
    const before = await balanceOf(chain, recipient);
    await openHolding({ page, site, wallet, chain }, '100');
    await fill(page, recipient, '12.5');
    await expect(page.getByTestId('token-status')).toHaveAttribute('data-state', 'success');
    expect(await balanceOf(chain, sender)).toBe(usdt('87.5'));
    expect(await balanceOf(chain, recipient)).toBe(before + usdt('12.5'));
    await expect(page.getByTestId('token-balance')).toHaveText('87.5 USDT');
    await expect(page.getByLabel('Amount (USDT)')).toHaveValue('');
    await expect(page.locator('.Toastify')).toContainText('Transaction confirmed.');
  });

  test('every bad input is refused beside its field before the wallet is asked', async ({
    page,
    site,
    wallet,
    chain,
  }) => {
    await openHolding({ page, site, wallet, chain }, '10');
    // The recipient with the case of one letter flipped: still mixed case, no longer its checksum.
    const letter = recipient.slice(2).search(/[a-fA-F]/) + 2;
    const flipped =
      recipient[letter] === recipient[letter]?.toUpperCase()
        ? recipient[letter]?.toLowerCase()
        : recipient[letter]?.toUpperCase();
    const mixedBadChecksum = `${recipient.slice(0, letter)}${flipped}${recipient.slice(letter + 1)}`;
    const cases: Array<[to: string, amount: string, field: 'recipient' | 'amount', words: RegExp]> = [
      ['', '1', 'recipient', /Enter the recipient's address/],
      ['0x1234', '1', 'recipient', /not an address/],
      [mixedBadChecksum, '1', 'recipient', /fails its checksum/],
      ['0x0000000000000000000000000000000000000000', '1', 'recipient', /zero address/],
      [recipient, '', 'amount', /Enter an amount/],
      [recipient, '0', 'amount', /greater than 0/],
      [recipient, '-5', 'amount', /positive number/],
      [recipient, '1,5', 'amount', /Use a point for decimals: 1\.5/],
      [recipient, '0.1234567890123456789', 'amount', /at most 18 decimal places/],
      [recipient, '10.000000000000000001', 'amount', /more than your balance of 10 USDT/],
    ];
    for (const [to, amount, field, words] of cases) {
      await fill(page, to, amount);
      const message = page.getByTestId(`token-${field}-error`);
      await expect(message, `${JSON.stringify(to)} / ${JSON.stringify(amount)}`).toHaveText(words);
      // The refused field has focus, is marked invalid, and its message is read with it.
      const input = page.getByTestId(`token-${field}`);
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(words);
    }
    expect(wallet.requestsFor('eth_sendTransaction')).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    // A checksummed and an all-lowercase address both pass.
    await fill(page, recipient.toLowerCase(), '1');
    await expect(page.getByTestId('token-status')).toHaveAttribute('data-state', 'success');
    expect(await balanceOf(chain, wallet.state.address as Address)).toBe(usdt('9'));
  });

  test('a refused transfer leaves the balance and says so; the next one goes through', async ({
    page,
    site,
    wallet,
    chain,
  }) => {
    await openHolding({ page, site, wallet, chain }, '5');
    wallet.reject(4001, 'eth_sendTransaction');
    await fill(page, recipient, '1');
    await expect(page.locator('.Toastify')).toContainText('cancelled');
    await expect(page.getByTestId('token-balance')).toHaveText('5 USDT');
    await page.getByTestId('token-send').click();
    await expect(page.getByTestId('token-status')).toHaveAttribute('data-state', 'success');
    await expect(page.getByTestId('token-balance')).toHaveText('4 USDT');
  });
});

test.describe('the /token page inside a Safe', () => {
  test.use({ injectWallet: false });

  test('a transfer becomes a Safe transaction that reaches Executed after the second owner confirms', async ({
    page,
    safe,
    chain,
  }) => {
    await chain.deal({ holder: safe.address, amount: usdt('50') });
    const before = await balanceOf(chain, recipient);
    await installClock(page);
    const app = await safe.open(page, {}, { connected: true, path: 'token.html' });
    await expect(app.getByTestId('token-balance')).toHaveText('50 USDT');
    await expect(app.getByText('Your Safe holds')).toBeVisible();
    await fill(app, recipient, '20');
    await ownersConfirmAndExecute(safe, app.getByTestId('token-status'));
    expect(await balanceOf(chain, safe.address)).toBe(usdt('30'));
    expect(await balanceOf(chain, recipient)).toBe(before + usdt('20'));
    await expect(app.getByTestId('token-balance')).toHaveText('30 USDT');
  });
});
