/** The benchmark's readable output: one table per condition, Lighthouse, the budget. */
import type { BudgetLine } from './budget.ts';
import type { ConditionResult, Figure } from './collect.ts';
import { describeCondition } from './conditions.ts';
import type { LighthouseFigures, LighthouseSummary } from './lighthouseRuns.ts';
import type { Summary } from './stats.ts';

function value(unit: Figure['unit'], n: number): string {
  if (unit === 'bytes')
    return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(2)} MB` : `${(n / 1024).toFixed(1)} KB`;
  if (unit === 'ms') return `${Math.round(n)} ms`;
  return String(Math.round(n));
}

function cell(unit: Figure['unit'], s: Summary | null): string {
  if (!s) return 'n/a';
  return `${value(unit, s.median)} (${value(unit, s.min)}–${value(unit, s.max)})`;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows.map((row) => row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

export function formatResults(results: readonly ConditionResult[]): string {
  return results
    .map((result) => {
      const header = ['figure', 'Portico median (min–max)', 'baseline median (min–max)', 'ratio'];
      const rows = result.figures.map((f) => [
        f.label,
        cell(f.unit, f.portico),
        cell(f.unit, f.baseline),
        f.ratio === null ? 'n/a' : f.ratio.toFixed(2),
      ]);
      return `\n${describeCondition(result.condition)}\n${table([header, ...rows])}`;
    })
    .join('\n');
}

export function formatLighthouse(lighthouse: LighthouseSummary): string {
  const row = (app: string, preset: string, f: LighthouseFigures) => [
    app,
    preset,
    f.score ? `${f.score.median} (${f.score.min}–${f.score.max})` : 'n/a',
    f.fcpMs ? value('ms', f.fcpMs.median) : 'n/a',
    f.lcpMs ? value('ms', f.lcpMs.median) : 'n/a',
    f.tbtMs ? value('ms', f.tbtMs.median) : 'n/a',
    String(f.outsideRequests),
  ];
  const rows = [
    ['app', 'preset', 'score (min–max)', 'FCP', 'LCP', 'TBT', 'outside requests (blocked)'],
    row('Portico', 'mobile', lighthouse.portico.mobile),
    row('baseline', 'mobile', lighthouse.baseline.mobile),
    row('Portico', 'desktop', lighthouse.portico.desktop),
    row('baseline', 'desktop', lighthouse.baseline.desktop),
  ];
  return `\nLighthouse (performance, medians)\n${table(rows)}`;
}

export function formatBudget(lines: readonly BudgetLine[]): string {
  const rows = lines.map((line) => [line.pass ? 'PASS' : 'FAIL', line.rule, line.detail]);
  return `\nBudget (issue 6)\n${table(rows)}`;
}
