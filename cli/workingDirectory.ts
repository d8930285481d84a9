// Where the maintainer stands: relative paths they type (--root, --config) are read from here, and paths are shown
// relative to it. The process's working directory, unless `main` was given another: the CLI's tests run `main`
// inside vitest's worker threads, which may not change the process's (process.chdir throws there).

let given: string | undefined;

export function workingDirectory(): string {
  return given ?? process.cwd();
}

/** For `main` only: `cwd` for the length of one run, `undefined` to go back to the process's. */
export function setWorkingDirectory(cwd: string | undefined): void {
  given = cwd;
}
