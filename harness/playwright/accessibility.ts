import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
 * Runs axe-core over the page as it is drawn now (iframes included) with the WCAG 2.2 AA rules and returns the
 * violations; an accessible page returns `[]`, so `expect(await accessibilityViolations(page)).toEqual([])` names
 * every finding when it fails. Run it in each state a visitor can reach: dialogs open, connected, errors shown.
 */
export async function accessibilityViolations(
  page: Page,
  options: AccessibilityCheckOptions = {},
): Promise<AccessibilityViolation[]> {
  let builder = new AxeBuilder({ page }).withTags([...WCAG_22_AA]);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' >> ')),
    detail: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
  }));
}
