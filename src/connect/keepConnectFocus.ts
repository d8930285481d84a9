/**
 * A connect redraws what a keyboard user is standing on: the header's button is replaced (the static one, the
 * island's, RainbowKit's) or hidden while React suspends, a wallet option turns busy, a dialog mounts or unmounts
 * around focus. Chromium then puts focus on `<body>` (silently for a removed element; with a `focusout` for one that
 * is hidden or disabled), and a passive React effect that puts it back comes a frame or more later (several on a
 * slow phone). This guard, for the whole visit, gives focus that fell off the connect controls back before the next
 * frame: into the dialog on screen if there is one, else to the header's visible connect button.
 *
 * It acts only while focus was last on the connect controls (the header's slot or a dialog). A visitor who moves
 * it elsewhere (Tab, or a click on the page, even on nothing focusable) is left alone.
 */
export function keepConnectFocus(doc: Document = document): () => void {
  let onConnectControls = false;
  const inConnectZone = (node: EventTarget | null) =>
    node instanceof Element && node.closest('.connect-slot, [role="dialog"], dialog') !== null;
  const visible = (element: HTMLElement) => element.getClientRects().length > 0;

  const restore = () => {
    const active = doc.activeElement;
    if (!onConnectControls || (active && active !== doc.body)) return;
    const dialog = [...doc.querySelectorAll<HTMLElement>('dialog[open], [role="dialog"]')]
      .filter(visible)
      .at(-1);
    const candidates = dialog
      ? [...dialog.querySelectorAll<HTMLElement>('[data-auto-focus], [tabindex="-1"], button'), dialog]
      : [...doc.querySelectorAll<HTMLElement>('.connect-slot button')];
    const target = candidates.find((element) => visible(element) && !element.hasAttribute('disabled'));
    if (target) {
      target.focus();
      return;
    }
    const slot = doc.querySelector<HTMLElement>('.connect-slot');
    if (!slot || dialog) return;
    slot.tabIndex = -1;
    slot.focus();
  };

  const onFocusIn = (event: FocusEvent) => {
    onConnectControls = inConnectZone(event.target);
  };
  // Focus lost to a hidden or disabled element: put it back once the blur has happened.
  const onFocusOut = (event: FocusEvent) => {
    if (!event.relatedTarget && inConnectZone(event.target)) queueMicrotask(restore);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!inConnectZone(event.target)) onConnectControls = false;
  };

  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('pointerdown', onPointerDown, { capture: true });
  // Focus lost to a removed element: no event, only the removal.
  const observer = new MutationObserver(restore);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('pointerdown', onPointerDown, { capture: true });
  };
}
