import type { BrowserContext } from '@playwright/test';

/** Where WalletConnect's SDK asks, from a hidden frame, for an attestation of the page's origin (Verify API v3). */
const ATTESTATION_URL = /^https:\/\/verify\.walletconnect\.(?:org|com)\/v3\/attestation\?/;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A stand-in for WalletConnect's Verify API, the one part of it a dapp uses: before it proposes a session, the
 * page's SDK loads `…/v3/attestation?id=…&origin=…` in a hidden frame and waits (up to 5 s) for that frame to post
 * back `{ type: 'verify_attestation', attestation }`, a JWT whose payload carries the same `id`. The real service
 * signs it; the page only reads it and forwards it with its proposal, so an unsigned token of the same shape is
 * what the page sees online. Without this the SDK waits out its 5 s on every connect.
 */
export async function attachVerifyDouble(context: BrowserContext): Promise<void> {
  await context.route(ATTESTATION_URL, (route) => {
    const url = new URL(route.request().url());
    const payload = {
      id: url.searchParams.get('id') ?? '',
      origin: url.searchParams.get('origin') ?? '',
      isScam: null,
    };
    const attestation = `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(payload)}.harness`;
    const message = JSON.stringify({ type: 'verify_attestation', attestation });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>parent.postMessage(${JSON.stringify(message)}, '*');</script>`,
    });
  });
}
