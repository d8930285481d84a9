/**
 * RainbowKit's dark dialog background. Text drawn on it must reach 4.5:1 (WCAG 1.4.3); the build derives the
 * accent's readable shade on it (`--accent-on-panel`, src/layouts/Base.astro). Its own module so that the build
 * reads it without loading RainbowKit.
 */
export const RAINBOWKIT_PANEL = '#1a1b1f';
