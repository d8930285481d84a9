import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectsForThisFile, runCli, snapshot } from './helpers.ts';

const project = projectsForThisFile();

const config = (dir: string) => JSON.parse(readFileSync(join(dir, 'portico.config.json'), 'utf8'));
const generated = (dir: string) => readFileSync(join(dir, 'src/config/generated.ts'), 'utf8');
/** Every file under the project, so a refused command can be shown to have written nothing at all. */
const tree = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();

describe('set', () => {
  test('sets the name and regenerates; the same value again changes nothing', async () => {
    const dir = project();
    const run = await runCli(['set', 'name', 'Acme Vault', '--json'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(config(dir).appName).toBe('Acme Vault');
    expect(generated(dir)).toContain("appName: 'Acme Vault'");
    expect(JSON.parse(run.stdout).changedFiles).toContain('public/manifest.json');
    const after = snapshot(dir);
    expect((await runCli(['set', 'name', 'Acme Vault'], { cwd: dir })).code).toBe(0);
    expect(snapshot(dir)).toEqual(after);
  });

  test('sets the description, and a logo typed from the project root', async () => {
    const dir = project();
    expect((await runCli(['set', 'description', 'A vault on BNB Smart Chain.'], { cwd: dir })).code).toBe(0);
    writeFileSync(
      join(dir, 'public/mark.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"></svg>',
    );
    const run = await runCli(['set', 'logo', 'public/mark.svg'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    // The committed description is given per language: the default language's text is the one set.
    expect(config(dir)).toMatchObject({
      appDescription: { en: 'A vault on BNB Smart Chain.' },
      logo: 'mark.svg',
    });
  });

  test("a description given per language: set changes the default language's text and keeps the others", async () => {
    const dir = project();
    const before = config(dir).appDescription;
    const run = await runCli(['set', 'description', 'A vault on BNB Smart Chain.'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(config(dir).appDescription).toEqual({ ...before, en: 'A vault on BNB Smart Chain.' });
    expect(generated(dir)).toContain("appDescription: 'A vault on BNB Smart Chain.'");
    expect(generated(dir)).toContain(`appDescription: '${before.vi}'`);
  });

  test.concurrent.for([
    [['set', 'accent', 'red'], 1, 'is not a hex colour'],
    [['set', 'accent', '#0e76fd'], 1, 'has a contrast of 4.18:1; buttons need at least 4.5:1'],
    [['set', 'accent', '#ffcc00'], 1, 'use "#8f7200" (the same hue'],
    [['set', 'logo', '../outside.svg'], 1, 'not a plain relative path inside public/'],
    [['set', 'logo', 'missing.svg'], 1, 'public/missing.svg does not exist'],
    [['set', 'name', ''], 1, 'must not be empty'],
    [['set', 'name', 'x'.repeat(65)], 1, 'the limit is 64'],
    [['set', 'colour', '#000000'], 2, 'is not something `portico set` changes'],
  ] as const)('%j is refused (exit %i) and changes no file', async ([args, code, words]) => {
    const dir = project();
    const before = snapshot(dir);
    const run = await runCli(args, { cwd: dir });
    expect(run.code).toBe(code);
    expect(run.stderr).toContain(words);
    expect(run.stderr).toContain('No files were changed.');
    expect(snapshot(dir)).toEqual(before);
  });
});

describe('page', () => {
  test('add writes the page, its component and its test, and lists it in the navigation', async () => {
    const dir = project();
    // The project's own pages (the /token page) stay, in order; the new one comes last.
    const existing = config(dir).pages ?? [];
    const run = await runCli(['page', 'add', 'my-vault', '--json'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(config(dir).pages).toEqual([...existing, { path: 'my-vault', title: 'My vault' }]);
    expect(generated(dir)).toMatch(/pages: \[[^\]]*\{ path: 'my-vault', title: 'My vault' \},?\s*\]/);
    // Under [...locale]: built once per configured language, its title read in the page's language.
    const page = readFileSync(join(dir, 'src/pages/[...locale]/my-vault.astro'), 'utf8');
    expect(page).toContain('<WalletAware component="MyVault">');
    expect(page).toContain("import { localePaths, pageLocale, siteText } from 'portico/pages';");
    expect(page).toContain('export const getStaticPaths = localePaths;');
    expect(page).toContain("const title = text.pageTitle('my-vault');");
    expect(page).toContain('<h1>{title}</h1>');
    expect(readFileSync(join(dir, 'src/components/MyVault.tsx'), 'utf8')).toContain(
      "from 'portico/components'",
    );
    expect(existsSync(join(dir, 'tests/e2e/pages/my-vault.spec.ts'))).toBe(true);
    expect(JSON.parse(run.stdout).changedFiles).toEqual(
      expect.arrayContaining(['src/pages/[...locale]/my-vault.astro', 'src/components/MyVault.tsx']),
    );
    const list = await runCli(['page', 'list'], { cwd: dir });
    expect(list.stdout).toMatch(/my-vault\s+My vault/);
    // A title given per language is listed in the default language.
    expect(list.stdout).toMatch(/token\s+Token\s/);
  });

  test('a title is written as data, never as markup or code', async () => {
    const dir = project();
    const title = `Tom's <b>"vault"</b>`;
    expect((await runCli(['page', 'add', 'tom', '--title', title], { cwd: dir })).code).toBe(0);
    // The page reads its title from the settings (in its language); the config holds the default language's.
    expect(config(dir).pages.at(-1)).toEqual({ path: 'tom', title });
    const page = readFileSync(join(dir, 'src/pages/[...locale]/tom.astro'), 'utf8');
    expect(page).not.toContain('<b>');
    const spec = readFileSync(join(dir, 'tests/e2e/pages/tom.spec.ts'), 'utf8');
    expect(spec).toContain(`name: ${JSON.stringify(title)}`);
  });

  test.concurrent.for([
    ['../escape', 'contains a path separator'],
    ['a/b', 'contains a path separator'],
    ['a\\b', 'contains a path separator'],
    ['..', 'contains ".."'],
    ['404', 'is reserved by the site'],
    ['index', 'is reserved by the site'],
    ['_astro', 'is reserved by the site'],
    ['Token', 'page names are lower case ("token")'],
    ['my page', 'is not a simple page name'],
    ['x-', 'is not a simple page name'],
    ['a--b', 'is not a simple page name'],
    ['x'.repeat(41), 'is not a simple page name'],
    // `vi.html` would sit beside the Vietnamese pages' folder `vi/`: every language RainbowKit has is refused.
    ['vi', 'is the code of a language'],
    ['zh-tw', 'is the code of a language'],
    ['de', 'is the code of a language'],
  ] as [string, string][])('add %j is refused with "%s" and writes nothing', async ([name, words]) => {
    const dir = project();
    const before = tree(dir);
    const snap = snapshot(dir);
    const run = await runCli(['page', 'add', '--', name], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(words);
    expect(run.stderr).toContain('No files were changed.');
    expect(tree(dir)).toEqual(before);
    expect(snapshot(dir)).toEqual(snap);
  });

  test('a page that exists (listed, or only as a file) is refused and nothing is written', async () => {
    const dir = project();
    expect((await runCli(['page', 'add', 'vault'], { cwd: dir })).code).toBe(0);
    let before = tree(dir);
    let run = await runCli(['page', 'add', 'vault'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('A page named "vault" already exists');
    expect(tree(dir)).toEqual(before);
    mkdirSync(join(dir, 'src/pages'), { recursive: true });
    writeFileSync(join(dir, 'src/pages/about.md'), '# About\n');
    before = tree(dir);
    run = await runCli(['page', 'add', 'about'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('src/pages/about.md');
    expect(tree(dir)).toEqual(before);
    mkdirSync(join(dir, 'src/pages/[...locale]'), { recursive: true });
    writeFileSync(join(dir, 'src/pages/[...locale]/help.md'), '# Help\n');
    before = tree(dir);
    run = await runCli(['page', 'add', 'help'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('src/pages/[...locale]/help.md');
    expect(tree(dir)).toEqual(before);
  });

  test('remove takes the page out of the navigation and deletes its files', async () => {
    const dir = project();
    const existing = config(dir).pages ?? [];
    expect((await runCli(['page', 'add', 'vault'], { cwd: dir })).code).toBe(0);
    const run = await runCli(['page', 'remove', 'vault'], { cwd: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(config(dir).pages).toEqual(existing);
    expect(existsSync(join(dir, 'src/pages/[...locale]/vault.astro'))).toBe(false);
    expect(existsSync(join(dir, 'src/components/Vault.tsx'))).toBe(false);
    expect(existsSync(join(dir, 'tests/e2e/pages/vault.spec.ts'))).toBe(false);
    const again = await runCli(['page', 'remove', 'vault'], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('There is no page "vault"');
  });

  test('a config with a bad pages entry is refused by check with the entry named', async () => {
    const dir = project();
    const bad = {
      ...config(dir),
      pages: [
        { path: '../x', title: 'X' },
        { path: 'a', title: '' },
      ],
    };
    writeFileSync(join(dir, 'portico.config.json'), JSON.stringify(bad));
    const run = await runCli(['check'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pages[0].path');
    expect(run.stderr).toContain('pages[1].title');
  });
});
