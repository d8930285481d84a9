import type { Locale } from '@rainbow-me/rainbowkit';
import type { LocaleSettings } from '../config/types.ts';

/**
 * RainbowKit's locale for the page's language: the configured language whose code is the page's `<html lang>`
 * gives RainbowKit's id for it (`vi` → `vi-VN`). `undefined` (RainbowKit then guesses from the browser) only for a
 * page built without one of the configured languages, which the build does not make.
 */
export function rainbowKitLocale(locales: readonly LocaleSettings[], language: string): Locale | undefined {
  // The config's ids are RainbowKit's own (the CLI reads them from RainbowKit's locale files).
  return locales.find((locale) => locale.code === language)?.rainbowKit as Locale | undefined;
}
