import { expect, test } from 'vitest';
import { settings } from '../config/generated.ts';
import { rainbowKitLocale } from './locale.ts';

test("the page's language picks RainbowKit's id for it", () => {
  expect(rainbowKitLocale(settings.locales, 'en')).toBe('en-US');
  expect(rainbowKitLocale(settings.locales, 'vi')).toBe('vi-VN');
  expect(rainbowKitLocale(settings.locales, 'zh-TW')).toBe('zh-TW');
  expect(rainbowKitLocale(settings.locales, 'xx')).toBeUndefined();
});
