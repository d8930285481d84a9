import { darkTheme, type Theme } from '@rainbow-me/rainbowkit';
import type { ThemeSettings } from '../config/types.ts';

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * RainbowKit's dark theme with the configured accent; colours are re-checked before they reach CSS. Two of the
 * dark theme's colours fail WCAG 2.2 AA and are replaced: the dim text of the account dialog (white at 30 %:
 * 2.45:1 on the panel; at 55 %: 5.1:1) and the red behind "Wrong network" (white on #ff494a: 3.33:1; on
 * #ec0001, the nearest red of that hue that passes: 4.6:1).
 */
export function createRainbowKitTheme(theme: ThemeSettings): Theme {
  const accentColor = hex.test(theme.accentColor) ? theme.accentColor : '#026efa';
  const accentColorForeground = hex.test(theme.accentColorForeground)
    ? theme.accentColorForeground
    : '#ffffff';
  const base = darkTheme({
    accentColor,
    accentColorForeground,
    borderRadius: 'medium',
    overlayBlur: 'small',
  });
  return {
    ...base,
    colors: {
      ...base.colors,
      modalTextDim: 'rgba(224, 232, 255, 0.55)',
      connectButtonBackgroundError: '#ec0001',
    },
  };
}
