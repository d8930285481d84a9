import { afterEach, describe, expect, test, vi } from 'vitest';

// Which Chromium the end-to-end tests start: chosen by CHROMIUM_PATH, else the headless shell when Debian's
// package is installed, else the desktop browser. The file system is stubbed so each case is seen on any machine.
const installed = new Set<string>();
vi.mock('node:fs', async (original) => ({
  ...(await original<typeof import('node:fs')>()),
  existsSync: (path: string) => installed.has(path),
}));
const { chromiumExecutable, DESKTOP_CHROMIUM_PATH, HEADLESS_SHELL_PATH } = await import(
  '../../harness/playwright/browser.ts'
);

afterEach(() => {
  installed.clear();
  vi.unstubAllEnvs();
});

describe('chromiumExecutable', () => {
  test('default: the headless shell when it is installed', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    installed.add(HEADLESS_SHELL_PATH).add(DESKTOP_CHROMIUM_PATH);
    expect(chromiumExecutable()).toBe(HEADLESS_SHELL_PATH);
  });

  test('behavior: the desktop browser when only it is installed', () => {
    vi.stubEnv('CHROMIUM_PATH', '');
    installed.add(DESKTOP_CHROMIUM_PATH);
    expect(chromiumExecutable()).toBe(DESKTOP_CHROMIUM_PATH);
  });

  test('parameters: CHROMIUM_PATH wins over both', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/chromium/chrome');
    installed.add(HEADLESS_SHELL_PATH).add(DESKTOP_CHROMIUM_PATH);
    expect(chromiumExecutable()).toBe('/opt/chromium/chrome');
  });
});
