import type { Page } from '@playwright/test';
import type {
  ChainFixture,
  FaultsFixture,
  RelayedRequest,
  RpcFault,
  WalletFixture,
} from 'portico/harness/playwright';
import { eventually, installClock, pollNow, TEST_ACCOUNTS } from 'portico/harness/playwright';
import { expectSigningWorks, sendWithMiningHeld } from '../portico.ts';
import { expect, nextFrames, test, toasts } from './defaults.ts';

// A case that cannot get its answer in 30 s has failed; waiting the default 60 s adds nothing.
test.describe.configure({ timeout: 30_000 });

// Group D of the fault catalogue (docs/testing.md) end to end: faults on the test build's RPC relay
// (harness/rpc/relay.ts, set through the `faults` fixture), endpoint 0 the primary URL and 1 the fallback. The
// schedule itself (4 attempts, 150/300/600 ms, 10 s per attempt, Retry-After, which statuses and codes are retried) is pinned in src/wagmi/transports.faults.test.ts.
// Already covered by tests/e2e/site/wallet.spec.ts: both endpoints down → readable error, page keeps working.

const UNAVAILABLE = 'unavailable (network not answering)';
const NOT_ANSWERING = 'network is not answering';
const account0 = TEST_ACCOUNTS[0]?.address ?? '0x';

// The balances the chain holds in these tests, as the page writes them: what a read that reached the chain shows.
const LIVE_BNB = '7';
const LIVE_USDT = '1234';
// The reads behind the two balances: one eth_call (viem batches BNB's getBalance and BSC-USD's balanceOf into a
// Multicall3 call).
const BALANCE_READS = ['eth_call'] as const;

type Connected = { page: Page; wallet: WalletFixture; faults: FaultsFixture; chain: ChainFixture };

/**
 * Account 0 holds 7 BNB and 1234 BSC-USD; the faults are set, then the page opened as a returning visitor
 * (`wallet.openReturning`: connected on load, with no persisted query cache), so every balance on screen comes
 * from a read that met the faults. Returns the relay's last `seq` before the page opened: its reads come after it.
 * (It used to connect through the UI, read the balances once, then set the faults and reload without the cache:
 * the same page meeting the same faults, after a page load and a connect the test is not about.)
 */
async function openConnectedWithFaults(
  { page, wallet, faults, chain }: Connected,
  set: Array<RpcFault | undefined>,
): Promise<number> {
  await chain.setBalance({ address: account0, value: 7n * 10n ** 18n });
  await chain.deal({ holder: account0, amount: 1234n * 10n ** 18n });
  for (const [index, fault] of set.entries()) if (fault) faults.rpc(fault, { on: index as 0 | 1 });
  const mark = faults.log().at(-1)?.seq ?? 0;
  await wallet.openReturning(page);
  return mark;
}

/** The balances the chain holds, as read now: not a cached value, not "(last known)", no "unavailable". */
async function expectLiveBalances(page: Page, options: { timeout?: number } = {}) {
  await expect(page.getByTestId('balance-native')).toHaveText(LIVE_BNB, options);
  await expect(page.getByTestId('balance-usdt')).toHaveText(LIVE_USDT, options);
}

/** The relay's requests for the balance reads since `mark`. */
const balanceReads = (faults: FaultsFixture, mark: number): RelayedRequest[] =>
  faults
    .log()
    .filter((r) => r.seq > mark && r.methods.some((m) => (BALANCE_READS as readonly string[]).includes(m)));

/**
 * Waits until every balance read the reloaded page sent has ended at the relay (answered, refused or given up by
 * the page), and at least one of each was answered by the chain: the moment a failed read would have shown a toast.
 */
async function balanceReadsSettled(faults: FaultsFixture, mark: number, options: { timeout?: number } = {}) {
  await eventually(() => {
    const reads = balanceReads(faults, mark);
    const answered = (method: string) =>
      reads.some(
        (r) =>
          r.methods.includes(method) &&
          r.outcome === 'answered' &&
          r.status === 200 &&
          r.fault !== 'invalid-json' &&
          r.fault !== 'truncated' &&
          r.fault !== 'rpc-error',
      );
    return {
      open: reads.filter((r) => r.outcome === 'open').length,
      answered: BALANCE_READS.filter(answered),
    };
  }, options).toEqual({ open: 0, answered: [...BALANCE_READS] });
}

/** The first request for `method` on the primary since `mark` ended before the fallback was asked for it. */
function expectFallbackAfterPrimary(faults: FaultsFixture, mark: number, method: string) {
  const reads = faults.requestsFor(method).filter((r) => r.seq > mark);
  const primary = reads.find((r) => r.endpoint === 0);
  const fallback = reads.find((r) => r.endpoint === 1 && r.outcome === 'answered');
  expect(primary, `${method} on the primary`).toBeDefined();
  expect(fallback, `${method} answered by the fallback`).toBeDefined();
  expect(primary?.outcome, `${method} on the primary`).not.toBe('open');
  // The fallback's request arrived after the primary's had ended: the log's order, not a clock.
  expect(fallback?.seq ?? 0).toBeGreaterThan(primary?.endedAfter ?? Number.POSITIVE_INFINITY);
}

test.describe('D. RPC faults', () => {
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
      chain,
    }) => {
      const mark = await openConnectedWithFaults({ page, wallet, faults, chain }, [fault]);
      await expectLiveBalances(page);
      await balanceReadsSettled(faults, mark);
      // Read once, after the page has drawn what the settled reads gave: an error toast closes by itself after 5 s,
      // so a retrying toHaveCount(0) would also pass on one shown and gone within its wait.
      await nextFrames(page);
      expect(await toasts(page).count(), 'toasts').toBe(0);
      // The primary was asked first and failed; only then did the fallback answer.
      expectFallbackAfterPrimary(faults, mark, 'eth_call');
      expect(faults.requestsFor('eth_call', 0).filter((r) => r.seq > mark)[0]?.fault).toBe(fault.kind);
    });
  }

  // Faults on every URL that the page rides out: the values are shown and no error is.
  const survived: Array<{
    title: string;
    set: RpcFault[];
    check?: (faults: FaultsFixture, mark: number) => void;
  }> = [
    {
      // viem pairs an HTTP answer with its request by the connection, not by id: the answer is used as is.
      title:
        'a 200 whose JSON-RPC body carries the wrong id, on every URL → the page still works and shows no error',
      set: [{ kind: 'wrong-id' }, { kind: 'wrong-id' }],
      check: (faults, mark) =>
        expect(balanceReads(faults, mark).every((r) => r.fault === 'wrong-id' && r.endpoint === 0)).toBe(
          true,
        ),
    },
    {
      title: '429 with Retry-After: 1 on every URL, once → the read waits and then succeeds; no error shown',
      set: [
        { kind: 'status', status: 429, retryAfter: 1, times: 1 },
        { kind: 'status', status: 429, retryAfter: 1, times: 1 },
      ],
      // Each URL answered one 429, to whichever request came first, and the page read on.
      check: (faults, mark) => {
        const limited = faults.log().filter((r) => r.seq > mark && r.status === 429);
        expect(limited.map((r) => r.endpoint).sort()).toEqual([0, 1]);
      },
    },
    {
      title: 'a slow RPC (1.5 s on every URL) → a pending "…", then the values; no error',
      set: [
        { kind: 'delay', ms: 1500 },
        { kind: 'delay', ms: 1500 },
      ],
      check: (faults, mark) =>
        expect(balanceReads(faults, mark).every((r) => r.fault === 'delay' && r.endpoint === 0)).toBe(true),
    },
  ];
  for (const { title, set, check } of survived) {
    test(`D: ${title}`, async ({ page, wallet, faults, chain }) => {
      const mark = await openConnectedWithFaults({ page, wallet, faults, chain }, set);
      if (set[0]?.kind === 'delay') await expect(page.getByTestId('balance-native')).toHaveText('…');
      await expectLiveBalances(page);
      await balanceReadsSettled(faults, mark);
      // Read once, after the page has drawn what the settled reads gave: an error toast closes by itself after 5 s,
      // so a retrying toHaveCount(0) would also pass on one shown and gone within its wait.
      await nextFrames(page);
      expect(await toasts(page).count(), 'toasts').toBe(0);
      check?.(faults, mark);
    });
  }

  test('D: JSON-RPC -32000 "execution reverted" → not retried, the fallback is not asked', async ({
    page,
    wallet,
    faults,
    chain,
  }) => {
    await openConnectedWithFaults({ page, wallet, faults, chain }, [
      { kind: 'rpc-error', code: -32000, message: 'execution reverted' },
    ]);
    // No cached value to fall back on: the line says only that the network is not answering.
    await expect(page.getByTestId('balance-native')).toHaveText(UNAVAILABLE);
    const [primary = 0, fallback = 0] = faults.hits();
    expect(primary).toBeGreaterThan(0);
    expect(fallback).toBe(0);
  });

  test('D: every URL refusing → one error toast (deduplicated), not one per query, within the retry budget', async ({
    page,
    wallet,
    faults,
  }) => {
    await wallet.openReturning(page);
    faults.rpc('refused', { on: 'all' });
    const mark = faults.log().at(-1)?.seq ?? 0;
    await page.reload();
    await expect(page.getByTestId('balance-native')).toContainText(UNAVAILABLE);
    await expect(page.getByTestId('balance-usdt')).toContainText(UNAVAILABLE);
    // viem's budget, in attempts rather than seconds (the seconds are in `npm run bench:waits`): 4 rounds over
    // both URLs, primary then fallback, for the one read; TanStack adds no retries.
    // viem's budget, in attempts rather than seconds (the seconds are in `npm run bench:waits`): 4 rounds, each
    // the primary then the fallback; TanStack adds no retries. (Chromium itself sends a request again at once when
    // a kept-alive connection to the primary is closed under it, so the primary's count is not the rounds'.)
    const reads = faults.requestsFor('eth_call').filter((r) => r.seq > mark);
    expect(reads.every((r) => r.outcome === 'refused')).toBe(true);
    const fallbacks = reads.filter((r) => r.endpoint === 1);
    expect(fallbacks).toHaveLength(4);
    for (const fallback of fallbacks)
      expect(reads.filter((r) => r.seq < fallback.seq).at(-1)?.endpoint, 'the primary asked first').toBe(0);
    expect(reads.at(-1)?.endpoint, 'the last attempt is the fallback of the last round').toBe(1);
    // One, looked at once every read has ended and what the page made of the failures is drawn (a task after, two
    // frames): when a toast per query would be on screen.
    await faults.settled();
    await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    await nextFrames(page);
    await expect(toasts(page).filter({ hasText: NOT_ANSWERING })).toHaveCount(1);
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByTestId('sign-message')).toBeEnabled();
  });

  test('D: a hanging primary with a healthy fallback → the fallback answers after the 10 s per-attempt timeout; no error', async ({
    page,
    wallet,
    faults,
    chain,
  }) => {
    // The page's clock is Playwright's, flowing as a real one does: the 10 s are skipped rather than waited for.
    await page.clock.install();
    const mark = await openConnectedWithFaults({ page, wallet, faults, chain }, [{ kind: 'hang' }]);
    // No cached value (openConnectedWithFaults has none): pending until the primary's attempt times out.
    await expect(page.getByTestId('balance-native')).toHaveText('…');
    // The read has reached the primary, which holds it.
    await eventually(() =>
      faults.requestsFor('eth_call', 0).some((r) => r.seq > mark && r.outcome === 'open'),
    ).toBe(true);
    const beforeTimeout = faults.log().at(-1)?.seq ?? 0;
    await page.clock.fastForward(10_000);
    await expectLiveBalances(page);
    await balanceReadsSettled(faults, mark);
    // Read once, at its moment (a toast closes by itself: see above).
    await nextFrames(page);
    expect(await toasts(page).count(), 'toasts').toBe(0);
    // The primary's read was given up by the page (its timeout, not an answer), and the fallback was asked only
    // once the page's clock had passed it. (Which of the two the relay notices first, the closed connection or
    // the new request, is a race of a millisecond between two sockets: the clock, not that order, is the proof.)
    const primary = faults.requestsFor('eth_call', 0).filter((r) => r.seq > mark);
    const fallback = faults.requestsFor('eth_call', 1).filter((r) => r.seq > mark);
    expect(primary[0]).toMatchObject({ fault: 'hang', outcome: 'abandoned' });
    expect(primary[0]?.seq ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(beforeTimeout);
    expect(fallback[0]).toMatchObject({ outcome: 'answered', status: 200 });
    expect(fallback[0]?.seq ?? 0).toBeGreaterThan(beforeTimeout);
  });

  test('D: the transaction dropped from the pool under a pending receipt wait → no false success; the page keeps working', async ({
    page,
    wallet,
    chain,
    faults,
  }) => {
    await installClock(page);
    await wallet.openReturning(page);
    const hash = await sendWithMiningHeld({ page, chain });
    await chain.dropTransaction({ hash });
    await chain.setAutomine(true);
    await chain.mine({ blocks: 1 });
    await chain.mine({ blocks: 1 });
    // The moment a false success would show: the page has asked the node for the receipt since those blocks,
    // and been answered (no receipt). Its next look comes now rather than up to 4 s later: the page's clock
    // (Playwright's, flowing as a real one does) skipped to it.
    const mark = faults.log().at(-1)?.seq ?? 0;
    await pollNow(page);
    await eventually(() =>
      faults.requestsFor('eth_getTransactionReceipt').some((r) => r.seq > mark && r.outcome === 'answered'),
    ).toBe(true);
    // Read once, once the page has drawn what that answer made it do: a toast closes by itself, so a retrying check
    // would also pass on one shown and gone.
    await nextFrames(page);
    expect((await toasts(page).allTextContents()).join('\n')).not.toContain('Transaction confirmed');
    expect(await page.getByTestId('tx-status').getAttribute('data-state')).not.toBe('success');
    await expectSigningWorks(page);
  });

  test('D: the block number goes backwards (the chain reverted 3 blocks) → reads go on, no error shown', async ({
    page,
    wallet,
    chain,
    faults,
  }) => {
    // The page reads the block number while it follows a sent transaction (src/transactions/followTransaction.ts),
    // so one live page follows one whose hash the node forgot: each look reads the block number. That page sees it
    // rise by 3 (mined), then fall back (the chain reverted to before them), with no reload in between. What a read
    // answered is known by its place in the relay's order: between the test's mining and its revert, the chain
    // held one height only.
    const account1 = TEST_ACCOUNTS[1]?.address ?? '0x';
    await installClock(page);
    await wallet.openReturning(page);
    const start = await chain.getBlockNumber({ cacheTime: 0 });
    const snapshot = await chain.snapshot();
    const hash = await sendWithMiningHeld({ page, chain });
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-seen', 'true'); // a look read the height
    await chain.dropTransaction({ hash }); // so that mining leaves it out and the page keeps looking
    await chain.mine({ blocks: 3 });
    // Mining goes on as usual (a node setting, which the worker's revert after the test would not undo).
    await chain.setAutomine(true);
    expect(await chain.getBlockNumber({ cacheTime: 0 })).toBe(start + 3n);
    const blockNumberReadAfter = async (mark: number) =>
      eventually(() =>
        faults.requestsFor('eth_blockNumber').some((r) => r.seq > mark && r.outcome === 'answered'),
      ).toBe(true);
    const risen = faults.log().at(-1)?.seq ?? 0;
    await pollNow(page);
    await blockNumberReadAfter(risen); // the page read start + 3
    await chain.revert({ id: snapshot });
    expect(await chain.getBlockNumber({ cacheTime: 0 })).toBe(start);
    // Set after the fall: no read made before it, and no cache, can show these.
    await chain.setBalance({ address: account1, value: 3n * 10n ** 18n }); // 3 BNB
    await chain.deal({ holder: account1, amount: 55n * 10n ** 18n }); // 55 BSC-USD
    const fallen = faults.log().at(-1)?.seq ?? 0;
    await pollNow(page);
    await blockNumberReadAfter(fallen); // the same page read start: 3 below what it read last
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'pending');
    // Reads go on: the next account's balances, read after the fall by the page that saw it.
    await wallet.switchAccount(1);
    await expect(page.getByTestId('address')).toHaveText(account1);
    await expect(page.getByTestId('balance-native')).toHaveText('3');
    await expect(page.getByTestId('balance-usdt')).toHaveText('55');
    // No error: looked at once every read has ended and been drawn, when a failed one would have said so. The one
    // toast is the transaction's own, still followed.
    await faults.settled();
    await nextFrames(page);
    // Read once, now: a retrying assertion would also pass once an error toast had closed by itself.
    expect(await toasts(page).allTextContents()).toEqual([
      expect.stringMatching(/^Transaction sent, waiting for confirmation\./),
    ]);
    await expectSigningWorks(page);
  });

  test('D: a transaction dropped from the pool → reported as dropped once the node has not known it for 5 blocks and 20 s; the button usable again', async ({
    page,
    wallet,
    chain,
    faults,
  }) => {
    // Dropped only after it stayed unknown for a while (src/transactions/dropVerdict.ts): 5 blocks and 20 s. The
    // page's clock is Playwright's, flowing as a real one does; the 20 s are skipped rather than waited for.
    await installClock(page);
    await wallet.openReturning(page);
    const hash = await sendWithMiningHeld({ page, chain });
    // Dropped once the page has seen it pending: a hash the node never knew gets 2 minutes before the same verdict.
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-seen', 'true');
    await chain.dropTransaction({ hash });
    await chain.setAutomine(true);
    for (let i = 0; i < 5; i += 1) await chain.mine({ blocks: 1 });
    // The page's next look, after the 5 blocks and well inside the 20 s: it finds the hash unknown, and does not
    // call it dropped (it goes on to ask whether another transaction took its nonce, which it asks only then).
    const mark = faults.log().at(-1)?.seq ?? 0;
    await pollNow(page);
    await eventually(() =>
      faults.requestsFor('eth_getTransactionCount').some((r) => r.seq > mark && r.outcome === 'answered'),
    ).toBe(true);
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'pending');
    // Then the 20 s, once no read is in flight (a jump past a read's 10 s timeout would time it out).
    await faults.settled();
    await page.clock.fastForward(20_000);
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'dropped');
    await expect(page.getByTestId('tx-hash')).toHaveText(hash);
    await expect(toasts(page).filter({ hasText: 'The transaction was dropped' })).toBeVisible();
    await expect(page.getByTestId('send-test-tx')).toBeEnabled();
  });
});
