import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import { eventually, expect, openConnectDialog, test, walletDialog } from 'portico/harness/playwright';
import { serveSite } from '../../../harness/site/serveSite.ts';

// The production build as a static host serves it: `_headers` applied, from the root and from a sub-path.
test.describe('the deployable dist/', () => {
  // A first-time visitor's browser: no wallet.
  test.use({ injectWallet: false });

  test('headers: frame-ancestors limits framing to Safe, CORS on the manifest, no X-Frame-Options', async ({
    production,
    request,
  }) => {
    const page = await request.get(production.url);
    const headers = page.headers();
    expect(headers['content-security-policy']).toBe("frame-ancestors 'self' https://app.safe.global");
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    const manifest = await request.get(new URL('manifest.json', production.url).href);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const body = (await manifest.json()) as { name: string; description: string; iconPath: string };
    expect(body).toMatchObject({ name: 'Portico', iconPath: 'logo.svg' });
    expect((await request.get(new URL(body.iconPath, production.url).href)).status()).toBe(200);
  });

  test('caching: hashed scripts are immutable, pages are revalidated (a second visit downloads no script)', async ({
    production,
    page,
  }) => {
    const scripts: string[] = [];
    const arriving = new Set<Request>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') arriving.add(request);
    });
    page.on('requestfinished', (request) => arriving.delete(request));
    page.on('requestfailed', (request) => arriving.delete(request));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const html = await page.goto(production.url);
    expect(html?.headers()['cache-control']).toBe('no-cache');
    /**
     * A visit is over once the island has drawn what it draws unasked (the toast region, from a lazy chunk) and every
     * script it asked for has arrived. Leaving the first visit earlier cancels a download, and the second visit would
     * fetch that script again for that reason alone; judging the second visit earlier misses its lazy scripts.
     */
    const visited = async () => {
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
      await expect(page.locator('#portico-toasts section.Toastify')).toBeAttached();
      await eventually(() => arriving.size).toBe(0);
    };
    await visited();
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) {
      expect(new URL(url).pathname).toContain('/_astro/');
      const response = await page.request.get(url);
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    // The second visit: the browser's network log (Chromium's, through CDP) says where each script came from.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    // Chromium says "served from cache" for a memory-cache hit, and `fromDiskCache` for a disk-cache one.
    const fromMemory = new Set<string>();
    network.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
    const scriptsAgain: { url: string; cached: boolean }[] = [];
    network.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type === 'Script')
        scriptsAgain.push({ url: response.url, cached: response.fromDiskCache || fromMemory.has(requestId) });
    });
    const again = await page.goto(production.url);
    expect(again?.status()).toBe(200);
    await visited();
    const downloaded = scriptsAgain.filter((script) => !script.cached).map((script) => script.url);
    expect(downloaded, 'scripts downloaded again on the second visit').toEqual([]);
    expect(new Set(scriptsAgain.map((script) => script.url))).toEqual(new Set(scripts));
  });

  test('a foreign page cannot frame the production site', async ({
    production,
    page,

    cspViolations,
  }) => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-foreign-'));
    await writeFile(join(dir, 'index.html'), `<iframe src="${production.url}"></iframe>`);
    const foreign = await serveSite({ root: dir, hostname: 'localhost' });
    try {
      const blocked = page.waitForEvent('requestfailed', (r) => r.url() === production.url);
      await page.goto(foreign.url);
      expect((await blocked).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
      // The one violation this test wants: frame-ancestors refusing the foreign page. Nothing else.
      await eventually(() => cspViolations.length).toBeGreaterThan(0);
      expect(
        cspViolations.every((text) => text.includes("frame-ancestors 'self' https://app.safe.global")),
      ).toBe(true);
      cspViolations.length = 0;
    } finally {
      await foreign.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("the CSP lets the page reach its configured RPC hosts and nothing else (an injected script's unlisted RPC)", async ({
    production,
    page,

    cspViolations,
    outsideRequests,
  }) => {
    await page.goto(production.url);
    await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
    /**
     * Fetches `url` from the page; returns the CSP directives that refused it (empty: the browser let it out). A
     * violation is reported by an event queued after the fetch has already failed, so a second fetch the policy
     * always refuses follows it: once that one's event has come, any for `url` would have come before it.
     */
    const attempt = (url: string) =>
      page.evaluate(async (target) => {
        const marker = 'https://rpc.unlisted.example/after';
        const refused: string[] = [];
        const markerReported = new Promise<void>((resolve) =>
          document.addEventListener('securitypolicyviolation', (e) => {
            if (e.blockedURI === marker) resolve();
            else refused.push(e.effectiveDirective);
          }),
        );
        await fetch(target, { method: 'POST', body: '{}' }).catch(() => undefined);
        await fetch(marker, { method: 'POST', body: '{}' }).catch(() => undefined);
        await markerReported;
        return refused;
      }, url);
    // Listed (the default RPC in portico.config.json): the browser lets it out; the test browser then refuses it (outside loopback).
    expect(await attempt('https://bsc-dataseed.bnbchain.org/')).toEqual([]);
    // Reported as an event, which may come after the page has seen the failure.
    await eventually(() => outsideRequests).toEqual(['https://bsc-dataseed.bnbchain.org/']);
    // Not listed: the CSP stops it in the page, before it reaches the network.
    expect(await attempt('https://rpc.unlisted.example/')).toEqual(['connect-src']);
    expect(outsideRequests).toHaveLength(1);
    expect(cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.every((text) => text.includes('https://rpc.unlisted.example/'))).toBe(true);
    cspViolations.length = 0;
  });

  test('the same dist/ works from an IPFS-style sub-path', async ({ production, page }) => {
    const server = await production.serve({ basePath: '/ipfs/bafybeigdyrzt5portico/' });
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(server.url);
    await openConnectDialog(page);
    await expect(walletDialog(page)).toBeVisible();
    await expect(page.locator('img[src$="logo.svg"]').first()).toHaveJSProperty('complete', true);
    // The dialog's wallet icons are files beside the pages, found from the sub-path too.
    const icons = walletDialog(page)
      .locator('li:not([hidden]) img[src*="wallet-icons/"]')
      .filter({ visible: true });
    await expect(icons.first()).toBeVisible();
    for (const icon of await icons.all())
      await eventually(() =>
        icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(true);
    expect(missing).toEqual([]);
  });

  test('production bundles carry no test hook, harness path or script from another host', async ({
    production,
  }) => {
    const dist = production.dist;
    const files = await readdir(join(dist, '_astro'));
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = await readFile(join(dist, '_astro', file), 'utf8');
      expect(code, file).not.toContain('__porticoSafeProbe');
      expect(code, file).not.toContain('__harness');
    }
    for (const page of ['index.html', '404.html']) {
      const html = await readFile(join(dist, page), 'utf8');
      expect(html).toMatch(/<meta http-equiv="content-security-policy" content="default-src 'self'/);
      // Before every script: a meta policy governs only what comes after it.
      expect(html.indexOf('http-equiv="content-security-policy"'), page).toBeLessThan(
        html.indexOf('<script'),
      );
      expect(html).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
      // Every inline script is allowed by its own hash (the classic ones are hashed by build/inlineScripts.ts).
      const scriptSrc = html.match(/script-src ([^;]*);/)?.[1] ?? '';
      const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1] ?? '',
      );
      expect(inline.length, page).toBeGreaterThanOrEqual(2);
      for (const code of inline) {
        const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
        expect(scriptSrc.split(' '), `${page}: inline script starting ${code.slice(0, 40)}`).toContain(hash);
      }
    }
  });
});
