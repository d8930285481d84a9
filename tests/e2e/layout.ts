import type { Page } from '@playwright/test';
import { settings } from '../../src/config/generated.ts';

// What a visitor would see go wrong in a layout, measured in the page as drawn: a control outside the screen, two
// controls on top of each other, text cut off by its box, a page that scrolls sideways. Each check returns the
// problems in words (empty when there are none), so a failing test names the element and the pixels.

/** Every language the site ships, from the generated settings (portico.config.json "locales"). */
export const LOCALES = settings.locales;

/** A page of the site in a language: `ar/token.html`; the default language's pages are at the root. */
export function pageIn(siteUrl: string, code: string, path: '' | 'token.html'): string {
  const folder = code === settings.defaultLocale ? '' : `${code}/`;
  return new URL(`${folder}${path}`, siteUrl).href;
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The header's parts a visitor reads: logo and name, the pages, the status word, the connect or account button. */
export const HEADER_PARTS = {
  brand: '.site-header .brand',
  nav: '.site-header .site-nav',
  status: '.site-header [data-testid="connection-status"]',
  button: '.site-header .connect-slot button',
} as const;

export type HeaderPart = keyof typeof HEADER_PARTS;

/** Where each header part is drawn now (viewport pixels); a part that is absent or not drawn is missing. */
export function headerBoxes(page: Page): Promise<Partial<Record<HeaderPart, Box>>> {
  return page.evaluate((parts) => {
    const boxes: Record<string, { left: number; right: number; top: number; bottom: number }> = {};
    for (const [name, selector] of Object.entries(parts)) {
      const drawn = [...document.querySelectorAll(selector)].find(
        (element) => element.getClientRects().length,
      );
      if (!drawn) continue;
      const { left, right, top, bottom } = drawn.getBoundingClientRect();
      boxes[name] = { left, right, top, bottom };
    }
    return boxes;
  }, HEADER_PARTS);
}

/**
 * The header at the current width: each part drawn whole inside the viewport (not hidden, clipped or shrunk to a
 * pixel), no two parts overlapping, no element of the header whose text is wider than its box, and no sideways
 * scrolling of the page.
 */
export function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate((parts) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const boxes: [string, DOMRect][] = [];
    for (const [name, selector] of Object.entries(parts)) {
      const element = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length);
      if (!element) {
        problems.push(`${name}: not drawn`);
        continue;
      }
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width < 8 || box.height < 8) problems.push(`${name}: drawn ${box.width}×${box.height} px`);
      if (style.clipPath !== 'none' || style.visibility !== 'visible' || Number(style.opacity) === 0)
        problems.push(
          `${name}: hidden (clip-path ${style.clipPath}, ${style.visibility}, opacity ${style.opacity})`,
        );
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${name}: ${Math.round(box.left)}–${Math.round(box.right)} px, outside 0–${width}`);
      boxes.push([name, box]);
    }
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const [a, p] = boxes[i] as [string, DOMRect];
        const [b, q] = boxes[j] as [string, DOMRect];
        const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (x > 0.5 && y > 0.5)
          problems.push(`${a} and ${b} overlap by ${Math.round(x)}×${Math.round(y)} px`);
      }
    const header = document.querySelector('.site-header');
    for (const element of header ? [header, ...header.querySelectorAll('*')] : []) {
      if (element.closest('svg') || !element.getClientRects().length || element.clientWidth === 0) continue;
      if (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight + 1) {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        problems.push(
          `${name} "${element.textContent?.trim()}": content ${element.scrollWidth}×${element.scrollHeight} px in a ` +
            `${element.clientWidth}×${element.clientHeight} px box`,
        );
      }
    }
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) problems.push(`the page scrolls ${sideways} px sideways`);
    return problems;
  }, HEADER_PARTS);
}

/**
 * Everything drawn inside `root` (the open wallet dialog, the footer) lies inside the viewport, no element's content
 * is wider than its box, and the page does not scroll sideways.
 */
export function regionProblems(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const region = document.querySelector(selector);
    if (!region) return [`${selector}: not in the page`];
    for (const element of [region, ...region.querySelectorAll('*')]) {
      if (element.closest('svg') || !element.getClientRects().length) continue;
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      const text = element.textContent?.trim().slice(0, 40);
      if (box.width > 0 && (box.left < -0.5 || box.right > width + 0.5))
        problems.push(
          `${name} "${text}": ${Math.round(box.left)}–${Math.round(box.right)} px, outside 0–${width}`,
        );
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth)
        problems.push(
          `${name} "${text}": content ${element.scrollWidth} px wide in a ${element.clientWidth} px box`,
        );
    }
    const sideways = document.documentElement.scrollWidth - width;
    if (sideways > 0) problems.push(`the page scrolls ${sideways} px sideways`);
    return problems;
  }, root);
}
