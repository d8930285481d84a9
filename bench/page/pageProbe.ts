/**
 * Runs in the page before any of its own scripts (connect runs only): clicks a visible "Connect Wallet"
 * button every 50 ms, as an impatient visitor would, and notes on the page's clock (0 = navigation start) when
 * the button first became clickable and when a connect dialog appeared. Passed to `addInitScript` as source,
 * so it must not close over anything.
 */
export function pageProbe(): void {
  interface Probe {
    visibleAt: number | null;
    dialogAt: number | null;
    clicks: number;
  }
  const probe: Probe = { visibleAt: null, dialogAt: null, clicks: 0 };
  (window as unknown as { __benchProbe: Probe }).__benchProbe = probe;
  // RainbowKit renders its button transparent and without pointer events until it is ready.
  const clickable = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !el.closest('[aria-hidden="true"]') &&
    getComputedStyle(el).pointerEvents !== 'none';
  const dialogOpen = () =>
    Array.from(document.querySelectorAll('[role="dialog"]')).some((el) => el.checkVisibility());
  const check = () => {
    if (probe.dialogAt !== null || !dialogOpen()) return;
    probe.dialogAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  const timer = setInterval(() => {
    check();
    if (probe.dialogAt !== null) return clearInterval(timer);
    const button = Array.from(document.querySelectorAll('button')).find(
      (el) => el.textContent?.trim() === 'Connect Wallet' && clickable(el),
    );
    if (!button) return;
    probe.visibleAt ??= performance.now();
    probe.clicks += 1;
    button.click();
  }, 50);
  observer.observe(document, { childList: true, subtree: true });
}
