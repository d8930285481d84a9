import type { Page } from '@playwright/test';
import { expect, TEST_ACCOUNTS, test, type WalletFixture } from 'portico/harness/playwright';
import { holdIsland } from '../portico.ts';

// One connection across pages: a connected visitor who moves to another page sees their account in the header
// from the first frame, never "Connect Wallet"; an address drawn before the wallet confirmed it in this page load is
// visibly marked, and a wallet that has locked or switched account since is never shown as the old account.
// Sampled on every animation frame of the page moved to (an init script), so a flash of one frame is caught.

type Frame = { text: string; states: string[] };

/** Records, every animation frame from the page's start, what the header's connect control shows. */
async function sampleHeader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: Array<{ text: string; states: string[] }> = [];
    (window as unknown as { __headerFrames: typeof frames }).__headerFrames = frames;
    const sample = () => {
      const slot = document.querySelector<HTMLElement>('.connect-slot');
      if (slot) {
        const states = [...slot.querySelectorAll<HTMLElement>('[data-account-state]')].map(
          (element) => element.dataset.accountState ?? '',
        );
        // biome-ignore lint/performance/useDomNodeTextContent: what is drawn, not hidden text, is what a visitor sees.
        frames.push({ text: slot.innerText.replace(/\s+/g, ' ').trim(), states });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const headerFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __headerFrames: Frame[] }).__headerFrames);

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
const account0 = TEST_ACCOUNTS[0]?.address ?? '';
const account1 = TEST_ACCOUNTS[1]?.address ?? '';

/** The header after the move, settled: RainbowKit's account button with `address`. */
async function expectConnectedAs(page: Page, address: string): Promise<void> {
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(short(address)) }),
  ).toBeVisible();
}

for (const where of ['the domain root', 'a sub-path (IPFS gateway)'] as const) {
  test.describe(`moving between pages at ${where}`, () => {
    test('a connected visitor sees their account from the first frame, never "Connect Wallet"', async ({
      production,
      page,
      site,
      wallet,
    }) => {
      const root =
        where === 'the domain root'
          ? site.url
          : (await production.serve({ basePath: '/ipfs/bafyportico/' })).url;
      await sampleHeader(page);
      await page.goto(root);
      await wallet.connect(page);
      await expectConnectedAs(page, account0);

      for (const link of ['Token', 'Home'] as const) {
        wallet.clearRequests();
        await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: link }).click();
        await expectConnectedAs(page, account0);
        const frames = await headerFrames(page);
        expect(frames.length, 'frames sampled').toBeGreaterThan(0);
        const flashes = frames.filter((frame) => frame.text.includes('Connect Wallet'));
        expect(flashes, `frames showing "Connect Wallet" after moving to ${link}`).toEqual([]);
        // Once shown, the account never blinks out (RainbowKit's button draws itself a few frames after its code
        // runs). Before the header is parsed and the inline script has run, a frame may show no button at all.
        const first = frames.findIndex((frame) => frame.text.includes(short(account0)));
        expect(first, 'a frame showing the account').toBeGreaterThanOrEqual(0);
        const blinks = frames.slice(first).filter((frame) => !frame.text.includes(short(account0)));
        expect(blinks, `frames without the account after moving to ${link}`).toEqual([]);
        // Before the wallet answered, the account is drawn marked ("checking"); never unmarked and unconfirmed.
        for (const frame of frames.filter((f) => f.states.includes('remembered')))
          expect(frame.text).toContain('checking');
        expect(wallet.requestsFor('eth_requestAccounts')).toEqual([]);
      }
    });
  });
}

/** Connected on the home page (header sampled on every page), then `change` happens where this page cannot hear. */
async function connectThenChange(
  page: Page,
  url: string,
  wallet: WalletFixture,
  change: () => Promise<void>,
) {
  await sampleHeader(page);
  await page.goto(url);
  await wallet.connect(page);
  await expectConnectedAs(page, account0);
  await change();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Token' }).click();
}

/** Every frame that showed `address` showed it marked as not yet confirmed. */
function expectOnlyMarked(frames: Frame[], address: string): void {
  for (const frame of frames.filter((f) => f.text.includes(short(address)))) {
    expect(frame.states).toEqual(['remembered']);
    expect(frame.text).toContain('checking');
  }
}

test('before the island runs, a click on the account drawn in the header does not offer to connect again', async ({
  page,
  site,
  wallet,
}) => {
  await wallet.openConnected(page);
  await expectConnectedAs(page, account0);
  const island = await holdIsland(page);
  wallet.clearRequests();
  await page.goto(new URL('token.html', site.url).href);
  const drawn = page.getByRole('banner').getByRole('button', { name: new RegExp(short(account0)) });
  await expect(drawn).toHaveAttribute('data-account-state', 'confirmed');
  await drawn.click();
  await expect(page.getByTestId('quick-connect')).toBeHidden();
  island.release();
  await expectConnectedAs(page, account0);
  // No connection prompt: the account was confirmed with eth_accounts only.
  expect(wallet.requestsFor('eth_requestAccounts')).toEqual([]);
  expect(wallet.requestsFor('eth_accounts').length).toBeGreaterThan(0);
});

test.describe('a wallet that changed while the visitor moved', () => {
  test('locked since: the old account is only ever shown as unconfirmed, then "Connect Wallet"', async ({
    page,
    site,
    wallet,
  }) => {
    // Locked with no event this page hears: only the next page can find out.
    await connectThenChange(page, site.url, wallet, async () => wallet.setAuthorized(false));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    expectOnlyMarked(await headerFrames(page), account0);
    // And the next page does not draw it at all.
    await page.reload();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    expect((await headerFrames(page)).filter((frame) => frame.text.includes(short(account0)))).toEqual([]);
  });

  test('switched account since: the new account is shown, the old one never as confirmed', async ({
    page,
    site,
    wallet,
  }) => {
    await connectThenChange(page, site.url, wallet, async () => {
      wallet.muteEvents(['accountsChanged']);
      await wallet.switchAccount(1);
      wallet.muteEvents([]);
    });
    await expectConnectedAs(page, account1);
    const frames = await headerFrames(page);
    expectOnlyMarked(frames, account0);
    expect(frames.some((frame) => frame.text.includes(short(account1)))).toBe(true);
  });

  // Planted (well-formed, for an account the wallet does not hold) and malformed in each way the check knows.
  const records: Array<[string, string]> = [
    [
      'a planted record',
      JSON.stringify({ address: account1, connector: 'dev.portico.testwallet', at: Date.now() + 86_400_000 }),
    ],
    ['a record that is not JSON', `{"address":"${account1}"`],
    ['a record whose address is a number', JSON.stringify({ address: 1, connector: 'x', at: Date.now() })],
    [
      'a record whose address is not hex',
      JSON.stringify({ address: `0x${'z'.repeat(40)}`, connector: 'dev.portico.testwallet', at: Date.now() }),
    ],
    ['a record that is a list', JSON.stringify([account1])],
  ];
  for (const [kind, record] of records) {
    test(`${kind} is never shown as an account, and is removed`, async ({ page, site }) => {
      await sampleHeader(page);
      await page.addInitScript((seed) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('portico.account:/', seed);
      }, record);
      await page.goto(site.url);
      await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
      expect((await headerFrames(page)).filter((frame) => frame.text.includes(short(account1)))).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('portico.account:/'))).toBeNull();
    });
  }
});

test.describe('inside Safe{Wallet}', () => {
  test.use({ injectWallet: false });

  test('every page of the site keeps the Safe', async ({ page, safe }) => {
    const app = await safe.open(page, {}, { connected: true });
    await app.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Token' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Token' })).toBeVisible();
    await expect(app.getByTestId('connection-status')).toHaveText('Connected', { timeout: 20_000 });
    await expect(app.getByText('Your Safe holds')).toBeVisible();
    await app.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Home' }).click();
    await expect(app.getByTestId('wallet-name')).toHaveText('Safe', { timeout: 20_000 });
    await expect(app.getByTestId('address')).toHaveText(safe.address);
  });
});
