import type { Page } from '@playwright/test';
import {
  expect,
  installClock,
  openConnectDialog,
  pageWords,
  pollNow,
  test,
  walletDialog,
} from 'portico/harness/playwright';
import { rainbowKitLocale } from '../../../build/rainbowKitWords.ts';
import { en } from '../../../src/i18n/words/en.ts';
import { wordTables } from '../../../src/i18n/words/index.ts';
import { openInSafe } from '../portico.ts';

// A visitor whose browser prefers Vietnamese, Simplified Chinese or Arabic does everything in that language: the
// pages are picked by the browser, and connecting, a refusal, signing, sending and the Safe host all speak it
// (the site's table and RainbowKit's words). Each text is first shown to differ from English, so a page that fell
// back to English would fail here.

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const toast = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

for (const [browser, code, dir, rainbowKitId] of [
  ['vi-VN', 'vi', 'ltr', 'vi-VN'],
  ['zh-CN', 'zh-CN', 'ltr', 'zh-CN'],
  ['ar-SA', 'ar', 'rtl', 'ar-AR'],
] as const) {
  const words = wordTables[code];
  // RainbowKit's own account dialog says RainbowKit's own text, read from its locale file as it ships.
  const recentTransactions = (
    rainbowKitLocale(rainbowKitId) as { profile: { transactions: { recent: { title: string } } } }
  ).profile.transactions.recent.title;
  if (!words) throw new Error(`No words table for ${code}.`);

  test.describe(`in ${code}`, () => {
    test.use({ locale: browser });

    test('connect, sign and send, each said in the language', async ({ page, site, wallet, chain }) => {
      await installClock(page);
      await page.goto(site.url);
      await expect(page).toHaveURL(`${site.url}${code}/`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const { rk } = await pageWords(page);
      expect(rk.connectWallet).not.toBe('Connect Wallet');
      await wallet.connect(page);
      await expect(page.getByTestId('connection-status')).toHaveText(rk.connected);
      expect(words.account.address).not.toBe(en.account.address);
      await expect(page.locator('#portico-account')).toContainText(words.account.address);

      expect(words.signing.sign).not.toBe(en.signing.sign);
      await page.getByRole('button', { name: words.signing.sign }).click();
      await expect(page.getByTestId('sign-result')).toHaveAttribute('data-valid', 'true');
      await expect(page.getByTestId('sign-result')).toContainText(
        fill(words.signing.verified, { method: words.signing.byRecovery }),
      );

      expect(words.transactions.sendTest).not.toBe(en.transactions.sendTest);
      await chain.holdMining();
      await page.getByRole('button', { name: words.transactions.sendTest }).click();
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'pending');
      await chain.releaseMining();
      await pollNow(page);
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-state', 'success');
      await expect(toast(page, words.transactions.confirmedToast)).toBeVisible();
      await page.getByTestId('wallet-button').click();
      // RainbowKit's account dialog lists it under its own words, with the site's name for it.
      await expect(page.getByRole('dialog')).toContainText(recentTransactions);
      await expect(page.getByRole('dialog')).toContainText(words.transactions.testDescription);
    });

    test('a refusal is said in the language, in the dialog and in a toast', async ({
      page,
      site,
      wallet,
    }) => {
      await page.goto(`${site.url}${code}/token.html`);
      expect(words.errors.WALLET_REJECTED).not.toBe(en.errors.WALLET_REJECTED);
      wallet.reject(4001);
      await openConnectDialog(page);
      await walletDialog(page).getByRole('button', { name: 'Portico Test Wallet' }).click();
      await expect(walletDialog(page).getByRole('status')).toHaveText(
        `${words.errors.WALLET_REJECTED} ${words.dialog.pickAgain}`,
      );
      await expect(toast(page, words.errors.WALLET_REJECTED)).toBeVisible();
      // The token page's own words too, and the transfer form once connected.
      await page.keyboard.press('Escape');
      await wallet.connect(page);
      await expect(page.getByRole('button', { name: fill(words.transfer.send, {}) })).toBeVisible();
    });

    test("inside the Safe host, the Safe's details in the language", async ({ page, safe }) => {
      const frame = await openInSafe(page, safe);
      await expect(frame.locator('html')).toHaveAttribute('lang', code);
      const forms = words.safe.threshold as Record<string, string>;
      const form = new Intl.PluralRules(code).select(3);
      const threshold = fill(forms[form] ?? forms.other ?? '', { threshold: 2, count: 3 });
      expect(threshold).not.toBe('2 of 3 owners must confirm');
      await expect(frame.getByTestId('safe-threshold')).toHaveText(threshold);
    });
  });
}
