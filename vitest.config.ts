import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, each a minute or so on two cores (a Playwright run or an `astro build` inside):
 * started first, so the short files fill the time around them instead of waiting in front of them. Vitest orders
 * by earlier runs' durations when it has them, and on a fresh clone by file size, which put these last.
 */
const LONGEST_FIRST = [
  'tests/package/outsideApps.test.ts',
  'tests/harness/scaffold.test.ts',
  'tests/harness/interrupt.test.ts',
  'tests/cli/build.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Three projects, one run: fast units beside the code, the CLI (its `main` in the test's process, and the real
// binary for a sample: tests/cli/binary.test.ts), and harness tests that start real anvil nodes (slower, so they
// get longer timeouts).
export default defineConfig({
  test: {
    // A stray `.only` would quietly shrink the run to one test: it fails the run instead (playwright.config.ts
    // forbids it the same way). Focus a run with a path or `-t`.
    allowOnly: false,
    // Vitest's default is one fewer than the cores: one at a time on a 2-core machine, where most of the slow files
    // wait (on a child process, a signal, a timeout) more than they compute. Two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
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
            'bench/**/*.test.ts',
            // tests/runAll.ts's own logic (tests/skipped.ts); the suites below have folders of their own.
            'tests/*.test.ts',
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
          // A few tests run tsc or astro beside the rest of the suite: on a busy machine that takes minutes.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          // Portico as an app gets it: npm pack, apps outside the repository, npm update (tests/package/).
          name: 'package',
          include: ['tests/package/**/*.test.ts'],
          environment: 'node',
          testTimeout: 1_500_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'harness',
          include: ['tests/harness/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side: every node and server listens on port 0, every file has its own temp folders,
          // and the production build is made once for every process that reads it (harness/site/buildCache.ts).
        },
      },
    ],
  },
});
