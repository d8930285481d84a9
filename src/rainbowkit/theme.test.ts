import { expect, test } from 'vitest';
import { createRainbowKitTheme } from './theme.ts';

const theme = createRainbowKitTheme({ accentColor: '#026efa', accentColorForeground: '#ffffff' });

test("the dialogs' overlay has no backdrop filter (a dimmed page, as behind the page's own dialog)", () => {
  // RainbowKit writes this value into `backdrop-filter`; its own "no blur" is `blur(0px)`, which still filters.
  expect(theme.blurs.modalOverlay).toBe('none');
});

test('a configured accent reaches the theme; a colour that is not a hex code falls back to the default', () => {
  expect(theme.colors.accentColor).toBe('#026efa');
  const bad = createRainbowKitTheme({ accentColor: '#red;}', accentColorForeground: '#url(x)' });
  expect(bad.colors.accentColor).toBe('#026efa');
  expect(bad.colors.accentColorForeground).toBe('#ffffff');
});

test('the two dark-theme colours that fail WCAG 2.2 AA are replaced', () => {
  expect(theme.colors.modalTextDim).toBe('rgba(224, 232, 255, 0.55)');
  expect(theme.colors.connectButtonBackgroundError).toBe('#ec0001');
});
