import { darkTheme } from '@rainbow-me/rainbowkit';
import type { ThemeSettings } from '../config/types.ts';

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * RainbowKit's dark theme with the configured accent; colours are re-checked before they reach CSS. Two of the
 * dark theme's colours fail WCAG 2.2 AA and are replaced: the dim text of the account dialog (white at 30 %:
 * 2.45:1 on the panel; at 55 %: 5.1:1) and the red behind "Wrong network" (white on #ff494a: 3.33:1; on
 * #ec0001, the nearest red of that hue that passes: 4.6:1).
 *
 * The overlay behind RainbowKit's dialogs gets no backdrop filter at all, like the page's own connect dialog
 * (src/connect/QuickConnect.astro): a dimmed page, not a blurred one. Any `backdrop-filter` — even RainbowKit's
 * `blur(0px)` for "no blur" — makes the browser draw the whole page again into a separate surface on every frame
 * of the dialog's opening animation; where the compositor runs in software (no GPU, a busy phone) that frame
 * costs about seven times a plain dimmed one (measured in Chromium: 2 s of an animated full-page overlay took
 * 0.30 s of compositor CPU plain, 2.0 s with `blur(0px)`).
 */
export function createRainbowKitTheme(theme: ThemeSettings): ReturnType<typeof darkTheme> {
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
    blurs: { ...base.blurs, modalOverlay: 'none' },
    colors: {
      ...base.colors,
      modalTextDim: 'rgba(224, 232, 255, 0.55)',
      connectButtonBackgroundError: '#ec0001',
    },
  };
}
