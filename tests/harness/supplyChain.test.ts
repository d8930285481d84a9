import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// The supply-chain settings security.md §2.3 asks for, read from the repository as a clean clone has them.
// (`npm audit` and `npm audit signatures` cannot run on this machine: see the README.)
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFile(new URL(path, root), 'utf8');

describe('supply chain', () => {
  it('has a release-age cooldown of at least one day in the project .npmrc', async () => {
    const npmrc = await read('.npmrc');
    const days = Number(npmrc.match(/^min-release-age\s*=\s*(\d+)\s*$/m)?.[1]);
    expect(days).toBeGreaterThanOrEqual(1);
  });

  it('pins the wallet-path dependencies exactly, and the lockfile agrees', async () => {
    const pkg = JSON.parse(await read('package.json')) as { dependencies: Record<string, string> };
    const lock = JSON.parse(await read('package-lock.json')) as {
      lockfileVersion: number;
      packages: Record<string, { version?: string }>;
    };
    expect(lock.lockfileVersion).toBe(3);
    const walletPath = Object.keys(pkg.dependencies).filter((name) =>
      /^(wagmi|viem|@rainbow-me\/|@safe-global\/|@walletconnect\/|@tanstack\/|react-toastify$)/.test(name),
    );
    expect(walletPath.length).toBeGreaterThanOrEqual(8);
    for (const name of walletPath) {
      const spec = pkg.dependencies[name] ?? '';
      expect(spec, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(spec);
    }
  });

  it('lets no dependency install script run except the one that places Node 24', async () => {
    const pkg = JSON.parse(await read('package.json')) as { allowScripts: Record<string, boolean> };
    const allowed = Object.entries(pkg.allowScripts).filter(([, allow]) => allow);
    expect(allowed).toEqual([['node', true]]);
  });

  it('CI refuses an install that changed the lockfile', async () => {
    const ci = await read('.ci/run');
    expect(ci).toMatch(/git diff --quiet -- package-lock\.json/);
  });
});
