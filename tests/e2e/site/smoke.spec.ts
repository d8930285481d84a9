import { expect, openConnectDialog, test, walletDialog, walletOption } from 'portico/harness/playwright';

// The production build, exactly as it ships, with every outside request blocked.
test.describe('the built site', () => {
  test.describe(() => {
    // The production build in a browser with no wallet: the dialog lists what a first-time visitor sees.
    test.use({ injectWallet: false });

    test('"Connect Wallet" is in the static HTML, before any JavaScript runs', async ({
      production,

      request,
    }) => {
      const html = await (await request.get(production.url)).text();
      expect(html).toContain('Connect Wallet');
      expect(html).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
    });

    test('the dialog opens dark with the "Popular" wallets in order; Safe is hidden outside a frame', async ({
      production,
      page,

      outsideRequests,
    }) => {
      await page.goto(production.url);
      await openConnectDialog(page);
      const dialog = walletDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Popular', { exact: true })).toBeVisible();
      const names = await dialog
        .locator('li:not([hidden]) [data-testid^="wallet-option-"]')
        .evaluateAll((options) =>
          options
            .filter((option) => option.getClientRects().length > 0)
            .map((option) => option.getAttribute('data-testid')?.replace('wallet-option-', '')),
        );
      // No WalletConnect project id is committed, so the WalletConnect wallets are left out unless their extension
      // is installed (the build warns).
      expect(names).toEqual(['injected', 'coinbase']);
      const background = await dialog.evaluate((el) => {
        let node: Element | null = el;
        while (node) {
          const colour = getComputedStyle(node).backgroundColor;
          if (colour && colour !== 'rgba(0, 0, 0, 0)') return colour;
          node = node.parentElement;
        }
        return '';
      });
      const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
      expect(r + g + b).toBeLessThan(3 * 64);
      // The configured accent drives the page's own CSS too (portico.config.json → generated → <html style>).
      const accent = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--accent'),
      );
      expect(accent.trim()).toBe('#026efa');
      expect(outsideRequests).toEqual([]);
    });

    test('inside a frame the Safe entry is offered', async ({ production, page }) => {
      const framePage = new URL('__frame.html', production.url).href;
      await page.route(framePage, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<iframe src="${production.url}" width="1000" height="700"></iframe>`,
        }),
      );
      await page.goto(framePage);
      const frame = page.frameLocator('iframe');
      await openConnectDialog(frame);
      await expect(walletOption(frame, 'safe')).toBeVisible();
    });
  });

  test('the toast container is on the page and the avatar is the round 24×24 logo', async ({
    page,
    wallet,
  }) => {
    await wallet.openReturning(page);
    await expect(page.locator('.Toastify')).toHaveCount(1);
    await page.getByTestId('wallet-button').click();
    const avatar = page.getByRole('dialog').getByTestId('portico-avatar').locator('img');
    await expect(avatar).toBeVisible();
    // Layout size, not the bounding box: the account dialog scales in, and mid-animation the box is 24.00003 px.
    expect(await avatar.evaluate((img: HTMLElement) => [img.offsetWidth, img.offsetHeight])).toEqual([
      24, 24,
    ]);
    expect(await avatar.evaluate((img) => getComputedStyle(img).borderRadius)).toBe('50%');
  });
});
