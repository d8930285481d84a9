import { expect, installClock, POLLING_INTERVAL_MS, pollNow, test } from 'portico/harness/playwright';

// pollNow moves a page's clock one polling interval on, as waiting that long would: what falls due within it
// happens once, what falls due after it does not; it waits for the page's requests in flight first, and refuses a
// page whose timers are not the test clock's.

type Marks = { __fired: string[] };

test('pollNow runs what falls due within one polling interval, and nothing later', async ({ page, site }) => {
  await installClock(page);
  await page.goto(site.url);
  await page.evaluate((interval) => {
    const w = window as unknown as Marks;
    w.__fired = [];
    setTimeout(() => w.__fired.push('just inside'), interval - 1);
    setTimeout(() => w.__fired.push('just after'), interval + 1_000);
    const every = setInterval(() => {
      w.__fired.push('interval');
      clearInterval(every);
    }, interval / 2);
  }, POLLING_INTERVAL_MS);
  await pollNow(page);
  // Each once, at the interval's end (Playwright's fastForward runs them then, in the order they were set).
  const fired = await page.evaluate(() => (window as unknown as Marks).__fired);
  expect(fired.toSorted()).toEqual(['interval', 'just inside']);
});

test('pollNow waits until no request of the page is in flight', async ({ page, site }) => {
  await installClock(page);
  await page.goto(site.url);
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/held', async (route) => {
    await held;
    await route.fulfill({ body: 'late' });
  });
  const arrived = page.waitForRequest('**/held');
  await page.evaluate(() => {
    void fetch('/held');
  });
  await arrived;
  await expect(pollNow(page, { timeout: 300 })).rejects.toThrow(
    'requests still in flight before moving the clock on',
  );
  answer();
  await pollNow(page);
});

test('pollNow refuses a page opened without installClock', async ({ page, site }) => {
  await page.goto(site.url);
  await expect(pollNow(page)).rejects.toThrow('call `await installClock(page)` before the page opens');
});
