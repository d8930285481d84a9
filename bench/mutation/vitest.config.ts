import { defineConfig } from 'vitest/config';
import { chosenParts } from './parts.mjs';

// The tests `npm run bench:mutation` runs against each mutant (bench/mutation/stryker.config.json): the unit tests
// beside the code and the CLI's in-process tests. Left out: the tests that start a child process (the real CLI
// binary, an `astro build`), which would run the unmutated code and take minutes per mutant.
export default defineConfig({
  test: {
    include: chosenParts().flatMap((part) => part.tests),
    exclude: ['tests/cli/binary.test.ts', 'tests/cli/build.test.ts', '**/node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/unit/englishWords.ts'],
    testTimeout: 60_000,
  },
});
