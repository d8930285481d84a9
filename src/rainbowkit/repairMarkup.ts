/**
 * RainbowKit's dialogs fall short of WCAG 2.2 AA in two places that its props and theme cannot reach; each is
 * repaired here from outside, on every change of the document, before the browser paints it (its buttons are not
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

/** Keeps repairing RainbowKit's markup as it renders; returns the function that stops it. */
export function watchRainbowKitMarkup(doc: Document = document): () => void {
  repairRainbowKitMarkup(doc);
  const observer = new MutationObserver(() => repairRainbowKitMarkup(doc));
  // Attributes too: a re-render may put RainbowKit's own label back.
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label', 'aria-labelledby', 'role'],
  });
  return () => observer.disconnect();
}
