import { darkTheme, type Theme } from '@rainbow-me/rainbowkit';
import type { ThemeSettings } from '../config/types.ts';

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** RainbowKit's dark theme with the configured accent; colours are re-checked before they reach CSS. */
export function createRainbowKitTheme(theme: ThemeSettings): Theme {
  const accentColor = hex.test(theme.accentColor) ? theme.accentColor : '#026efa';
  const accentColorForeground = hex.test(theme.accentColorForeground)
    ? theme.accentColorForeground
    : '#ffffff';
  return darkTheme({ accentColor, accentColorForeground, borderRadius: 'medium', overlayBlur: 'small' });
}
