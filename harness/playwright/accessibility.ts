import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';

/** The axe-core rule tags of WCAG 2.2 level AA (every level A and AA rule of WCAG 2.0, 2.1 and 2.2). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** One axe-core finding, reduced to what a reader of a failed test needs: the rule, why, and where. */
export interface AccessibilityViolation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (a frame's selector first for elements inside an iframe). */
  targets: string[];
  /** axe's explanation for the first element, e.g. the measured contrast ratio. */
  detail: string;
}

export interface AccessibilityCheckOptions {
  /** Only check inside these selectors (default: the whole page, iframes included). */
  include?: string[];
  /** Leave these selectors out, e.g. a host page's own chrome around an app under test. */
  exclude?: string[];
}

/**
 * Waits until the page's animations have ended, so that axe measures contrast on what is drawn: a half-faded
 * dialog or toast fails it. A toast's progress bar is left out: it runs for the toast's whole life (it is its
 * countdown, not an entrance), and waiting for it would check the page after the toast had gone.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const entering = () =>
          document.getAnimations().some((animation) => {
            if (animation.playState !== 'running') return false;
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return !(target instanceof Element && target.classList.contains('Toastify__progress-bar'));
          });
        const check = () => (entering() ? setTimeout(check, 50) : resolve());
        check();
      }),
  );
}

/**
 * Runs axe-core over the page as it is drawn now (iframes included) with the WCAG 2.2 AA rules and returns the
 * violations; an accessible page returns `[]`, so `expect(await accessibilityViolations(page)).toEqual([])` names
 * every finding when it fails. Run it in each state a visitor can reach: dialogs open, connected, errors shown.
 */
export async function accessibilityViolations(
  page: Page,
  options: AccessibilityCheckOptions = {},
): Promise<AccessibilityViolation[]> {
  const results = page.frames().length > 1 ? await acrossFrames(page, options) : await inPage(page, options);
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' >> ')),
    detail: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
  }));
}

/**
 * A page with frames (the Safe host and its app): @axe-core/playwright checks each frame, cross-origin ones too,
 * and joins their results in a page of its own.
 */
function acrossFrames(page: Page, options: AccessibilityCheckOptions): Promise<AxeResults> {
  let builder = new AxeBuilder({ page }).withTags([...WCAG_22_AA]);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  return builder.analyze();
}

/** axe-core's own build and version, read once per worker: the one @axe-core/playwright injects (one copy, pinned). */
let axeBuild: { readonly source: string; readonly version: string } | undefined;

function readAxe(): { readonly source: string; readonly version: string } {
  const resolve = createRequire(import.meta.url).resolve;
  const manifest = JSON.parse(readFileSync(resolve('axe-core/package.json'), 'utf8')) as { version: string };
  return { source: readFileSync(resolve('axe-core/axe.min.js'), 'utf8'), version: manifest.version };
}

/**
 * A page of one frame, the common case: the same axe-core and rules, run in the page itself. axe is injected once
 * per document rather than on every check, and no page of its own is opened to join results that come from one
 * frame: 0.2 s a check instead of 1.4 s (measured on the connected home page), the same findings.
 */
async function inPage(page: Page, options: AccessibilityCheckOptions): Promise<AxeResults> {
  axeBuild ??= readAxe();
  const { source, version } = axeBuild;
  // The check is the version, not the name: a page could hold a `window.axe` of its own.
  const present = await page.evaluate(
    (wanted) => (window as unknown as { axe?: { version?: string } }).axe?.version === wanted,
    version,
  );
  if (!present) await page.evaluate(source);
  const context: ContextObject = {
    include: options.include?.length ? options.include : ['html'],
    exclude: options.exclude ?? [],
  };
  const run: RunOptions = { runOnly: { type: 'tag', values: [...WCAG_22_AA] }, iframes: false };
  return page.evaluate(
    ([ctx, opts]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(ctx, opts),
    [context, run] as const,
  );
}
