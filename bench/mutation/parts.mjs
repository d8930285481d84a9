// The parts of the mutation benchmark: the modules of src/ that check what enters from outside, the CLI's config
// validation, and the harness's checks of what the page under test sends it. `MUTATION_PART=src`, `=cli` or
// `=harness` runs one (npm run bench:mutation runs them all).

export const PARTS = {
  src: {
    mutate: [
      'src/connect/pick.ts',
      'src/connect/accountMemory.ts',
      'src/wallets/announcements.ts',
      'src/wallets/walletAnswers.ts',
      'src/storage/storageSchema.ts',
      'src/errors/classify.ts',
    ],
    // The tests beside each module: importing the rest of src/ (React, wagmi) per mutant would take minutes.
    // The English words the unit tests read (error classification, components).
    setupFiles: ['tests/unit/englishWords.ts'],
    tests: [
      'src/connect/pick.test.ts',
      'src/connect/accountMemory.test.ts',
      'src/wallets/announcements.test.ts',
      'src/wallets/walletAnswers.test.ts',
      'src/storage/storageSchema.test.ts',
      'src/errors/classify.test.ts',
    ],
  },
  cli: {
    mutate: ['cli/config/validate*.ts', 'cli/config/parseJson.ts', 'cli/validators/*.ts'],
    // Every CLI run validates the config, so nearly every in-process CLI test reaches the validation code, and
    // each file a mutant's covering tests sit in is imported again in a fresh worker (RainbowKit's wallet catalog
    // among it): with all of tests/cli (generation, a tsc and a Biome run among them) a mutant took 20-30 s, the
    // part hours. So: the tests beside the validation code, and of tests/cli the bad-config corpus (a case per
    // rule `check` enforces, each run as `check`, `config` and `check --json`) and the languages, run after the
    // tests beside the code (vitest.config.ts).
    tests: [
      'cli/config/*.test.ts',
      'cli/validators/*.test.ts',
      'tests/cli/badConfigs.test.ts',
      'tests/cli/locales.test.ts',
    ],
  },
  harness: {
    // The host URL's switches (the query string a test page may carry) and the test wallet's handling of what
    // the page asks it: the harness's own checks of input, with the unit tests beside them.
    mutate: ['harness/safe/host/switches.ts', 'harness/wallet/walletCore.ts'],
    tests: ['harness/safe/host/switches.test.ts', 'harness/wallet/walletCore.test.ts'],
  },
};

/** The parts `MUTATION_PART` names (all when unset). */
export function chosenParts() {
  const part = process.env.MUTATION_PART;
  if (part === undefined || part === '') return Object.values(PARTS);
  const chosen = PARTS[part];
  if (!chosen) throw new Error(`MUTATION_PART must be one of ${Object.keys(PARTS).join(', ')}`);
  return [chosen];
}
