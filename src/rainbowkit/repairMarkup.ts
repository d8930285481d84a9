/**
 * RainbowKit's markup falls short of WCAG 2.2 AA in three places that its props and theme cannot reach; each is
 * repaired here from outside, on every change of the document, before the browser paints it:
 * - wallet and chain icons are `role="img"` boxes without a name next to the name they illustrate: they are
 *   decorative, so they are hidden from assistive technology (1.1.1);
 * - the network button is named "Chain Selector" while it shows "Wrong network": its name starts with the
 *   visible words (2.5.3, label in name);
 * - a dialog labelled by an id that does not exist (the account dialog's `rk_account_modal_title`) is labelled by
 *   its own heading instead (4.1.2).
 * docs/accessibility.md lists them; tests/e2e/site/accessibility.spec.ts checks the result with axe-core.
 */

import { fill, siteWords } from '../i18n/siteWords.ts';

/** RainbowKit's name for the network button, in English in every locale (it is not in its locale files). */
const CHAIN_BUTTON_LABEL = 'Chain Selector';
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

/** The words a sighted visitor reads on `element`: its text without an SVG's <title> ("Dropdown"). */
function shownText(element: Element): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('svg')) parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Applies every repair to what is in `root` now; idempotent, and it writes only attributes that differ. */
export function repairRainbowKitMarkup(root: ParentNode): void {
  for (const icon of root.querySelectorAll('[data-rk] [role="img"]')) {
    if (!hasName(icon)) setIfDifferent(icon, 'aria-hidden', 'true');
  }

  for (const button of root.querySelectorAll<HTMLElement>(
    '[data-rk] button[data-portico-chain-button], [data-rk] button[aria-label]',
  )) {
    const label = button.getAttribute('aria-label');
    if (!button.hasAttribute('data-portico-chain-button')) {
      if (label !== CHAIN_BUTTON_LABEL) continue;
      button.setAttribute('data-portico-chain-button', '');
    }
    const shown = shownText(button);
    const words = siteWords().header;
    setIfDifferent(button, 'aria-label', shown ? fill(words.networkButton, { shown }) : words.chooseNetwork);
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
