import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';

// accessibleColors.css names RainbowKit's generated class names; they are stable for one RainbowKit version only.
test("the colour override names RainbowKit's current `color: accentColor` classes", () => {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@rainbow-me/rainbowkit'));
  const source = readFileSync(join(dist, 'index.js'), 'utf8');
  const match =
    /color: \{ values: \{ accentColor: \{ conditions: \{ base: "(\w+)", hover: "(\w+)", active: "(\w+)" \}/.exec(
      source,
    );
  expect(match, "RainbowKit's sprinkles for color.accentColor").not.toBeNull();
  const [, base, hover, active] = match ?? [];
  const css = readFileSync(new URL('./accessibleColors.css', import.meta.url), 'utf8');
  expect(css).toContain(`[data-rk] .${base},`);
  expect(css).toContain(`[data-rk] .${hover}:hover,`);
  expect(css).toContain(`[data-rk] .${active}:active {`);
  const styles = readFileSync(join(dist, 'index.css'), 'utf8');
  expect(styles).toMatch(new RegExp(`\\.${base} \\{\\s*color: var\\(--rk-colors-accentColor\\);`));
});
