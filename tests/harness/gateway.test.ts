import * as cgw from '@safe-global/safe-gateway-typescript-sdk';
import { type Client, createClient, http, parseEther, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AnvilInstance } from '../../harness/chain/anvil.ts';
import { testOwnerAccounts } from '../../harness/chain/constants.ts';
import { startBareChain } from '../../harness/chain/startChain.ts';
import {
  batchToSafeTxFields,
  buildSafeTx,
  createSafe,
  deploySafeSingletons,
  execSafeTx,
  hashSafeMessage,
  hashSafeTx,
  isValidSafeSignature,
  joinSignatures,
  SAFE_141,
  type SafeTx,
  signSafeMessage,
  signSafeTx,
} from '../../harness/safe/contracts/index.ts';
import { type Gateway, startGateway } from '../../harness/safe/gateway/index.ts';

const CHAIN = '56';
const owners = testOwnerAccounts(3);
const [o0, o1, o2] = owners as [(typeof owners)[0], (typeof owners)[0], (typeof owners)[0]];
let anvil: AnvilInstance;
let client: Client;
let gateway: Gateway;
let safe: `0x${string}`;

beforeAll(async () => {
  anvil = await startBareChain();
  client = createClient({ transport: http(anvil.rpcUrl) });
  await deploySafeSingletons(client);
  safe = await createSafe(client, { owners: owners.map((o) => o.address), threshold: 2, saltNonce: 1n });
  gateway = await startGateway({ rpcUrl: anvil.rpcUrl, safes: [safe] });
  cgw.setBaseUrl(gateway.url);
});
afterAll(async () => {
  await gateway?.stop();
  await anvil?.stop();
});

/** Proposes a tx through the real client, signed by `signer`, and returns its hash. */
async function propose(tx: SafeTx, signer = o0) {
  const safeTxHash = hashSafeTx({ safe }, tx);
  const { signature } = await signSafeTx(signer, { safe }, tx);
  const details = await cgw.proposeTransaction(CHAIN, safe, {
    to: tx.to,
    value: tx.value.toString(),
    data: tx.data,
    nonce: tx.nonce.toString(),
    operation: tx.operation as never,
    safeTxGas: tx.safeTxGas.toString(),
    baseGas: '0',
    gasPrice: '0',
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    safeTxHash,
    sender: signer.address,
    signature,
    origin: 'https://portico.test',
  });
  return { safeTxHash, details };
}

describe('chains and safes', () => {
  test('default: chain config with the BSC fixture fields and switchable EIP1271', async () => {
    const list = await cgw.getChainsConfig();
    expect(list.results).toHaveLength(1);
    const chain = await cgw.getChainConfig(CHAIN);
    expect(chain).toMatchObject({ chainId: '56', chainName: 'BNB Smart Chain', shortName: 'bnb', l2: true });
    expect(chain.nativeCurrency).toMatchObject({ symbol: 'BNB', decimals: 18 });
    expect(chain.features).not.toContain('EIP1271');
    gateway.setFeatures([...gateway.features(), 'EIP1271']);
    expect((await cgw.getChainConfig(CHAIN)).features).toContain('EIP1271');
    await expect(cgw.getChainConfig('1')).rejects.toThrow('CGW error - 404: Chain 1 not found.');
  });

  test('default: safe info read from the chain', async () => {
    const info = await cgw.getSafeInfo(CHAIN, safe);
    expect(info).toMatchObject({
      address: { value: safe },
      chainId: '56',
      nonce: 0,
      threshold: 2,
      implementation: { value: SAFE_141.SafeL2 },
      implementationVersionState: 'UP_TO_DATE',
      version: '1.4.1+L2',
      fallbackHandler: { value: SAFE_141.CompatibilityFallbackHandler },
      guard: null,
      modules: null,
    });
    expect(info.owners.map((o) => o.value)).toEqual(owners.map((o) => o.address));
    await expect(cgw.getSafeInfo(CHAIN, o0.address)).rejects.toThrow(
      /CGW error - 404: Safe 0x.* not found\./,
    );
    await expect(cgw.getSafeInfo(CHAIN, 'nope')).rejects.toThrow(
      'CGW error - 422: Invalid Safe address: nope.',
    );
  });

  test('default: balances, fiat codes, owned safes, collectibles, transfers, apps, master copies, delegates', async () => {
    const balances = await cgw.getBalances(CHAIN, safe, 'usd');
    expect(balances.items[0]).toMatchObject({
      balance: parseEther('10').toString(),
      tokenInfo: { type: 'NATIVE_TOKEN', address: zeroAddress, symbol: 'BNB', decimals: 18 },
    });
    expect(balances.fiatTotal).toBe('6123.40');
    await expect(cgw.getBalances(CHAIN, safe, 'xyz')).rejects.toThrow('CGW error - 422');
    expect(await cgw.getFiatCurrencies()).toContain('USD');
    expect((await cgw.getOwnedSafes(CHAIN, o1.address)).safes).toEqual([safe]);
    expect(await cgw.getCollectibles(CHAIN, safe)).toEqual([]);
    expect((await cgw.getCollectiblesPage(CHAIN, safe)).results).toEqual([]);
    expect((await cgw.getIncomingTransfers(CHAIN, safe)).results).toEqual([]);
    expect((await cgw.getModuleTransactions(CHAIN, safe)).results).toEqual([]);
    expect(await cgw.getSafeApps(CHAIN)).toEqual([]);
    expect((await cgw.getMasterCopies(CHAIN)).map((m) => m.version)).toEqual(['1.4.1', '1.4.1+L2']);
    expect((await cgw.getDelegates(CHAIN, { safe })).results).toEqual([]);
    // The gateway documents the v1 path; the 3.23.1 client calls v2. Both are served.
    const v1 = await fetch(`${gateway.url}/v1/chains/56/delegates?safe=${safe}`);
    expect(((await v1.json()) as { results: unknown[] }).results).toEqual([]);
  });

  test('default: notification registration is accepted', async () => {
    await cgw.registerDevice({
      cloudMessagingToken: 't',
      buildNumber: '1',
      bundle: 'b',
      deviceType: 'WEB' as never,
      version: '1',
      safeRegistrations: [],
    });
    await cgw.unregisterSafe(CHAIN, safe, 'uuid-1');
    await cgw.unregisterDevice(CHAIN, 'uuid-1');
  });
});

describe('multisig transactions', () => {
  test('behavior: AWAITING_CONFIRMATIONS → AWAITING_EXECUTION → SUCCESS, with history', async () => {
    expect(await cgw.getNonces(CHAIN, safe)).toEqual({ currentNonce: 0, recommendedNonce: 0 });
    const tx = buildSafeTx({ to: '0x000000000000000000000000000000000000dEaD', value: 1000n, nonce: 0n });
    const { safeTxHash, details } = await propose(tx);
    expect(details.txStatus).toBe('AWAITING_CONFIRMATIONS');
    expect(details.txInfo).toMatchObject({ type: 'Transfer', direction: 'OUTGOING' });
    expect(details.txHash).toBeNull();
    expect(
      (
        await cgw.postSafeGasEstimation(CHAIN, safe, {
          to: tx.to,
          value: '1',
          data: '0x',
          operation: 0 as never,
        })
      ).recommendedNonce,
    ).toBe(1);

    const byId = await cgw.getTransactionDetails(CHAIN, `multisig_${safe}_${safeTxHash}`);
    expect(byId.txId).toBe(`multisig_${safe}_${safeTxHash}`);
    const queue = await cgw.getTransactionQueue(CHAIN, safe);
    expect(queue.results.map((r) => r.type)).toEqual(['LABEL', 'TRANSACTION']);
    expect(queue.results[0]).toEqual({ type: 'LABEL', label: 'Next' });

    // A second owner confirms by proposing the same tx with their signature (as the tx service allows).
    const second = await propose(tx, o2);
    expect(second.details.txStatus).toBe('AWAITING_EXECUTION');
    const det = await cgw.getTransactionDetails(CHAIN, safeTxHash);
    const exec = det.detailedExecutionInfo as { confirmations: unknown[]; confirmationsRequired: number };
    expect(exec.confirmations).toHaveLength(2);
    expect(exec.confirmationsRequired).toBe(2);

    const signatures = [await signSafeTx(o0, { safe }, tx), await signSafeTx(o2, { safe }, tx)];
    const result = await execSafeTx(client, { safe, tx, signatures, executor: o1 });
    const done = await cgw.getTransactionDetails(CHAIN, safeTxHash);
    expect(done).toMatchObject({ txStatus: 'SUCCESS', txHash: result.txHash });
    expect(done.executedAt).toBeGreaterThan(0);
    const history = await cgw.getTransactionHistory(CHAIN, safe);
    expect(history.results.map((r) => r.type)).toEqual(['DATE_LABEL', 'TRANSACTION']);
    expect((await cgw.getMultisigTransactions(CHAIN, safe)).results).toHaveLength(1);
  });

  test('behavior: FAILED when the inner call reverts with safeTxGas set', async () => {
    // SafeProxyFactory has no fallback, so calling it with junk reverts inside the Safe.
    const tx = buildSafeTx({
      to: SAFE_141.SafeProxyFactory,
      data: '0xdeadbeef',
      safeTxGas: 100_000n,
      nonce: 1n,
    });
    const { safeTxHash } = await propose(tx);
    await propose(tx, o1);
    const signatures = [await signSafeTx(o0, { safe }, tx), await signSafeTx(o1, { safe }, tx)];
    const result = await execSafeTx(client, { safe, tx, signatures, executor: o2 });
    expect(result.success).toBe(false);
    expect((await cgw.getTransactionDetails(CHAIN, safeTxHash)).txStatus).toBe('FAILED');
  });

  test('behavior: conflicting nonces, then CANCELLED when the other tx executes', async () => {
    const a = buildSafeTx({ to: '0x000000000000000000000000000000000000dEaD', value: 5n, nonce: 2n });
    const rejection = buildSafeTx({ to: safe, nonce: 2n });
    const pa = await propose(a);
    const pr = await propose(rejection);
    expect(pr.details.txInfo).toMatchObject({ type: 'Custom', isCancellation: true });
    const queue = await cgw.getTransactionQueue(CHAIN, safe);
    expect(queue.results.map((r) => ('conflictType' in r ? r.conflictType : r.type))).toEqual([
      'LABEL',
      'CONFLICT_HEADER',
      'HasNext',
      'End',
    ]);
    const signatures = [await signSafeTx(o0, { safe }, rejection), await signSafeTx(o1, { safe }, rejection)];
    await execSafeTx(client, { safe, tx: rejection, signatures, executor: o0 });
    expect((await cgw.getTransactionDetails(CHAIN, pa.safeTxHash)).txStatus).toBe('CANCELLED');
    expect((await cgw.getTransactionDetails(CHAIN, pr.safeTxHash)).txStatus).toBe('SUCCESS');
  });

  test('behavior: confirmations route, delete, batch decoding, and proposal validation', async () => {
    const batch = buildSafeTx({
      ...batchToSafeTxFields([
        { to: '0x000000000000000000000000000000000000dEaD', value: 1n },
        { to: '0x000000000000000000000000000000000000bEEF', data: '0x1234' },
      ]),
      nonce: 3n,
    });
    const { safeTxHash, details } = await propose(batch);
    expect(details.txInfo).toMatchObject({ type: 'Custom', methodName: 'multiSend', actionCount: 2 });
    expect(details.txData?.operation).toBe(1);
    const { signature } = await signSafeTx(o1, { safe }, batch);
    const res = await fetch(`${gateway.url}/v1/chains/56/transactions/${safeTxHash}/confirmations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signedSafeTxHash: signature }),
    });
    expect(((await res.json()) as { txStatus: string }).txStatus).toBe('AWAITING_EXECUTION');
    // A body without its hex field (missing, empty or not a string) is refused with the field's name.
    for (const [path, body] of [
      [`transactions/${safeTxHash}/confirmations`, {}],
      [`transactions/${safeTxHash}/confirmations`, { signedSafeTxHash: '' }],
      ['data-decoder', { data: 5 }],
    ] as const) {
      const refused = await fetch(`${gateway.url}/v1/chains/56/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const field = path === 'data-decoder' ? 'data' : 'signedSafeTxHash';
      expect([refused.status, await refused.json()]).toEqual([
        422,
        { code: 422, message: `${field} is required.` },
      ]);
    }
    const decoded = await cgw.getDecodedData(CHAIN, 1 as never, batch.data, batch.to);
    expect(decoded.method).toBe('multiSend');
    expect(decoded.parameters[0]?.valueDecoded).toHaveLength(2);
    await expect(cgw.getDecodedData(CHAIN, 0 as never, '0x12345678')).rejects.toThrow(
      'CGW error - 404: Cannot decode data.',
    );
    await cgw.deleteTransaction(CHAIN, safeTxHash, '0x');
    await expect(cgw.getTransactionDetails(CHAIN, safeTxHash)).rejects.toThrow(
      'CGW error - 404: Transaction not found.',
    );
    // Wrong hash, a signer who is not an owner, and a nonce already used.
    const tx = buildSafeTx({ to: safe, nonce: 3n });
    const bad = { ...tx, nonce: 4n };
    await expect(propose(bad).then(() => 0)).resolves.toBe(0);
    const stranger = (await import('viem/accounts')).privateKeyToAccount(`0x${'11'.repeat(32)}`);
    await expect(propose(tx, stranger as typeof o0)).rejects.toThrow(
      /CGW error - 422: Sender 0x.* is not an owner/,
    );
    await expect(propose(buildSafeTx({ to: safe, nonce: 0n }))).rejects.toThrow(
      "CGW error - 422: Nonce 0 is lower than the Safe's nonce 3.",
    );
  });
});

describe('messages', () => {
  test('behavior: NEEDS_CONFIRMATION → CONFIRMED, preparedSignature sorted by owner and valid on chain', async () => {
    const text = 'Sign in to Portico';
    const first = await signSafeMessage(o2, { safe }, text);
    await cgw.proposeSafeMessage(CHAIN, safe, { message: text, signature: first.signature, safeAppId: 1 });
    const messageHash = hashSafeMessage({ safe }, text);
    const pending = await cgw.getSafeMessage(CHAIN, messageHash);
    expect(pending).toMatchObject({
      status: 'NEEDS_CONFIRMATION',
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
      proposedBy: { value: o2.address },
      preparedSignature: null,
    });
    const second = await signSafeMessage(o0, { safe }, text);
    await cgw.confirmSafeMessage(CHAIN, messageHash, { signature: second.signature });
    const done = await cgw.getSafeMessage(CHAIN, messageHash);
    expect(done.status).toBe('CONFIRMED');
    expect(done.preparedSignature).toBe(joinSignatures([first, second]));
    // o2 (0x3C44…) sorts before o0 (0xf39F…), whatever the order they signed in.
    expect(done.preparedSignature?.slice(2, 132)).toBe(first.signature.slice(2));
    const { hashMessage } = await import('viem');
    expect(
      await isValidSafeSignature(client, safe, hashMessage(text), done.preparedSignature as `0x${string}`),
    ).toBe(true);
    await expect(cgw.getSafeMessage(CHAIN, `0x${'00'.repeat(32)}`)).rejects.toThrow('CGW error - 404');
  });

  test('behavior: typed data messages and the list page', async () => {
    const typed = {
      domain: { name: 'Portico', chainId: 56 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      message: { contents: 'hi' },
    };
    const sig = await signSafeMessage(o1, { safe }, { ...typed, primaryType: 'Mail' });
    await cgw.proposeSafeMessage(CHAIN, safe, { message: typed, signature: sig.signature });
    const page = await cgw.getSafeMessages(CHAIN, safe);
    expect(page.results.map((r) => r.type)).toEqual(['DATE_LABEL', 'MESSAGE', 'MESSAGE']);
    await expect(
      cgw.proposeSafeMessage(CHAIN, safe, { message: typed, signature: sig.signature }),
    ).rejects.toThrow(/CGW error - 422: Message 0x.* already exists\./);
  });
});

describe('client error handling', () => {
  test('behavior: {code, message} body → "CGW error - code: message"', async () => {
    gateway.failNext({ status: 503, body: 'json' });
    await expect(cgw.getChainConfig(CHAIN)).rejects.toThrow('CGW error - 503: Injected fault.');
  });
  test('behavior: a body without code/message → the status text', async () => {
    gateway.failNext({ status: 500, body: 'bare' });
    await expect(cgw.getChainConfig(CHAIN)).rejects.toThrow('CGW error - status Internal Server Error');
    gateway.failNext({ status: 502, body: 'empty' });
    await expect(cgw.getChainConfig(CHAIN)).rejects.toThrow('CGW error - status Bad Gateway');
  });
  test('behavior: an unparseable body (3.23.1: status text on errors, {} on success)', async () => {
    gateway.failNext({ status: 500, body: 'garbage' });
    await expect(cgw.getChainConfig(CHAIN)).rejects.toThrow('CGW error - status Internal Server Error');
    // 3.23.1's parseResponse swallows the JSON error; it never throws 'Invalid response content'.
    gateway.failNext({ status: 200, body: 'garbage', pathIncludes: '/v1/chains/56' });
    await expect(cgw.getChainConfig(CHAIN)).resolves.toEqual({});
  });
});

describe('contract coverage', () => {
  test('default: every route of the stand-in answered at least one request', async () => {
    const { routeList } = await import('../../harness/safe/gateway/routes.ts');
    const missed = routeList().filter((r) => !gateway.hits.get(r));
    expect(missed).toEqual([]);
  });
});
