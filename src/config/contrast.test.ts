import { describe, expect, test } from 'vitest';
import { accentContrastProblem, contrastRatio, MIN_TEXT_CONTRAST, nearestPassing } from './contrast.ts';

describe('accent contrast', () => {
  test('ratios as WCAG defines them', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#0e76fd', '#ffffff')).toBeCloseTo(4.18, 2);
  });

  test("RainbowKit's blue fails with white text, and the suggestion keeps its hue and passes", () => {
    const problem = accentContrastProblem('#0e76fd', '#ffffff');
    expect(problem?.problem).toContain('4.18:1');
    expect(problem?.hint).toContain('"#026efa"');
    expect(contrastRatio('#026efa', '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  test('the default accent passes', () => {
    expect(accentContrastProblem('#026efa', '#ffffff')).toBeUndefined();
  });

  test.each([
    ['#ffcc00', '#ffffff'],
    ['#777777', '#ffffff'],
    ['#22aa44', '#000000'],
  ])('a passing neighbour is found for %s on %s', (accent, text) => {
    const suggestion = nearestPassing(accent, text);
    expect(suggestion).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(suggestion as string, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
