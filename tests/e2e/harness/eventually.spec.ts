import { eventually, expect, HARNESS_POLL_INTERVALS, test, textOf } from 'portico/harness/playwright';

// The harness's own waits (connecting, opening the Safe App, a proposal reaching the host) look again every
// 50 ms instead of Playwright's back-off to 500 ms; they must still read text as `toHaveText` does and fail
// with what they last saw.

test.describe('eventually and textOf', () => {
  test('textOf reads like toHaveText: whitespace collapsed, nothing as empty, several apart', async ({
    page,
  }) => {
    await page.setContent(`
      <p data-testid="one">  Connected
        now </p>
      <p data-testid="two">A</p><p data-testid="two">B</p>
      <iframe title="a frame" srcdoc="<p>inside</p>"></iframe>`);
    expect(await textOf(page.getByTestId('one'))).toBe('Connected now');
    await expect(page.getByTestId('one')).toHaveText('Connected now');
    expect(await textOf(page.getByTestId('missing'))).toBe('');
    expect(await textOf(page.getByTestId('two'))).toBe('A | B');
    expect(await textOf(page.frameLocator('iframe[title="no such frame"]').locator('p'))).toBe('');
    expect(await textOf(page.frameLocator('iframe[title="a frame"]').locator('p'))).toBe('inside');
  });

  test('sees a change made later', async ({ page }) => {
    await page.setContent('<p data-testid="status">Connecting…</p>');
    await page.evaluate(() => {
      setTimeout(() => {
        const status = document.querySelector('[data-testid="status"]');
        if (status) status.textContent = 'Connected';
      }, 300);
    });
    await eventually(() => textOf(page.getByTestId('status'))).toBe('Connected');
  });

  test('looks again every 50 ms, where expect.poll backs off to a second', async () => {
    // Side by side over the same second, a probe that never passes: the harness's pace looks more often than
    // Playwright's own (which looks at 0, 100, 350 and 850 ms). Compared with each other, not with a clock: a busy
    // machine slows both alike.
    const looks = { harness: 0, playwright: 0 };
    const never = (which: keyof typeof looks) => () => {
      looks[which] += 1;
      return 'not yet';
    };
    await Promise.all([
      eventually(never('harness'), { timeout: 1_000 })
        .toBe('never')
        .catch(() => undefined),
      expect
        .poll(never('playwright'), { timeout: 1_000 })
        .toBe('never')
        .catch(() => undefined),
    ]);
    expect(looks.harness).toBeGreaterThan(looks.playwright);
    expect(HARNESS_POLL_INTERVALS.every((ms) => ms <= 50)).toBe(true);
  });

  test('fails with what it last saw', async ({ page }) => {
    await page.setContent('<p data-testid="status">Disconnected</p>');
    // Long enough for a first look on a loaded machine: the case is what the failure says, not how soon it comes.
    const failure = await eventually(() => textOf(page.getByTestId('status')), { timeout: 3_000 })
      .toBe('Connected')
      .then(
        () => undefined,
        (error: unknown) => error as Error,
      );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: Playwright colours the values it reports.
    const message = failure?.message.replace(/\u001b\[[0-9;]*m/g, '') ?? '';
    expect(message).toContain('Expected: "Connected"');
    expect(message).toContain('Received: "Disconnected"');
  });
});
