import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { chosenParts } from './parts.mjs';

/**
 * The tests beside the code first, the CLI's in-process tests (tests/cli) last: Stryker stops a mutant's run at
 * its first failure, so a mutant a unit test kills never pays for importing the CLI (RainbowKit's wallet
 * catalog: 1.6 s in plain Node, several seconds of import in a worker on a busy machine).
 */
class BesideTheCodeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const inProcessCli = (spec: TestSpecification) => spec.moduleId.includes('/tests/cli/');
    return [...sorted.filter((spec) => !inProcessCli(spec)), ...sorted.filter(inProcessCli)];
  }
}

// The tests `npm run bench:mutation` runs against each mutant (bench/mutation/stryker.config.mjs): the unit tests
// beside the code and the CLI's in-process tests that check the config (bench/mutation/parts.mjs).
export default defineConfig({
  test: {
    include: chosenParts().flatMap((part) => part.tests),
    environment: 'node',
    // Only where a part needs them: the CLI's tests do not, and they cost a second a run.
    setupFiles: chosenParts().flatMap((part) => part.setupFiles ?? []),
    testTimeout: 60_000,
    sequence: { sequencer: BesideTheCodeFirst },
  },
});
