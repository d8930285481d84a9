/**
 * RainbowKit's dialogs fall short of WCAG 2.2 AA in two places that its props and theme cannot reach; each is
 * repaired here from outside, on every change of its dialogs, before the browser paints it (its buttons are not
 * drawn here: the header's control is the site's own, src/connect/HeaderControl.tsx):
 * - wallet and chain icons are `role="img"` boxes without a name next to the name they illustrate: they are
 *   decorative, so they are hidden from assistive technology (1.1.1);
 * - a dialog labelled by an id that does not exist (the account dialog's `rk_account_modal_title`) is labelled by
 *   its own heading instead (4.1.2).
 * docs/accessibility.md lists them; tests/e2e/site/accessibility.spec.ts checks the result with axe-core.
 */

let headingIds = 0;

function setIfDifferent(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function hasName(element: Element): boolean {
  return Boolean(
    element.getAttribute('aria-label')?.trim() ||
      element.getAttribute('aria-labelledby')?.trim() ||
      element.getAttribute('title')?.trim(),
  );
}

/** Applies every repair to what is in `root` now; idempotent, and it writes only attributes that differ. */
export function repairRainbowKitMarkup(root: ParentNode): void {
  for (const icon of root.querySelectorAll('[data-rk] [role="img"]')) {
    if (!hasName(icon)) setIfDifferent(icon, 'aria-hidden', 'true');
  }

  for (const dialog of root.querySelectorAll('[data-rk] [role="dialog"][aria-labelledby]')) {
    const ids = (dialog.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.length > 0 && ids.every((id) => document.getElementById(id))) continue;
    const heading = dialog.querySelector('h1, h2, h3');
    if (!heading) continue;
    if (!heading.id) heading.id = `portico-dialog-title-${++headingIds}`;
    setIfDifferent(dialog, 'aria-labelledby', heading.id);
  }
}

/**
 * Keeps repairing RainbowKit's markup as it renders; returns the function that stops it. RainbowKit draws its dialogs
 * in portals on `<body>`: only those are watched (the body itself for portals coming and going, not its subtree).
 */
export function watchRainbowKitMarkup(doc: Document = document): () => void {
  const watched = new Map<Element, MutationObserver>();
  const watch = (portal: Element) => {
    if (watched.has(portal)) return;
    repairRainbowKitMarkup(portal);
    const observer = new MutationObserver(() => repairRainbowKitMarkup(portal));
    // Attributes too: a re-render may put RainbowKit's own label back.
    observer.observe(portal, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'aria-labelledby', 'role'],
    });
    watched.set(portal, observer);
  };
  const scan = () => {
    for (const child of doc.body.children)
      if (child.matches('[data-rk]') || child.querySelector('[data-rk]')) watch(child);
    for (const [portal, observer] of watched) {
      if (portal.isConnected) continue;
      observer.disconnect();
      watched.delete(portal);
    }
  };
  scan();
  const portals = new MutationObserver(scan);
  portals.observe(doc.body, { childList: true });
  return () => {
    portals.disconnect();
    for (const observer of watched.values()) observer.disconnect();
  };
}
