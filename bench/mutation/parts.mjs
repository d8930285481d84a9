// The two parts of the mutation benchmark: the modules of src/ that check what enters from outside, and the CLI's
// config validation. `MUTATION_PART=src` or `=cli` runs one (npm run bench:mutation runs both).

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
    // The tests beside the code, and the CLI's in-process tests (its `main` given a working directory).
    tests: ['cli/**/*.test.ts', 'tests/cli/**/*.test.ts'],
  },
};

/** The parts `MUTATION_PART` names (both when unset). */
export function chosenParts() {
  const part = process.env.MUTATION_PART;
  if (part === undefined || part === '') return Object.values(PARTS);
  const chosen = PARTS[part];
  if (!chosen) throw new Error(`MUTATION_PART must be one of ${Object.keys(PARTS).join(', ')}`);
  return [chosen];
}
