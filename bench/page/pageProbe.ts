/**
 * Runs in the page before any of its own scripts (connect runs only): clicks a visible "Connect Wallet"
 * button every 50 ms, as an impatient visitor would, and notes on the page's clock (0 = navigation start) when
 * the button first became clickable, when a connect dialog appeared (an ARIA dialog or an open native
 * `<dialog>`: Portico's wallet list from the HTML is the latter) and when RainbowKit's own dialog did. Passed to `addInitScript` as source,
 * so it must not close over anything: the runner passes it `PROBE_DIALOG_OPEN`, which it logs once the dialog is
 * on screen (`probeSource`).
 */
export const PROBE_DIALOG_OPEN = 'bench-probe: dialog open';

export function pageProbe(dialogOpen: string): void {
  interface Probe {
    visibleAt: number | null;
    dialogAt: number | null;
    rainbowKitAt: number | null;
    clicks: number;
  }
  const probe: Probe = { visibleAt: null, dialogAt: null, rainbowKitAt: null, clicks: 0 };
  (window as unknown as { __benchProbe: Probe }).__benchProbe = probe;
  // RainbowKit renders its button transparent and without pointer events until it is ready.
  const clickable = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !el.closest('[aria-hidden="true"]') &&
    getComputedStyle(el).pointerEvents !== 'none';
  const visible = (selector: string) =>
    Array.from(document.querySelectorAll(selector)).some((el) => el.checkVisibility());
  const check = () => {
    if (probe.dialogAt === null && visible('[role="dialog"], dialog[open]')) {
      probe.dialogAt = performance.now();
      // Told, not polled for: the runner's own evaluations in the page would take main-thread time in the very
      // interval measured (measurePage.ts).
      // biome-ignore lint/suspicious/noConsole: the probe's one message to the runner, which listens for it.
      console.debug(dialogOpen);
    }
    if (probe.rainbowKitAt === null && visible('[data-rk] [role="dialog"]')) {
      probe.rainbowKitAt = performance.now();
      observer.disconnect();
    }
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
  // Attributes too: a native <dialog> opens by gaining `open`, not by being inserted.
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['open'] });
}

/** The probe as an init script, with the message it logs. */
export const probeSource = (): string => `(${pageProbe.toString()})(${JSON.stringify(PROBE_DIALOG_OPEN)})`;
