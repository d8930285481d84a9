import { defineConfig } from 'vitest/config';

// Three projects, one run: fast units beside the code, the CLI as a real subprocess,
// and harness tests that start real anvil nodes (slower, so they get longer timeouts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'build/**/*.test.ts',
            'cli/**/*.test.ts',
            'harness/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/unit/englishWords.ts'],
        },
      },
      {
        test: {
          name: 'cli',
          include: ['tests/cli/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'harness',
          include: ['tests/harness/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own chain; keep the two cores from thrashing.
          fileParallelism: false,
        },
      },
    ],
  },
});
