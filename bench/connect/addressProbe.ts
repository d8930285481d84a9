/**
 * Runs in every page and frame before its scripts (an init script): records, on the page's own clock, the first
 * moment an abbreviated account address ("0x12…abcd", as RainbowKit's account button and Portico's header draw
 * it) is in the DOM, and the epoch time of that moment (to compare a frame with its host page). Serialised with
 * `toString()`, so it must not close over anything.
 */
export function addressProbe(): void {
  type Probe = { addressAt: number | null; addressEpoch: number | null; text: string | null };
  const probe: Probe = { addressAt: null, addressEpoch: null, text: null };
  (window as unknown as { __connectProbe: Probe }).__connectProbe = probe;
  const pattern = /0x[0-9a-fA-F]{2,4}…[0-9a-fA-F]{4}/;
  const check = () => {
    if (probe.addressAt !== null || !document.body) return;
    // Only text that is rendered counts as "shown" (innerText); a remembered address drawn before the wallet
    // confirmed it (marked "checking") does not count as connected.
    // biome-ignore lint/performance/useDomNodeTextContent: only text that is rendered counts as "shown".
    const shown = (element: HTMLElement) => element.innerText ?? '';
    let text = shown(document.body);
    for (const remembered of document.querySelectorAll<HTMLElement>('[data-account-state="remembered"]'))
      text = text.replace(shown(remembered), '');
    const match = pattern.exec(text);
    if (!match) return;
    probe.addressAt = performance.now();
    probe.addressEpoch = performance.timeOrigin + probe.addressAt;
    probe.text = match[0];
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}
