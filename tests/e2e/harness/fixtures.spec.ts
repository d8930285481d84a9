import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromiumLaunch, eventually, expect, TEST_ACCOUNTS, test } from 'portico/harness/playwright';
import { parseAbi, parseEther } from 'viem';
import { ethRequest } from './pages.ts';

// The public fixtures tell the truth: each member that no other spec leans on is held here to what its doc
// comment promises, against the real site, the worker's fork and the mock Safe{Wallet} host.

const SAFE_ABI = parseAbi([
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
]);

test.describe('chain', () => {
  test('rpc sends any method raw to the fork; receipt waits for mining and gives up when told', async ({
    chain,
  }) => {
    expect(await chain.rpc<string>('eth_chainId')).toBe('0x38');
    expect(BigInt(await chain.rpc<string>('eth_blockNumber'))).toBe(await chain.getBlockNumber());

    const [, , , , , sender, receiver] = TEST_ACCOUNTS;
    if (!sender || !receiver) throw new Error('TEST_ACCOUNTS has ten accounts');
    await chain.holdMining();
    const hash = await chain.sendTransaction({
      account: sender.address,
      to: receiver.address,
      value: parseEther('1'),
      chain: null,
    });
    // Held: the receipt does not come, and a short wait says so instead of hanging.
    await expect(chain.receipt(hash, 300)).rejects.toThrow(/Timed out|could not be found/i);
    const waiting = chain.receipt(hash);
    await chain.releaseMining();
    const receipt = await waiting;
    expect(receipt.status).toBe('success');
    expect(receipt.to?.toLowerCase()).toBe(receiver.address.toLowerCase());
  });
});

test.describe('wallet', () => {
  test('lock: the page shows the visitor disconnected and the wallet offers no account', async ({
    page,
    wallet,
  }) => {
    await wallet.openConnected(page);
    await wallet.lock();
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    expect(await ethRequest(page, 'eth_accounts')).toEqual({ ok: true, result: [] });
  });
});

test.describe('safe', () => {
  test('address, owners and threshold are those of the Safe on the worker’s chain', async ({
    chain,
    safe,
  }) => {
    const read = <F extends 'getOwners' | 'getThreshold'>(functionName: F) =>
      chain.readContract({ address: safe.address, abi: SAFE_ABI, functionName });
    expect((await read('getOwners')).map((a) => a.toLowerCase())).toEqual(
      safe.owners.map((a) => a.toLowerCase()),
    );
    expect(await read('getThreshold')).toBe(BigInt(safe.threshold));
  });

  test('url frames the site in the trusted host; set changes the host for what follows', async ({
    page,
    safe,
  }) => {
    const url = new URL(safe.url());
    expect(url.origin).toBe(safe.hostOrigin);
    await page.goto(url.href);
    const app = page.frameLocator('iframe[data-testid="safe-app-iframe"]');
    await expect(app.getByTestId('wallet-name')).toHaveText('Safe', { timeout: 20_000 });

    await safe.set({ rejectNextTx: true });
    await app.getByTestId('send-test-tx').click();
    await expect(
      app.locator('.Toastify__toast').filter({ hasText: 'Request cancelled in your wallet' }),
    ).toBeVisible();
    // One refusal only: the next transaction reaches the owners.
    await app.getByTestId('send-test-tx').click();
    expect((await safe.waitForProposal()).status).toBe('AWAITING_CONFIRMATIONS');
  });

  test('message is the gateway’s view of an off-chain message as the owners sign it', async ({
    page,
    safe,
  }) => {
    const app = await safe.open(page, { signing: 'offchain' }, { connected: true });
    await app.getByTestId('sign-message').click();
    const messageHash = await safe.waitForMessage();
    expect(await safe.message(messageHash)).toMatchObject({
      messageHash,
      status: 'NEEDS_CONFIRMATION',
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
      preparedSignature: null,
    });
    await safe.confirmMessage(messageHash, 1);
    const confirmed = await safe.message(messageHash);
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', confirmationsSubmitted: 2 });
    expect(confirmed.preparedSignature).toMatch(/^0x[0-9a-f]{260}$/i);
  });
});

test.describe('site', () => {
  test('testDist is the folder site.url serves', async ({ site }) => {
    const served = await (await fetch(site.url)).text();
    expect(served).toBe(await readFile(join(site.testDist, 'index.html'), 'utf8'));
    expect(served).toContain('Connect Wallet');
  });
});

test.describe('faults', () => {
  test('settled waits for every request open at the relay: held by a hang it does not settle, given up it does', async ({
    site,
    faults,
  }) => {
    faults.rpc('timeout');
    const giveUp = new AbortController();
    const hanging = fetch(new URL('__harness/rpc/0', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      signal: giveUp.signal,
    }).catch((error: Error) => error.name);
    await eventually(() => faults.log().map((r) => r.outcome)).toEqual(['open']);
    await expect(faults.settled({ timeout: 300 })).rejects.toThrow('requests still open at the relay');
    giveUp.abort();
    expect(await hanging).toBe('AbortError');
    await faults.settled();
    expect(faults.log().map((r) => r.outcome)).toEqual(['abandoned']);
  });
});

test.describe('ownBrowser', () => {
  // Recorded, not failed on, so the test can look at what was recorded.
  test.use({ failOnPageErrors: false });

  test('a context in a browser the test opens itself has its page errors and CSP violations recorded as the test’s own', async ({
    ownBrowser,
    pageErrors,
    cspViolations,
  }) => {
    const context = await ownBrowser.newContext(chromiumLaunch);
    const thrower = await context.newPage();
    await thrower.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown in a browser of the test’s own');
      });
    });
    await eventually(() => pageErrors.messages).toEqual(['thrown in a browser of the test’s own']);
    // A page opened after the context was handed over is watched too: its meta CSP refuses its inline script.
    const strict = await context.newPage();
    await strict.setContent(
      `<meta http-equiv="Content-Security-Policy" content="script-src 'none'"><script>document.title = 'ran';</script>`,
    );
    await eventually(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toContain("script-src 'none'");
    expect(await strict.title()).toBe('');
    // Seen: the fixture would fail the test on it at the end.
    cspViolations.length = 0;
  });
});
