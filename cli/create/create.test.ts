import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PACKAGE_ROOT } from '../../build/appRoot.ts';
import { packageManager, templateContext } from '../commands/create.ts';
import { compareVersions, releaseNotes } from '../commands/upgrade.ts';
import { CliError } from '../errors.ts';
import {
  type CreateAnswers,
  checkAnswers,
  configFor,
  DEFAULT_ANSWERS,
  listOf,
  packageNameFor,
} from './answers.ts';
import { renderApp } from './appTemplate.ts';
import { firstCommit, mergeText, recordTemplate, templateFile, templatePaths } from './git.ts';

const answers: CreateAnswers = { ...DEFAULT_ANSWERS, packageName: 'my-dapp' };
const logo = readFileSync(join(PACKAGE_ROOT, 'cli/templates/app/logo.svg'));

describe('create: answers', () => {
  test('a folder name becomes a package name npm accepts', () => {
    expect(packageNameFor('/tmp/My dApp!')).toBe('my-dapp');
    expect(packageNameFor('/tmp/..')).not.toBe('');
    expect(packageNameFor('/tmp/__')).toBe('dapp');
  });

  test('lists come comma- or space-separated, empty items dropped', () => {
    expect(listOf('en, vi  ja,,')).toEqual(['en', 'vi', 'ja']);
  });

  test('the config puts Safe second in the first group only when the app runs as a Safe App', () => {
    const withSafe = configFor(answers) as { walletGroups: { wallets: string[] }[] };
    expect(withSafe.walletGroups[0]?.wallets.slice(0, 2)).toEqual(['injected', 'safe']);
    const without = configFor({ ...answers, safe: false }) as { walletGroups: { wallets: string[] }[] };
    expect(without.walletGroups[0]?.wallets).not.toContain('safe');
  });

  test('the first language is the default one', () => {
    expect(configFor({ ...answers, locales: ['vi', 'en'] })).toMatchObject({
      defaultLocale: 'vi',
      locales: ['vi', 'en'],
    });
  });

  test('good answers pass; each bad one is named, with what to do', () => {
    const empty = mkdtempSync(join(tmpdir(), 'portico-answers-'));
    try {
      expect(() => checkAnswers(answers, join(empty, 'new'), logo)).not.toThrow();
      writeFileSync(join(empty, 'taken'), '');
      const bad = { ...answers, packageName: 'Bad Name', accent: '#ffff00', locales: ['en', 'xx'] };
      let error: unknown;
      try {
        checkAnswers(bad, empty, logo);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(CliError);
      const paths = (error as CliError).problems.map((problem) => problem.path);
      expect(paths).toEqual(expect.arrayContaining(['name', 'folder', 'theme.accentColor', 'locales[1]']));
      expect((error as CliError).message).toMatch(/nothing was written/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('create: template', () => {
  const context = templateContext('^9.9.9');

  test('the app depends on Portico as asked, pins what it imports, and is stamped with its answers', () => {
    const pkg = JSON.parse(renderApp(answers, context)['package.json'] ?? '{}');
    expect(pkg.dependencies.portico).toBe('^9.9.9');
    expect(pkg.dependencies.wagmi).toMatch(/^\d/);
    expect(pkg.portico).toEqual({ createdWith: context.version, answers });
  });

  test('the Safe test is written only for a Safe App', () => {
    expect(renderApp(answers, context)['tests/app.spec.ts']).toContain('inside the Safe host');
    expect(renderApp({ ...answers, safe: false }, context)['tests/app.spec.ts']).not.toContain('Safe host');
  });

  test('the same answers render the same files (what upgrade merges against)', () => {
    expect(renderApp(answers, context)).toEqual(renderApp(answers, context));
  });
});

describe('create: the package manager', () => {
  test('is the one that ran the command, npm otherwise', () => {
    expect(packageManager('pnpm/9.1.0 npm/? node/v24.0.0 linux x64')).toBe('pnpm');
    expect(packageManager('yarn/4.0.0')).toBe('yarn');
    expect(packageManager('')).toBe('npm');
  });
});

describe('upgrade: versions and notes', () => {
  test('versions compare as numbers, not text', () => {
    expect(compareVersions('0.10.0', '0.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.2.0-older.1', '0.2.1')).toBeLessThan(0);
    // A pre-release comes before its release.
    expect(compareVersions('0.2.0', '0.2.0-older.1')).toBeGreaterThan(0);
    expect(compareVersions('0.2.0-alpha.1', '0.2.0-beta.1')).toBeLessThan(0);
  });

  test('the release notes are the entries after the old version up to the new one', () => {
    const changelog = '# Changelog\n\n## 0.3.0\n\nc\n\n## 0.2.1\n\nb\n\n## 0.2.0\n\na\n';
    const notes = releaseNotes('0.2.0', '0.2.1', changelog);
    expect(notes).toContain('## 0.2.1');
    expect(notes).not.toContain('## 0.3.0');
    expect(notes).not.toContain('## 0.2.0');
  });
});

describe('upgrade: the merge', () => {
  test('lines one side changed merge; a line both changed is a conflict with markers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-merge-'));
    try {
      const base = 'a\nb\nc\nd\ne\n';
      const clean = mergeText(dir, 'A\nb\nc\nd\ne\n', base, 'a\nb\nc\nd\nE\n');
      expect(clean).toEqual({ text: 'A\nb\nc\nd\nE\n', conflicts: 0 });
      const clash = mergeText(dir, 'a\nOURS\nc\nd\ne\n', base, 'a\nTHEIRS\nc\nd\ne\n');
      expect(clash.conflicts).toBe(1);
      expect(clash.text).toContain('<<<<<<< yours\nOURS\n=======\nTHEIRS\n>>>>>>> template now');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the template is recorded on its own ref, its history kept, the work tree untouched', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-ref-'));
    try {
      writeFileSync(join(dir, 'README.md'), 'the team’s\n');
      firstCommit(dir, 'first');
      recordTemplate(dir, { 'README.md': 'one\n', 'a/b.txt': 'two\n' }, 'template 1');
      recordTemplate(dir, { 'README.md': 'three\n' }, 'template 2');
      expect(templateFile(dir, 'README.md')).toBe('three\n');
      expect(templatePaths(dir)).toEqual(['README.md']);
      expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe('the team’s\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
