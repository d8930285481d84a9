import type { Page } from '@playwright/test';
import type { FaultsFixture, RpcFault, WalletFixture } from '#harness/playwright';
import { TEST_ACCOUNTS } from '#harness/playwright';
import { expectSigningWorks, sendWithMiningHeld } from '../portico.ts';
import { expect, test, toasts } from './defaults.ts';

// A case that cannot get its answer in 30 s has failed; waiting the default 60 s adds nothing.
test.describe.configure({ timeout: 30_000 });

// Group D of the fault catalogue (docs/testing.md) end to end: faults on the test build's RPC relay
// (harness/rpc/relay.ts, set through the `faults` fixture), endpoint 0 the primary URL and 1 the fallback. The
// schedule itself (4 attempts, 150/300/600 ms, 10 s per attempt, Retry-After, which statuses and codes are retried) is pinned in src/wagmi/transports.faults.test.ts.
// Already covered by tests/e2e/site/wallet.spec.ts: both endpoints down → readable error, page keeps working.

const UNAVAILABLE = 'unavailable (network not answering)';
const NOT_ANSWERING = 'network is not answering';

type Connected = { page: Page; wallet: WalletFixture; faults: FaultsFixture };

/** Connected, balances read once; then the faults are set and the page reloaded so every read meets them. */
async function connectThenReload({ page, wallet, faults }: Connected, set: Array<RpcFault | undefined>) {
  await wallet.connect(page);
  await expect(page.getByTestId('balance-native')).toHaveText(/^\d/);
  for (const [index, fault] of set.entries()) if (fault) faults.rpc(fault, { on: index as 0 | 1 });
  await page.reload();
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
}

async function expectBalancesShown(page: Page) {
  await expect(page.getByTestId('balance-native')).toHaveText(/^\d/);
  await expect(page.getByTestId('balance-usdt')).toHaveText(/^\d/);
}

test.describe('D. RPC faults', () => {
  test.beforeEach(async ({ page, site }) => {
    await page.goto(site.url);
  });

  // The relay's own faults on the primary, each time with a healthy fallback: served, and no error shown.
  const primaryFaults: Array<{ name: string; fault: RpcFault }> = [
    { name: 'connection refused (the first URL dead)', fault: { kind: 'refuse' } },
    { name: 'HTTP 500', fault: { kind: 'status', status: 500 } },
    { name: 'HTTP 502', fault: { kind: 'status', status: 502 } },
    { name: 'HTTP 503', fault: { kind: 'status', status: 503 } },
    { name: 'HTTP 504', fault: { kind: 'status', status: 504 } },
    { name: 'HTTP 400', fault: { kind: 'status', status: 400 } },
    { name: 'HTTP 404', fault: { kind: 'status', status: 404 } },
    {
      name: 'HTTP 429 with Retry-After',
      fault: { kind: 'status', status: 429, retryAfter: 1 },
    },
    {
      name: 'a 200 with HTML instead of JSON',
      fault: { kind: 'invalid-json' },
    },
    { name: 'a truncated body', fault: { kind: 'truncated' } },
    {
      name: 'JSON-RPC -32603 (internal error)',
      fault: { kind: 'rpc-error', code: -32603 },
    },
    {
      name: 'JSON-RPC -32005 (limit exceeded)',
      fault: { kind: 'rpc-error', code: -32005 },
    },
  ];
  for (const { name, fault } of primaryFaults) {
    test(`D: primary RPC ${name}, fallback healthy → served by the fallback; no error shown`, async ({
      page,
      wallet,
      faults,
    }) => {
      await connectThenReload({ page, wallet, faults }, [fault]);
      await expectBalancesShown(page);
      await expect(toasts(page)).toHaveCount(0);
      // The balances on screen may come from the persisted cache first; the reads behind them reach the fallback
      // once the primary has failed, a moment later on a busy machine.
      await expect.poll(() => faults.hits()[0] ?? 0).toBeGreaterThan(0);
      await expect.poll(() => faults.hits()[1] ?? 0).toBeGreaterThan(0);
    });
  }

  // Faults on every URL that the page rides out: the values are shown and no error is.
  const survived: Array<{ title: string; set: RpcFault[] }> = [
    {
      // viem pairs an HTTP answer with its request by the connection, not by id: the answer is used as is.
      title:
        'a 200 whose JSON-RPC body carries the wrong id, on every URL → the page still works and shows no error',
      set: [{ kind: 'wrong-id' }, { kind: 'wrong-id' }],
    },
    {
      title: '429 with Retry-After: 1 on every URL, once → the read waits and then succeeds; no error shown',
      set: [
        { kind: 'status', status: 429, retryAfter: 1, times: 1 },
        { kind: 'status', status: 429, retryAfter: 1, times: 1 },
      ],
    },
    {
      // No "…" check: the day-long persisted query cache (src/wagmi/persister.ts) may show the last known value at once.
      title: 'a slow RPC (1.5 s on every URL) → a pending "…", then the values; no error',
      set: [
        { kind: 'delay', ms: 1500 },
        { kind: 'delay', ms: 1500 },
      ],
    },
  ];
  for (const { title, set } of survived) {
    test(`D: ${title}`, async ({ page, wallet, faults }) => {
      await connectThenReload({ page, wallet, faults }, set);
      await expectBalancesShown(page);
      await expect(toasts(page)).toHaveCount(0);
    });
  }

  test('D: JSON-RPC -32000 "execution reverted" → not retried, the fallback is not asked', async ({
    page,
    wallet,
    faults,
  }) => {
    await connectThenReload({ page, wallet, faults }, [
      { kind: 'rpc-error', code: -32000, message: 'execution reverted' },
    ]);
    await expect(page.getByTestId('balance-native')).toContainText(UNAVAILABLE);
    const [primary = 0, fallback = 0] = faults.hits();
    expect(primary).toBeGreaterThan(0);
    expect(fallback).toBe(0);
  });

  test('D: every URL refusing → one error toast (deduplicated), not one per query, within the retry budget', async ({
    page,
    wallet,
    faults,
  }) => {
    await wallet.connect(page);
    faults.rpc('refused', { on: 'all' });
    const started = Date.now();
    await page.reload();
    await expect(page.getByTestId('balance-native')).toContainText(UNAVAILABLE);
    await expect(page.getByTestId('balance-usdt')).toContainText(UNAVAILABLE);
    // viem's budget: 4 attempts over both URLs, 150 + 300 + 600 ms apart; TanStack adds no retries.
    expect(Date.now() - started).toBeLessThan(8_000);
    await expect(toasts(page).filter({ hasText: NOT_ANSWERING })).toHaveCount(1);
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByTestId('sign-message')).toBeEnabled();
  });

  test('D: a hanging primary with a healthy fallback → the fallback answers after the 10 s per-attempt timeout; no error', async ({
    page,
    wallet,
    faults,
  }) => {
    test.slow();
    await connectThenReload({ page, wallet, faults }, [{ kind: 'hang' }]);
    // No "…" check: the day-long persisted query cache (src/wagmi/persister.ts) may show the last known value at once.
    await expect(page.getByTestId('balance-native')).toHaveText(/^\d/, {
      timeout: 20_000,
    });
    await expect(toasts(page)).toHaveCount(0);
  });

  test('D: the transaction dropped from the pool under a pending receipt wait → no false success; the page keeps working', async ({
    page,
    wallet,
    chain,
  }) => {
    const hash = await sendWithMiningHeld({ page, wallet, chain });
    await chain.dropTransaction({ hash });
    await chain.setAutomine(true);
    await chain.mine({ blocks: 1 });
    await chain.mine({ blocks: 1 });
    await page.waitForTimeout(1_000);
    await expect(page.locator('.Toastify')).not.toContainText('Transaction confirmed');
    await expect(page.getByTestId('tx-status')).not.toHaveAttribute('data-state', 'success');
    await expectSigningWorks(page);
  });

  test('D: the block number goes backwards (the chain reverted 3 blocks) → reads go on, no error shown', async ({
    page,
    wallet,
    chain,
  }) => {
    await wallet.connect(page);
    const snapshot = await chain.snapshot();
    for (let i = 0; i < 3; i += 1) await chain.mine({ blocks: 1 });
    await page.reload();
    await expect(page.getByTestId('balance-native')).toHaveText(/^\d/);
    await chain.revert({ id: snapshot });
    await chain.setBalance({
      address: TEST_ACCOUNTS[0]?.address ?? '0x',
      value: 3n * 10n ** 18n,
    }); // 3 BNB
    await page.reload();
    await expect(page.getByTestId('balance-native')).toHaveText('3');
    await expect(toasts(page)).toHaveCount(0);
    await expectSigningWorks(page);
  });

  test('D: a transaction dropped from the pool → reported as dropped once the node has not known it for 5 blocks and 20 s; the button usable again', async ({
    page,
    wallet,
    chain,
  }) => {
    // Dropped only after it stayed unknown for a while (src/transactions/dropVerdict.ts): 20 s of it, plus polling.
    test.setTimeout(60_000);
    const hash = await sendWithMiningHeld({ page, wallet, chain });
    // Dropped once the page has seen it pending: a hash the node never knew gets 2 minutes before the same verdict.
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-seen', 'true');
    await chain.dropTransaction({ hash });
    await chain.setAutomine(true);
    for (let i = 0; i < 5; i += 1) await chain.mine({ blocks: 1 });
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'dropped', { timeout: 40_000 });
    await expect(page.getByTestId('tx-hash')).toHaveText(hash);
    await expect(toasts(page).filter({ hasText: 'The transaction was dropped' })).toBeVisible();
    await expect(page.getByTestId('send-test-tx')).toBeEnabled();
  });
});
