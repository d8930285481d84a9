import type { Frame } from '@playwright/test';
import { eventually, installClock } from 'portico/harness/playwright';
import { expect, originRegex, test } from './probe.ts';

// The real SDK lives on the probe page's window; these tests drive it through evaluate().
// biome-ignore lint/suspicious/noExplicitAny: values cross the page boundary as plain JSON, untyped.
type Loose = any;
type W = { sdk: Loose; makeProvider: () => Promise<Loose> };
const run = (frame: Frame, fn: (w: W, arg: Loose) => Promise<unknown>, arg?: unknown): Promise<Loose> =>
  frame.evaluate(
    ({ src, arg }) => new Function('w', 'arg', `return (${src})(w, arg)`)(window, arg) as Promise<unknown>,
    {
      src: fn.toString(),
      arg,
    },
  );
/** The SDK in the frame sends `value` wei to the dead address (self-contained: its source runs in the page). */
const sendToDead = (w: W, value: Loose) =>
  w.sdk.txs.send({ txs: [{ to: '0x000000000000000000000000000000000000dEaD', value, data: '0x' }] });
/** Resolves to 'pending' if the SDK promise has not settled within `ms`. */
const settleWithin = (frame: Frame, fn: (w: W, arg: Loose) => Promise<unknown>, ms: number, arg?: unknown) =>
  run(
    frame,
    async (w, a) => {
      const f = new Function('w', 'arg', `return (${a.src})(w, arg)`);
      return Promise.race([
        f(w, a.arg).then(
          (v: unknown) => ({ v }),
          (e: Error) => ({ e: e.message }),
        ),
        new Promise((r) => setTimeout(() => r('pending'), a.ms)),
      ]);
    },
    { src: fn.toString(), arg, ms },
  );

/** Starts `ask` in the frame without waiting for it; `askOutcome` reads how it has settled so far. */
const startAsk = (frame: Frame, ask: (w: W, arg: Loose) => Promise<unknown>, arg?: unknown) =>
  run(
    frame,
    async (w, a) => {
      const f = new Function('w', 'arg', `return (${a.src})(w, arg)`);
      const box = w as W & { __asked: unknown };
      box.__asked = 'pending';
      f(w, a.arg).then(
        (v: unknown) => {
          box.__asked = { v };
        },
        (e: Error) => {
          box.__asked = { e: e.message };
        },
      );
    },
    { src: ask.toString(), arg },
  );
const askOutcome = (frame: Frame): Promise<Loose> => frame.evaluate(() => (window as Loose).__asked);
/** How many asks for `method` the host page has received from the app. */
const receivedCount = (frame: Frame, method: string): Promise<number> =>
  frame
    .page()
    .evaluate(
      (m) => (window as Loose).porticoHost.received.filter((r: { method: string }) => r.method === m).length,
      method,
    );

/**
 * What `ask` gets from a host that should not answer it, at the moment an answer would have come: once the host has
 * answered two later asks that it also takes to its server (rpcCall, sent after `ask`). 'pending' when none came.
 * Only for an ask the host drops on arrival or answers without work (a silenced or unknown method): an answer that
 * needs a lookup could come after the quick later ones.
 */
const unansweredAfterLaterAsks = async (
  frame: Frame,
  ask: (w: W, arg: Loose) => Promise<unknown>,
  arg?: unknown,
) => {
  await startAsk(frame, ask, arg);
  return run(frame, async (w) => {
    const rpc = { call: 'eth_chainId', params: [] };
    await w.sdk.communicator.send('rpcCall', rpc);
    await w.sdk.communicator.send('rpcCall', rpc);
    return (w as W & { __asked: unknown }).__asked;
  });
};

/**
 * What `ask` (a `method` the host takes to its server) gets once the host's server has looked it up and said to
 * send no reply, and a later ask has had its reply: a reply to `ask` would have been posted before that one.
 */
const unansweredAfterLookup = async (
  frame: Frame,
  method: string,
  ask: (w: W, arg: Loose) => Promise<unknown>,
  arg?: unknown,
) => {
  const lookup = frame
    .page()
    .waitForResponse(
      (response) =>
        response.url().endsWith('/api/request') &&
        (JSON.parse(response.request().postData() ?? '{}') as { method?: string }).method === method,
    );
  await startAsk(frame, ask, arg);
  expect(await (await lookup).json()).toEqual({ kind: 'none' });
  return run(frame, async (w) => {
    await w.sdk.communicator.send('rpcCall', { call: 'eth_chainId', params: [] });
    return (w as W & { __asked: unknown }).__asked;
  });
};

/**
 * What `ask` gets once a reply-shaped message has reached the app's window after it (the SDK's own listener, added
 * first, has then seen it): for replies the SDK must ignore (a host origin it does not allow, a sibling frame).
 */
const afterAReplyArrives = (frame: Frame, ask: (w: W) => Promise<unknown>) =>
  run(
    frame,
    (w, src: string) =>
      new Promise((resolve) => {
        let outcome: unknown = 'pending';
        const f = new Function('w', `return (${src})(w)`);
        window.addEventListener('message', function onReply(event: MessageEvent) {
          const data = event.data as { id?: unknown; success?: unknown } | null;
          if (!data || typeof data !== 'object' || data.id === undefined || data.success === undefined)
            return;
          window.removeEventListener('message', onReply);
          // After the SDK's listener and the promise reactions it may have started.
          setTimeout(() => resolve(outcome), 0);
        });
        f(w).then(
          (v: unknown) => {
            outcome = { v };
          },
          (e: Error) => {
            outcome = { e: e.message };
          },
        );
      }),
    ask.toString(),
  );

test.describe('mock Safe host with the real safe-apps-sdk', () => {
  test('default: info methods answer as Safe{Wallet} does', async ({ env, probe, openHost }) => {
    const frame = await openHost(env.hostUrl(probe.url(originRegex(env.hostOrigin))));
    const info = await run(frame, (w) => w.sdk.safe.getInfo());
    expect(info).toMatchObject({
      safeAddress: env.safeAddress,
      chainId: 56,
      threshold: 2,
      network: 'BNB SMART CHAIN',
    });
    expect(info).toMatchObject({
      isReadOnly: false,
      nonce: 0,
      version: '1.4.1+L2',
    });
    const chain = await run(frame, (w) => w.sdk.safe.getChainInfo());
    expect(chain).toMatchObject({
      chainId: '56',
      chainName: 'BNB Smart Chain',
      shortName: 'bnb',
    });
    expect(await run(frame, (w) => w.sdk.safe.getEnvironmentInfo())).toEqual({
      origin: env.hostOrigin,
    });
    const balances = await run(frame, (w) => w.sdk.safe.experimental_getBalances({ currency: 'eur' }));
    expect(balances).toMatchObject({
      items: [
        {
          tokenInfo: { type: 'NATIVE_TOKEN' },
          balance: '10000000000000000000',
        },
      ],
    });
    const balance = await run(frame, (w, safe) => w.sdk.eth.getBalance([safe]), env.safeAddress);
    expect(BigInt(balance as string)).toBe(10n ** 19n);
    // Unfiltered rpcCall: a method outside the SDK's RPC_CALLS list still reaches anvil.
    const chainId = await run(frame, (w) =>
      w.sdk.communicator.send('rpcCall', { call: 'eth_chainId', params: [] }),
    );
    expect(chainId).toMatchObject({ data: '0x38' });
    const host = await frame
      .page()
      .evaluate(() => (window as Loose).porticoHost.sent.map((m: Loose) => m?.version));
    expect(new Set(host)).toEqual(new Set(['9.1.0']));
  });

  test('behavior: iframe attributes', async ({ env, probe, openHost, page }) => {
    const appUrl = probe.url();
    await openHost(env.hostUrl(appUrl, { allow: 'clipboard-write' }));
    const iframe = page.locator('iframe[data-testid="safe-app-iframe"]');
    await expect(iframe).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-downloads allow-orientation-lock',
    );
    await expect(iframe).toHaveAttribute('id', `iframe-${encodeURIComponent(appUrl)}`);
    await expect(iframe).toHaveAttribute('allow', 'clipboard-write');
  });

  test('behavior: sendTransactions → confirm and execute from the host page → SUCCESS', async ({
    env,
    probe,
    openHost,
    page,
  }) => {
    const frame = await openHost(env.hostUrl(probe.url()));
    const { safeTxHash } = await run(frame, (w) =>
      w.sdk.txs.send({
        txs: [
          {
            to: '0x000000000000000000000000000000000000dead',
            value: '1000',
            data: '0x',
          },
        ],
      }),
    );
    const details = await run(frame, (w, h) => w.sdk.txs.getBySafeTxHash(h), safeTxHash);
    expect(details).toMatchObject({
      txStatus: 'AWAITING_CONFIRMATIONS',
      txHash: null,
    });
    expect(details.txData.to.value).toBe('0x000000000000000000000000000000000000dEaD');
    const row = page.locator(`li[data-safe-tx-hash="${safeTxHash}"]`);
    await row.getByRole('button', { name: 'Confirm as owner 2' }).click();
    await expect(row).toHaveAttribute('data-status', 'AWAITING_EXECUTION');
    await row.getByRole('button', { name: 'Execute' }).click();
    await expect(row).toHaveAttribute('data-status', 'SUCCESS');
    const done = await run(frame, (w, h) => w.sdk.txs.getBySafeTxHash(h), safeTxHash);
    expect(done.txStatus).toBe('SUCCESS');
    expect(done.txHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  test('behavior: batches, safeTxGas, nonces, CANCELLED and rejections', async ({ env, probe, openHost }) => {
    const frame = await openHost(env.hostUrl(probe.url()));
    const batch = await run(frame, (w) =>
      w.sdk.txs.send({
        txs: [
          {
            to: '0x000000000000000000000000000000000000dEaD',
            value: '1',
            data: '0x',
          },
          {
            to: '0x000000000000000000000000000000000000bEEF',
            value: '0',
            data: '0x1234',
          },
        ],
        params: { safeTxGas: 123456 },
      }),
    );
    const d = await run(frame, (w, h) => w.sdk.txs.getBySafeTxHash(h), batch.safeTxHash);
    expect(d.txData).toMatchObject({
      operation: 1,
      to: { value: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2' },
    });
    expect(d.detailedExecutionInfo).toMatchObject({
      nonce: 0,
      safeTxGas: '123456',
    });
    const second = await run(frame, sendToDead, '2');
    expect(
      (await run(frame, (w, h) => w.sdk.txs.getBySafeTxHash(h), second.safeTxHash)).detailedExecutionInfo
        .nonce,
    ).toBe(1);
    await frame.page().evaluate(() => (window as Loose).porticoHost.replaceNonce(0));
    expect((await run(frame, (w, h) => w.sdk.txs.getBySafeTxHash(h), batch.safeTxHash)).txStatus).toBe(
      'CANCELLED',
    );

    await env.host.set({ rejectNextTx: true });
    const rejected = await settleWithin(frame, sendToDead, 5000, '1');
    expect(rejected).toEqual({ e: 'Transaction was rejected' });
    const unknown = await settleWithin(frame, (w) => w.sdk.txs.getBySafeTxHash(`0x${'ab'.repeat(32)}`), 5000);
    expect(unknown).toEqual({ e: 'Request failed' });
    expect(await settleWithin(frame, (w) => w.sdk.txs.send({ txs: [] }), 1000)).toEqual({
      e: 'No transactions were passed',
    });
    expect(await settleWithin(frame, (w) => w.sdk.txs.getBySafeTxHash(''), 1000)).toEqual({
      e: 'Invalid safeTxHash',
    });
    const bad = await settleWithin(
      frame,
      (w) =>
        w.sdk.txs.send({
          txs: [{ to: 'not-an-address', value: '0', data: '0x' }],
        }),
      5000,
    );
    expect(bad).toEqual({ e: 'Request failed' });
  });

  test('behavior: review "ask" waits for Approve/Reject on the host page', async ({
    env,
    probe,
    openHost,
    page,
  }) => {
    const frame = await openHost(env.hostUrl(probe.url(), { review: 'ask' }));
    // Each request is its own row (data-request-id); the host lists every request still awaiting review, so the
    // test acts on the row its own request made, the newest.
    const rows = page.getByTestId('pending-requests').locator('li[data-request-id]');
    const newest = async () =>
      (await rows.count()) ? await rows.last().getAttribute('data-request-id') : null;
    const before = await newest();
    const pending = run(frame, sendToDead, '1');
    // Its rejection comes while the click below is still being awaited, before `expect(pending).rejects` looks at
    // it: handled now, or Playwright counts it as an unhandled rejection, fails the test and tears its host down
    // under the page (the host's answer to the click then never arrives, and the row stays).
    pending.catch(() => {});
    await eventually(newest).not.toBe(before);
    const rejectedId = await newest();
    await page.locator(`li[data-request-id="${rejectedId}"]`).getByRole('button', { name: 'Reject' }).click();
    await expect(pending).rejects.toThrow('Transaction was rejected');
    // The rejected request's row must be gone first, or "Approve" below can land on it instead of the new one.
    await expect(page.locator(`li[data-request-id="${rejectedId}"]`)).toHaveCount(0);
    const approved = run(frame, sendToDead, '1');
    await eventually(newest).not.toBe(before);
    await eventually(newest).not.toBe(rejectedId);
    await rows.last().getByRole('button', { name: 'Approve' }).click();
    expect((await approved).safeTxHash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  test('behavior: off-chain messages reply once confirmed by the threshold', async ({
    env,
    probe,
    openHost,
    page,
  }) => {
    const frame = await openHost(env.hostUrl(probe.url(), { signing: 'offchain' }));
    const signing = run(frame, (w) => w.sdk.txs.signMessage('hello portico'));
    const row = page.getByTestId('safe-messages').locator('li');
    await expect(row).toHaveAttribute('data-status', 'NEEDS_CONFIRMATION');
    const hash = (await row.getAttribute('data-message-hash')) as string;
    // Not unansweredAfterLaterAsks: looking the message up is work, which two quick later asks may outrun; so
    // once the host's server has looked it up and said "no reply yet", and a later ask has been answered.
    expect(
      await unansweredAfterLookup(
        frame,
        'getOffChainSignature',
        (w, h) => w.sdk.safe.getOffChainSignature(h),
        hash,
      ),
    ).toBe('pending');
    await row.getByRole('button', { name: 'Confirm as owner 3' }).click();
    const signed = await signing;
    expect(signed.messageHash).toBe(hash);
    expect(signed.signature).toMatch(/^0x[0-9a-f]{260}$/);
    expect(await run(frame, (w, h) => w.sdk.safe.getOffChainSignature(h), hash)).toBe(signed.signature);
    expect(await run(frame, (w, s) => w.sdk.safe.isMessageSigned('hello portico', s), signed.signature)).toBe(
      true,
    );

    await env.host.set({ autoConfirm: 'confirm' });
    const typedData = {
      domain: { name: 'Portico', chainId: 56 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'hi' },
      primaryType: 'Mail',
    };
    const typed = await run(frame, (w, t) => w.sdk.txs.signTypedMessage(t), typedData);
    expect(
      await run(frame, (w, a) => w.sdk.safe.isMessageSigned(a.t, a.s), {
        t: typedData,
        s: typed.signature,
      }),
    ).toBe(true);
    expect(await settleWithin(frame, (w) => w.sdk.txs.signTypedMessage({ domain: {} }), 1000)).toEqual({
      e: 'Invalid typed data',
    });
    await env.host.set({ rejectNextSignature: true });
    expect(await settleWithin(frame, (w) => w.sdk.txs.signMessage('nope'), 5000)).toEqual({
      e: 'Transaction was rejected',
    });
  });

  test('behavior: on-chain signing goes through SignMessageLib', async ({ env, probe, openHost }) => {
    const frame = await openHost(
      env.hostUrl(probe.url(), {
        signing: 'onchain',
        autoConfirm: 'execute',
      }),
    );
    const res = await run(frame, (w) => w.sdk.txs.signMessage('on chain please'));
    expect(Object.keys(res)).toEqual(['safeTxHash']);
    await eventually(
      async () => (await run(frame, (w, h) => w.sdk.txs.getBySafeTxHash(h), res.safeTxHash)).txStatus,
    ).toBe('SUCCESS');
    expect(await run(frame, (w) => w.sdk.safe.isMessageSigned('on chain please'))).toBe(true);
  });

  test('behavior: permissions and the address book', async ({ env, probe, openHost }) => {
    const frame = await openHost(env.hostUrl(probe.url(), { permissions: 'reject' }));
    expect(await run(frame, (w) => w.sdk.wallet.getPermissions())).toEqual([]);
    const rejected = await run(frame, (w) =>
      w.sdk.safe.requestAddressBook().catch((e: Loose) => ({ m: e.message, c: e.code })),
    );
    expect(rejected).toEqual({ m: 'Permissions rejected', c: 4001 });
    const invalid = await run(frame, (w) =>
      w.sdk.wallet
        .requestPermissions([{ eth_accounts: {} }])
        .catch((e: Loose) => ({ m: e.message, c: e.code })),
    );
    expect(invalid).toEqual({ m: 'Permissions request is invalid', c: 4001 });
    // Before permission the host answers [] (raw message, bypassing the SDK's permission decorator).
    expect(await run(frame, (w) => w.sdk.communicator.send('requestAddressBook', undefined))).toMatchObject({
      data: [],
    });
    // As in Safe{Wallet}: the denial is stored (caveat userRestricted), the SDK sees the capability and asks no
    // more, and the host answers [] until the app requests the permission again.
    expect(await run(frame, (w) => w.sdk.safe.requestAddressBook())).toEqual([]);
    await env.host.set({ permissions: 'accept' });
    await run(frame, (w) => w.sdk.wallet.requestPermissions([{ requestAddressBook: {} }]));
    const book = await run(frame, (w) => w.sdk.safe.requestAddressBook());
    expect(book).toHaveLength(3);
    expect(book[0]).toMatchObject({ name: 'Owner 1', chainId: '56' });
    const perms = await run(frame, (w) => w.sdk.wallet.getPermissions());
    expect(perms).toMatchObject([{ parentCapability: 'requestAddressBook', caveats: [] }]);
  });

  test('behavior: safe-apps-provider errors', async ({ env, probe, openHost }) => {
    const frame = await openHost(env.hostUrl(probe.url()));
    const errors = await run(frame, async (w) => {
      const p = await w.makeProvider();
      const msg = (f: () => Promise<unknown>) =>
        f().then(
          () => 'resolved',
          (e: Error) => e.message,
        );
      return {
        notImplemented: await msg(() =>
          p.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: '0x1' }],
          }),
        ),
        personal: await msg(() =>
          p.request({
            method: 'personal_sign',
            params: ['0x68656c6c6f', '0x000000000000000000000000000000000000dEaD'],
          }),
        ),
        typed: await msg(() =>
          p.request({
            method: 'eth_signTypedData_v4',
            params: ['0x000000000000000000000000000000000000dEaD', '{}'],
          }),
        ),
        chainId: await p.request({ method: 'eth_chainId' }),
        accounts: await p.request({ method: 'eth_accounts' }),
      };
    });
    expect(errors).toEqual({
      notImplemented: '"wallet_switchEthereumChain" not implemented',
      personal: 'The address or message hash is invalid',
      typed: 'The address is invalid',
      chainId: '0x38',
      accounts: [env.safeAddress],
    });
  });

  test('behavior: a method the host does not know (also an Object prototype name) gets no reply', async ({
    env,
    probe,
    openHost,
  }) => {
    const frame = await openHost(env.hostUrl(probe.url()));
    // The SDK's own channel, as an app that asks for something Safe{Wallet} does not offer would use it.
    const ask = (w: W, method: Loose) => w.sdk.communicator.send(method, {});
    // Each unknown method asked, then a known one that the host also takes to its server, twice: the unknown ones
    // went there first and need no work, so by the second known reply the host has its outcome for every unknown
    // one, and any reply to them would be here. (getChainInfo would not do: the host answers it from memory.)
    const { unanswered, known } = await run(
      frame,
      async (w, methods: string[]) => {
        const settled = new Set<string>();
        for (const method of methods)
          w.sdk.communicator.send(method, {}).then(
            () => settled.add(method),
            () => settled.add(method),
          );
        const rpc = { call: 'eth_chainId', params: [] };
        await w.sdk.communicator.send('rpcCall', rpc);
        const known = await w.sdk.communicator.send('rpcCall', rpc);
        return { unanswered: methods.filter((method) => !settled.has(method)), known };
      },
      ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'noSuchMethod'],
    );
    expect(unanswered).toEqual(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'noSuchMethod']);
    expect(known).toMatchObject({ success: true, data: '0x38' });
    expect(await settleWithin(frame, ask, 5000, 'getChainInfo')).toMatchObject({ v: { success: true } });
    // Behind the page's filter, the host's server answers only the methods it lists, never a prototype's.
    const outcome = async (method: string) => {
      const response = await fetch(`${env.hostOrigin}/api/request`, {
        method: 'POST',
        body: JSON.stringify({ method, params: {}, origin: probe.origin }),
      });
      return (await response.json()) as { kind: string };
    };
    for (const method of ['constructor', 'toString', 'hasOwnProperty', 'noSuchMethod'])
      expect(await outcome(method), method).toEqual({ kind: 'none' });
    expect(await outcome('getChainInfo')).toMatchObject({ kind: 'data' });
  });

  test('behavior: slow, silent and foreign-origin hosts', async ({ env, probe, openHost, page }) => {
    // The host's 300 ms delay runs on the page clock: the answer is shown held until then, and sent at 300 ms.
    await installClock(page);
    const frame = await openHost(env.hostUrl(probe.url(), { delayMs: { getSafeInfo: 300 } }));
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const asked = await receivedCount(frame, 'getSafeInfo');
    await startAsk(frame, (w) => w.sdk.safe.getInfo());
    await eventually(() => receivedCount(frame, 'getSafeInfo')).toBe(asked + 1);
    await page.clock.runFor(299);
    // The host's timer has not fired (the clock stands), so no reply can be on its way: a look now is the moment.
    expect(await askOutcome(frame)).toBe('pending');
    await page.clock.runFor(1);
    await eventually(() => askOutcome(frame)).toMatchObject({ v: { safeAddress: env.safeAddress } });
    await page.clock.resume();
    await env.host.set({ silent: ['getSafeInfo'], delayMs: {} });
    await frame
      .page()
      .waitForFunction(() => (window as Loose).porticoHost.state().switches.silent.length === 1);
    expect(await unansweredAfterLaterAsks(frame, (w) => w.sdk.safe.getInfo())).toBe('pending');
    await env.host.set({ silent: [] });

    // The host served from a second origin the app does not allow: every reply is ignored.
    const foreign = await openHost(
      env.hostUrl(probe.url(originRegex(env.hostOrigin)), {
        alternateOrigin: true,
      }),
    );
    expect(await afterAReplyArrives(foreign, (w) => w.sdk.safe.getInfo())).toBe('pending');
  });

  test('behavior: fault switches (sibling frame, forged ids, replays, malformed)', async ({
    env,
    probe,
    openHost,
    pageErrors,
  }) => {
    // The malformed `null` message below throws inside the real SDK's listener, on purpose (asserted at the end).
    pageErrors.allow(/Cannot read properties of null \(reading 'version'\)/);
    const frame = await openHost(env.hostUrl(probe.url(), { faults: { siblingReplies: true } }));
    expect(await afterAReplyArrives(frame, (w) => w.sdk.safe.getInfo())).toBe('pending');
    await env.host.set({
      faults: {
        siblingReplies: false,
        forgedIdBefore: true,
        replayAfter: true,
      },
    });
    await frame
      .page()
      .waitForFunction(() => (window as Loose).porticoHost.state().switches.faults.replayAfter);
    const info = await run(frame, (w) => w.sdk.safe.getInfo());
    expect(info.safeAddress).toBe(env.safeAddress);
    const versionError = () => pageErrors.messages.some((m) => m.includes('version'));
    expect(versionError()).toBe(false);
    await env.host.set({
      faults: {
        forgedIdBefore: false,
        replayAfter: false,
        malformedBefore: ['null', 'string', 'empty', 'versionTooOld', 'huge'],
      },
    });
    await frame
      .page()
      .waitForFunction(
        () => (window as Loose).porticoHost.state().switches.faults.malformedBefore.length === 5,
      );
    const again = await run(frame, (w) => w.sdk.safe.getChainInfo());
    expect(again.chainId).toBe('56');
    // The SDK reads data.version before its null check: a null message throws inside its listener.
    expect(versionError()).toBe(true);
    // `success` missing with the request's id: the SDK takes it as an error reply and drops the real one.
    await env.host.set({ faults: { malformedBefore: ['successMissing'] } });
    await frame
      .page()
      .waitForFunction(
        () => (window as Loose).porticoHost.state().switches.faults.malformedBefore[0] === 'successMissing',
      );
    expect(await settleWithin(frame, (w) => w.sdk.safe.getChainInfo(), 2000)).toEqual({ e: '' });
  });
});
