import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// The supply-chain settings (see the README's "Choices written down"), read from the repository as a clean clone
// has them. (`npm audit` and `npm audit signatures` cannot run on this machine: see the README.)
const root = new URL('../../', import.meta.url);
const read = (path: string) => readFile(new URL(path, root), 'utf8');

describe('supply chain', () => {
  it('has a release-age cooldown of at least seven days in the project .npmrc', async () => {
    const npmrc = await read('.npmrc');
    const days = Number(npmrc.match(/^min-release-age\s*=\s*(\d+)\s*$/m)?.[1]);
    expect(days).toBeGreaterThanOrEqual(7);
  });

  it("locks every platform's optional binaries, so an install elsewhere resolves from the lockfile", async () => {
    const lock = JSON.parse(await read('package-lock.json')) as { packages: Record<string, unknown> };
    const locked = Object.keys(lock.packages);
    const platforms = {
      '@biomejs/cli-': [
        'darwin-arm64',
        'darwin-x64',
        'win32-x64',
        'win32-arm64',
        'linux-x64',
        'linux-arm64-musl',
      ],
      '@astrojs/compiler-binding-': ['darwin-arm64', 'win32-x64-msvc', 'linux-x64-gnu', 'wasm32-wasi'],
      '@foundry-rs/anvil-': ['darwin-arm64', 'darwin-amd64', 'win32-amd64', 'linux-arm64', 'linux-amd64'],
    };
    for (const [prefix, names] of Object.entries(platforms))
      for (const name of names) expect(locked, prefix + name).toContain(`node_modules/${prefix}${name}`);
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

  it('CI installs with npm ci and refuses an install that changed the lockfile', async () => {
    const ci = await read('.ci/run');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/git diff --quiet -- package-lock\.json/);
  });
});
