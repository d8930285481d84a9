/** Median / min / max of a set of samples, and the ratio of two medians. */
export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly n: number;
}

export function summarize(values: readonly (number | null)[]): Summary | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, n: sorted.length };
}

/** Portico / baseline, from the medians of one run; null when either is missing or the baseline is 0. */
export function ratio(portico: Summary | null, baseline: Summary | null): number | null {
  if (!portico || !baseline || baseline.median === 0) return null;
  return portico.median / baseline.median;
}
