import type { Page } from '@playwright/test';
import { eventually, TEST_ACCOUNTS } from 'portico/harness/playwright';
import { en } from '../../../src/i18n/words/en.ts';
import { reachAndStartIsland } from '../portico.ts';
import { expect, nextFrames, test } from './defaults.ts';

// Outside data checked where it enters: EIP-6963 announcements, wallet answers, storage the page and its libraries
// read back, the built page's CSP. Each case plays what a buggy extension or a neighbour on a shared gateway does
// and asserts what a visitor would notice.
test.describe.configure({ timeout: 45_000 });

const account0 = TEST_ACCOUNTS[0]?.address ?? '';
const connectButton = (page: Page) => page.getByRole('button', { name: 'Connect Wallet' });
const toasts = (page: Page) => page.locator('.Toastify__toast');
/** The words a visitor reads when the wallet's answer is refused. */
const badAnswerWords = en.errors.WALLET_BAD_ANSWER;

/** Seeds local storage once, before the first load (a reload keeps what the app then wrote). */
function seedOnce(seed: Record<string, string>) {
  if (sessionStorage.getItem('portico.seeded')) return;
  sessionStorage.setItem('portico.seeded', '1');
  for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
}

test.describe('EIP-6963 announcements', () => {
  test('malformed announcements are dropped with one warning each; the island hydrates and the good wallet connects', async ({
    page,
    site,
    wallet,
  }) => {
    await page.addInitScript(() => {
      const provider = { request: async () => null, on() {}, removeListener() {} };
      const icon = 'data:image/svg+xml;base64,PHN2Zy8+';
      const info = (extra: Record<string, unknown>) => ({
        uuid: crypto.randomUUID(),
        name: 'Bad',
        icon,
        rdns: 'com.bad.wallet',
        ...extra,
      });
      const bad: unknown[] = [
        null,
        { info: info({ name: 42 }), provider },
        { info: info({ rdns: 7 }), provider },
        { info: info({ icon: 7 }), provider },
        { info: info({ icon: 'https://beacon.example/x.png', rdns: 'com.bad.remote' }), provider },
        { info: info({ rdns: 'com.bad.noprovider' }) },
        { info: info({ name: `LongName${'W'.repeat(3000)}`, rdns: 'com.bad.long' }), provider },
      ];
      const announce = () => {
        for (const detail of bad) dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      };
      addEventListener('eip6963:requestProvider', announce);
      announce();
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('wallet announcement'))
        warnings.push(message.text());
    });
    await page.goto(site.url);
    // A first visit: the island (whose wallet list checks what is announced) starts when the visitor reaches for it.
    await reachAndStartIsland(page);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await expect(connectButton(page)).toBeVisible();
    // Every bad one warned about, one warning per announcement (each is announced at least twice: on load and on
    // wagmi's request), and no wallet-supplied text in the warnings.
    await eventually(() => warnings.length).toBeGreaterThanOrEqual(7);
    expect(warnings.length % 7).toBe(0);
    expect(warnings.join('\n')).not.toContain('WWWW');
    await wallet.connect(page);
    await expect(page.getByTestId('address')).toHaveText(account0);
    await expect(page.getByText(/LongNameWWWW/)).toHaveCount(0);
  });
});

test.describe('wallet answers', () => {
  // method, the button that asks, what would draw the answer, the answer.
  const cases: Array<[method: string, button: string, drawn: string, name: string, value: unknown]> = [
    ['personal_sign', 'sign-message', 'signature', 'an object', { signature: '0xabc' }],
    ['personal_sign', 'sign-message', 'signature', 'a number', 42],
    ['personal_sign', 'sign-message', 'signature', 'a 5 MB hex string', `0x${'ab'.repeat(2_500_000)}`],
    ['eth_sendTransaction', 'send-test-tx', 'tx-hash', 'a hash of 31 bytes', `0x${'ab'.repeat(31)}`],
    ['eth_sendTransaction', 'send-test-tx', 'tx-hash', 'an object', { hash: `0x${'ab'.repeat(32)}` }],
  ];
  for (const [method, button, drawn, name, value] of cases) {
    test(`${method} answered with ${name} → a clear message, nothing drawn, the header and panel stay, the next try works`, async ({
      page,
      wallet,
    }) => {
      await wallet.openReturning(page);
      wallet.setFault(method, { type: 'result', value });
      await page.getByTestId(button).click();
      await expect(toasts(page)).toContainText(badAnswerWords);
      await expect(page.getByTestId(drawn)).toHaveCount(0);
      await expect(page.getByTestId(button)).toBeEnabled();
      await expect(page.getByTestId('address')).toHaveText(account0);
      await expect(page.getByTestId('wallet-button')).toHaveAttribute('data-account-state', 'confirmed');
      wallet.setFault(method, undefined);
      await page.getByTestId(button).click();
      await expect(page.getByTestId(drawn)).toBeVisible();
    });
  }
});

test.describe('planted storage', () => {
  test('a malformed RainbowKit recent-transactions entry does not lock a connected visitor out', async ({
    page,
    wallet,
  }) => {
    await wallet.openReturning(page);
    await page.evaluate(
      ([address]) => {
        localStorage.setItem(
          'rk-transactions',
          JSON.stringify({ [address as string]: { 56: 'not a list' }, x: { 56: [{ hash: 7 }] } }),
        );
      },
      [account0],
    );
    await page.reload();
    await expect(page.getByTestId('connection-status')).toHaveText('Connected');
    await expect(page.getByTestId('address')).toHaveText(account0);
    await page.getByTestId('wallet-button').click();
    await expect(page.getByTestId('rk-disconnect-button')).toBeVisible();
    await page.getByTestId('rk-disconnect-button').click();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await expect(connectButton(page)).toBeVisible();
  });

  test('a query cache dated in the future is not shown as current: the balance is read from the chain', async ({
    page,
    context,
    site,
    wallet,
    faults,
  }) => {
    await wallet.openReturning(page);
    await expect(page.getByTestId('balance-native')).toHaveText(/^\d/);
    const real = (await page.getByTestId('balance-native').textContent()) ?? '';
    await eventually(() => page.evaluate(() => localStorage.getItem('portico.queryCache') ?? '')).toContain(
      '"balance"',
    );
    // Closed, so the page cannot write the cache again; the next visit finds it rewritten before any script runs:
    // this build's own format, the balance 123456 BNB, "updated" a year from now.
    await page.close();
    const next = await context.newPage();
    await next.addInitScript(() => {
      if (sessionStorage.getItem('portico.planted')) return;
      sessionStorage.setItem('portico.planted', '1');
      const future = Date.now() + 365 * 24 * 3600 * 1000;
      const cache = JSON.parse(localStorage.getItem('portico.queryCache') ?? '{}');
      for (const query of cache.clientState.queries) {
        if (query.queryKey[0] !== 'balance') continue;
        query.state.data = { ...query.state.data, value: { __bigint: '123456000000000000000000' } };
        query.state.dataUpdatedAt = future;
      }
      cache.timestamp = future;
      localStorage.setItem('portico.queryCache', JSON.stringify(cache));
    });
    const mark = faults.log().at(-1)?.seq ?? 0;
    await next.goto(site.url);
    await expect(next.getByTestId('connection-status')).toHaveText('Connected');
    await expect(next.getByTestId('balance-native')).toHaveText(real);
    // The moment the planted value could come back: the new page's balance read (one Multicall3 eth_call) has been
    // answered by the chain, and the page has drawn since.
    await eventually(() =>
      faults.requestsFor('eth_call').some((r) => r.seq > mark && r.outcome === 'answered'),
    ).toBe(true);
    await nextFrames(next);
    await expect(next.getByTestId('balance-native')).toHaveText(real);
    const stored = await next.evaluate(() => localStorage.getItem('portico.queryCache') ?? '');
    expect(stored).not.toContain('123456000000000000000000');
  });

  test('a planted recent connector for an SDK wallet does not load its SDK on a fresh visit', async ({
    page,
    site,
    wallet,
  }) => {
    void wallet;
    const scripts: string[] = [];
    let loading = 0;
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.url());
      loading += 1;
    });
    const loaded = (request: { resourceType(): string }) => {
      if (request.resourceType() === 'script') loading -= 1;
    };
    page.on('requestfinished', loaded);
    page.on('requestfailed', loaded);
    await page.addInitScript(seedOnce, { 'wagmi.recentConnectorId': '"coinbaseWalletSDK"' });
    await page.goto(site.url);
    // "Disconnected" once wagmi's reconnect has tried the recent connector (the page says "Connecting…" until then),
    // which is when its SDK would be imported; then every script the page asked for has arrived or failed.
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    await nextFrames(page);
    await eventually(() => loading).toBe(0);
    const sdk: string[] = [];
    for (const url of scripts) {
      const code = await (await fetch(url)).text();
      if (code.includes('keys.coinbase.com')) sdk.push(url);
    }
    expect(sdk, 'the Coinbase SDK chunk').toEqual([]);
    await expect(connectButton(page)).toBeVisible();
  });
});

test.describe('postMessage junk inside the Safe', () => {
  test.use({ injectWallet: false });
  // Before each real reply the host posts junk; the SDK used to throw on `null` and a numeric version (uncaught,
  // inside its listener). Now nothing reaches it: no page error at all (failOnPageErrors), the Safe still connects.
  for (const kind of ['null', 'versionNumber', 'string', 'huge', 'successMissing']) {
    test(`a malformed message (${kind}) from the host never reaches the SDK; the Safe connects`, async ({
      page,
      safe,
    }) => {
      const frame = await safe.open(page, { malformed: kind });
      await expect(frame.getByTestId('wallet-name')).toHaveText('Safe', { timeout: 15_000 });
      await expect(frame.getByTestId('address')).toHaveText(safe.address);
    });
  }
});

test.describe('built page', () => {
  test('the CSP lists exactly the inline scripts’ hashes and no remote image host', async ({
    production,
  }) => {
    const { createHash } = await import('node:crypto');
    for (const path of ['', '404.html']) {
      const html = await (await fetch(new URL(path, production.url))).text();
      const policy = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1] ?? '';
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      const listed = scriptSrc.split(/\s+/).filter((s) => s.startsWith("'sha256-"));
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        // A data block (the page's words, JSON) is never run, so it needs no hash.
        .filter(([, attributes]) => !/\ssrc=|\stype="application\/json"/.test(attributes ?? ''))
        .map(
          ([, , code]) =>
            `'sha256-${createHash('sha256')
              .update(code ?? '')
              .digest('base64')}'`,
        );
      expect(inline.length, path).toBeGreaterThan(0);
      expect([...listed].sort(), `${path || 'index'}: hashes = inline scripts`).toEqual(
        [...new Set(inline)].sort(),
      );
      expect(policy).toMatch(/img-src 'self' data:;/);
      expect(policy).not.toMatch(/img-src[^;]*https:/);
    }
  });
});
