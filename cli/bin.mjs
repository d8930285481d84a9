#!/usr/bin/env node
// Launcher: plain JavaScript so that an old Node gets a clear message instead of a syntax error on the
// TypeScript sources. Node >= 22.18 strips types natively; the project's own Node (the `node`
// devDependency, first on PATH under npm/npx) is 24.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  process.stderr.write(
    `error: portico needs Node 22.18 or newer to run TypeScript directly; this is Node ${process.versions.node}.\n` +
      "Run it through npm so the project's Node is used: `npx portico …` or `npm run portico -- …`.\nNo files were changed.\n",
  );
  process.exit(2);
}
// `portico wallets | head` closes the pipe early: that is the reader's choice, not a crash.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
// Caches the type-stripped, compiled modules on disk (keyed by content): cuts start-up from ~0.3 s of
// CPU to ~0.1 s on a warm run. Best effort: it silently does nothing where the cache cannot be written.
const { enableCompileCache } = await import('node:module');
enableCompileCache?.();
// Installed from the package, the CLI runs as the JavaScript `npm pack` compiled beside its sources (Node does not
// strip types under node_modules); in Portico's own repository it runs the TypeScript itself.
const { existsSync } = await import('node:fs');
const compiled = existsSync(new URL('./index.js', import.meta.url));
const { main } = await import(compiled ? './index.js' : './index.ts');
process.exitCode = await main(process.argv);
