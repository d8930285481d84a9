import type { Page } from '@playwright/test';
import { eventually, expect, storedEntries, test } from 'portico/harness/playwright';

// `wallet.openReturning` is a shortcut for tests whose subject comes after the connect: the page a returning
// visitor opens, connected on load. It is only worth having if it reaches the very page a visitor reaches by
// connecting through the UI and coming back; this holds it to that, in one context, both ways.

/**
 * The entries with what differs between any two visits taken out: the connector's id for this page load (wagmi's
 * `uid`, a new one on every load), the times things were written (milliseconds since the epoch) and how often a
 * query was fetched (a page that comes back shows the earlier visit's cached balances and fetches them again;
 * `openReturning` leaves that cache out, so its page fetches them once).
 */
function comparable(entries: Record<string, string>): Record<string, string> {
  const uid = Object.values(entries)
    .map((value) => /"uid":"([^"]+)"/.exec(value)?.[1])
    .find(Boolean);
  return Object.fromEntries(
    Object.entries(entries).map(([key, value]) => [
      key,
      (uid ? value.replaceAll(uid, '<uid>') : value)
        .replace(/\b\d{13}\b/g, '<time>')
        .replace(/"dataUpdateCount":\d+/g, '"dataUpdateCount":<n>'),
    ]),
  );
}

/** What the visitor sees and what the page stored, once the page has written everything it writes after a connect. */
async function connectedPage(page: Page) {
  await expect(page.getByTestId('balance-usdt')).toHaveText('1234');
  await expect(page.getByTestId('balance-native')).toHaveText(/^\d/);
  // The query cache is written last (throttled, after the balances): once it holds the balances shown, the page
  // has stored all it stores after a connect.
  await eventually(async () => (await storedEntries(page))['portico.queryCache'] ?? '').toMatch(
    /"symbol":"BNB".*"__bigint":"1234000000000000000000"/,
  );
  return {
    // The header as drawn (its inline scripts are text nodes too).
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point; the page is idle here.
    header: await page.getByRole('banner').innerText(),
    status: await page.getByTestId('connection-status').getAttribute('data-status'),
    address: await page.getByTestId('address').textContent(),
    chain: await page.getByTestId('chain').textContent(),
    walletName: await page.getByTestId('wallet-name').textContent(),
    balances: {
      native: await page.getByTestId('balance-native').textContent(),
      usdt: await page.getByTestId('balance-usdt').textContent(),
    },
    stored: comparable(await storedEntries(page)),
  };
}

test('openReturning reaches the page a connect through the UI reaches: header, address, balances, stored entries', async ({
  context,
  page,
  wallet,
  chain,
  site,
}) => {
  await chain.deal({ holder: wallet.state.address, amount: 1234n * 10n ** 18n });

  // The slow path. A first visit (nothing stored, the wallet not yet authorised) connects through the UI…
  expect(wallet.state.authorized).toBe(false);
  await wallet.openConnected(page);
  const { walletName: firstName, stored: _firstStored, ...throughTheUi } = await connectedPage(page);
  expect(firstName).toBe('Portico Test Wallet');
  expect(wallet.requestsFor('eth_requestAccounts')).not.toEqual([]);
  // …and comes back: what a returning visitor meets, stored entries and all.
  await page.reload();
  const cameBack = await connectedPage(page);

  // Back to a first visit in the same context: the page closed, its storage emptied from a document of the same
  // origin that runs none of the site's scripts, the wallet's authorisation taken back.
  await page.close();
  const blank = await context.newPage();
  await blank.goto(new URL('manifest.json', site.url).href);
  await blank.evaluate(() => localStorage.clear());
  expect(await storedEntries(blank)).toEqual({});
  wallet.setAuthorized(false);
  wallet.clearRequests();

  // The shortcut: connected on load, with no prompt and no click.
  await wallet.openReturning(blank);
  expect(wallet.requestsFor('eth_requestAccounts')).toEqual([]);
  expect(wallet.requestsFor('wallet_requestPermissions')).toEqual([]);
  const returning = await connectedPage(blank);

  // The page the slow path came back to, in every part, stored entries included…
  expect(returning).toEqual(cameBack);
  // …and what the visitor saw right after connecting through the UI: header, status, address, chain, balances.
  // (The wallet's name and the stored connector are the reconnect's, on both paths: the site reconnects a
  // returning visitor's wallet through wagmi's injected connector, "Browser Wallet".)
  const { walletName: _name, stored: _stored, ...seen } = returning;
  expect(seen).toEqual(throughTheUi);
  expect(returning.status).toBe('connected');
  expect(returning.address).toBe(wallet.state.address);
});
