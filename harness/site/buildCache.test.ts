import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { sharedFolder } from './buildCache.ts';

// The shared build folders (buildCache.ts), with a `make` that writes a file instead of running `astro build`:
// what is made once, what is reused, what is left after a failure or a killed builder.

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'portico-build-cache-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const stamp = (n: number) => n.toString(16).padEnd(64, '0');

/** A `make` that counts its calls and writes `index.html` saying which call it was. */
function counter(delayMs = 0) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async make(into: string) {
      calls += 1;
      const call = calls;
      mkdirSync(into, { recursive: true });
      await new Promise((done) => setTimeout(done, delayMs));
      writeFileSync(join(into, 'index.html'), `call ${call}`);
    },
  };
}

describe('shared build folders', () => {
  test('default: asked twice at once, made once; both get the one complete folder', async () => {
    const maker = counter(300);
    const [a, b] = await Promise.all([
      sharedFolder({ cacheDir, name: 'production', stamp: stamp(1), make: maker.make }),
      sharedFolder({ cacheDir, name: 'production', stamp: stamp(1), make: maker.make }),
    ]);
    expect(maker.calls).toBe(1);
    expect(a).toBe(b);
    expect(readFileSync(join(a, 'index.html'), 'utf8')).toBe('call 1');
    // Asked again later (another run): reused as it is.
    expect(await sharedFolder({ cacheDir, name: 'production', stamp: stamp(1), make: maker.make })).toBe(a);
    expect(maker.calls).toBe(1);
    expect(readdirSync(cacheDir).sort()).toEqual([a.slice(cacheDir.length + 1)]);
  });

  test('behavior: changed sources make a new folder; the three most recently used of a name are kept', async () => {
    const maker = counter();
    const folders: string[] = [];
    for (const n of [1, 2, 3, 4])
      folders.push(await sharedFolder({ cacheDir, name: 'production', stamp: stamp(n), make: maker.make }));
    expect(new Set(folders).size).toBe(4);
    expect(maker.calls).toBe(4);
    expect(existsSync(folders[0] as string)).toBe(false);
    expect(folders.slice(1).every((folder) => existsSync(folder))).toBe(true);
    // Another name's folders are not counted against it.
    await sharedFolder({ cacheDir, name: 'walletconnect', stamp: stamp(9), make: maker.make });
    expect(folders.slice(1).every((folder) => existsSync(folder))).toBe(true);
  });

  test('behavior: a make that throws leaves no folder and no lock; the next ask makes it', async () => {
    await expect(
      sharedFolder({
        cacheDir,
        name: 'production',
        stamp: stamp(1),
        make: async (into) => {
          mkdirSync(into, { recursive: true });
          writeFileSync(join(into, 'index.html'), 'half');
          throw new Error('astro build failed');
        },
      }),
    ).rejects.toThrow('astro build failed');
    expect(readdirSync(cacheDir)).toEqual([]);
    const maker = counter();
    const dir = await sharedFolder({ cacheDir, name: 'production', stamp: stamp(1), make: maker.make });
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('call 1');
  });

  test('behavior: a lock and a half-made folder left by a builder that was killed are taken over', async () => {
    // A pid that has ended: a child that ran and exited.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid as number;
    mkdirSync(join(cacheDir, 'production.lock'));
    writeFileSync(join(cacheDir, 'production.lock', 'pid'), String(dead));
    const leftover = join(cacheDir, `production-${stamp(2).slice(0, 24)}.partial-${dead}`);
    mkdirSync(leftover);
    const maker = counter();
    const dir = await sharedFolder({ cacheDir, name: 'production', stamp: stamp(1), make: maker.make });
    expect(maker.calls).toBe(1);
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(cacheDir)).toEqual([dir.slice(cacheDir.length + 1)]);
  });

  test('behavior: a folder without its stamp (cut short) is made again', async () => {
    const maker = counter();
    const dir = await sharedFolder({ cacheDir, name: 'production', stamp: stamp(1), make: maker.make });
    rmSync(join(dir, '.portico-build-stamp'));
    expect(await sharedFolder({ cacheDir, name: 'production', stamp: stamp(1), make: maker.make })).toBe(dir);
    expect(maker.calls).toBe(2);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('call 2');
  });

  test('behavior: a name or stamp that could leave the folder is refused', async () => {
    const maker = counter();
    await expect(
      sharedFolder({ cacheDir, name: '../up', stamp: stamp(1), make: maker.make }),
    ).rejects.toThrow('bad name');
    await expect(
      sharedFolder({ cacheDir, name: 'production', stamp: '../../x', make: maker.make }),
    ).rejects.toThrow('stamp');
    expect(maker.calls).toBe(0);
  });
});
