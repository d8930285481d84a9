import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pidAlive } from '../../harness/processes.ts';
import { buildSite } from '../../harness/site/buildSite.ts';

// The production build (no test overrides) that the page-weight and first-paint tests read: one `astro build`
// for both files, which run side by side. buildSite reuses a build whose inputs have not changed, so the
// second file to get here waits for the first one's build and then reuses it; the lock keeps two builds from
// writing into the one folder at once.

const outDir = '.harness/dist-production';
const lock = resolve(import.meta.dirname, '../..', `${outDir}.lock`);

async function acquire(): Promise<void> {
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(resolve(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // A holder that died (a killed run) leaves its lock behind: take it over.
    const holder = Number(await readFile(resolve(lock, 'pid'), 'utf8').catch(() => ''));
    if (holder > 0 && !pidAlive(holder)) await rm(lock, { recursive: true, force: true });
    else await new Promise((done) => setTimeout(done, 200));
  }
}

/** The folder of the site's production build, built on first use and reused while its inputs stay the same. */
export async function productionSite(): Promise<string> {
  await acquire();
  try {
    return (await buildSite({ outDir })).outDir;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
