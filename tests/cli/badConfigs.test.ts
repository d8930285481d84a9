import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { badCases } from './corpus.ts';
import { makeProject, removeProject, runCli, snapshot } from './helpers.ts';

const projects: string[] = [];
afterAll(() => {
  for (const dir of projects) removeProject(dir);
});

/** Extra images for the logo cases: a wide SVG and a 2×1 PNG (signature + IHDR is all the check reads). */
function addWideLogos(dir: string): void {
  writeFileSync(
    join(dir, 'public/wide.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"></svg>\n',
  );
  const png = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(png, 0);
  png.write('IHDR', 12, 'latin1');
  png.writeUInt32BE(2, 16);
  png.writeUInt32BE(1, 20);
  writeFileSync(join(dir, 'public/wide.png'), png);
}

describe('bad configs', () => {
  test('the corpus has at least 25 cases', () => {
    expect(badCases.length).toBeGreaterThanOrEqual(25);
  });

  // Each case: `check` and `config` both exit 1, name the field, and leave every file byte-identical.
  test.concurrent.for(badCases)('behavior: $name', async (badCase) => {
    const dir = makeProject(badCase.config);
    projects.push(dir);
    addWideLogos(dir);
    const before = snapshot(dir);
    const options = { cwd: dir, ...(badCase.env ? { env: badCase.env } : {}) };
    for (const command of ['check', 'config']) {
      const run = await runCli([command, ...(badCase.args ?? [])], options);
      expect(run.code, `${command}: ${run.stderr}`).toBe(1);
      for (const text of badCase.expect) expect(run.stderr, command).toContain(text);
      expect(run.stderr).toContain('No files were changed.');
      expect(snapshot(dir), command).toEqual(before);
    }
    // --json reports the same failure as one parseable document.
    const json = await runCli(['check', '--json', ...(badCase.args ?? [])], options);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout);
    expect(report).toMatchObject({ ok: false, exitCode: 1, changedFiles: [] });
    expect(snapshot(dir)).toEqual(before);
  });
});
