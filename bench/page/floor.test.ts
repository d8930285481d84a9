import { describe, expect, it } from 'vitest';
import { formatFloor } from './floor.ts';

const summary = (median: number, min = median, max = median) => ({ median, min, max, n: 3 });

describe("the benchmark's first-paint floor", () => {
  it('says when the budget asks for a paint sooner than the floor page makes', () => {
    const text = formatFloor(summary(1300, 1208, 1468), summary(1548), summary(4268), 0.3);
    expect(text).toContain('paints at 1300 ms (1208 ms–1468 ms)');
    expect(text).toContain("= 0.30× the stock app's first paint");
    expect(text).toContain("the budget's 0.30× is 1280 ms, below the floor: no page meets it here");
    expect(text).toContain("Portico's page adds 248 ms above the floor");
  });

  it('says when the budget is within reach', () => {
    const text = formatFloor(summary(900), summary(1200), summary(4268), 0.3);
    expect(text).toContain('is 1280 ms, above the floor');
    expect(text).not.toContain('no page meets it');
  });

  it('without a floor, says so', () => {
    expect(formatFloor(null, summary(1), summary(2), 0.3)).toContain('not measured');
  });
});
