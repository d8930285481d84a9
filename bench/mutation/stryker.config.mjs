// npm run bench:mutation: how many wrong lines (mutants) the unit and CLI tests notice in the code that checks
// what enters from outside: wallet answers and announcements, stored records, the pick, error classification, the
// CLI's config validation, the harness's checks (docs/testing.md). A benchmark, not part of `npm test`. Measured
// here (2 shared cores, load 7-14): a module of src/ 1.5-8.5 min; validateWallets.ts + validateChain.ts (257
// mutants) 17 min, 6.6 min again after new tests; 1-2 s a mutant the tests beside the code kill, 5-20 s one only
// the in-process CLI tests kill or none does. The cli part ran in three parts: 23 min in all.
// One mutant at a time (concurrency 1): the machine is shared. Its report: bench-results/mutation-<part>.json and .html.

import { chosenParts } from './parts.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The tests beside the code, and the CLI's in-process tests that check the config (bench/mutation/parts.mjs).
  vitest: { configFile: 'bench/mutation/vitest.config.ts', related: false },
  // Each mutant runs only the tests that reached its line.
  coverageAnalysis: 'perTest',
  concurrency: 1,
  // A static mutant (a module-level constant) needs every test file imported again per mutant: 15 % of the
  // mutants of src/ took 65 % of the time. Left out, and counted as ignored rather than killed or survived.
  ignoreStatic: true,
  // Results kept between runs (bench-results/): a mutant is run again only when its code or its tests changed.
  incremental: true,
  incrementalFile: `bench-results/stryker-incremental-${process.env.MUTATION_PART || 'all'}.json`,
  mutate: [...chosenParts().flatMap((part) => part.mutate), '!**/*.test.ts'],
  ignorePatterns: ['dist', '.astro', '.harness', 'test-results', 'bench-results', 'playwright-report'],
  tempDirName: '.stryker-tmp',
  // Stryker would put `// @ts-nocheck` atop every source file of its copy, generated ones too: the CLI's tests
  // compare those byte for byte with what it generates. Vitest does not type-check, so nothing is needed.
  disableTypeChecks: false,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `bench-results/mutation-${process.env.MUTATION_PART || 'all'}.json` },
  htmlReporter: { fileName: `bench-results/mutation-${process.env.MUTATION_PART || 'all'}.html` },
  thresholds: { high: 90, low: 85, break: null },
};
