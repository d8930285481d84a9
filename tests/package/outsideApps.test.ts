// Portico as a team gets it: `npm pack`'s tarball, served by a registry on loopback, installed into apps in a
// temporary folder that holds none of this repository's files (one npm workspace, so they share one install):
// - a Portico app written by hand: the integration, a page with a component and a hook, a Playwright test through
//   the harness by package name;
// - a plain Vite + wagmi page with no Portico in it, driven by the harness fixtures alone;
// - four apps `portico create` made, each passing its own `npm test`; and every refusal of `create` writing nothing;
// - an app created by an older release, changed by its team, then `portico upgrade`d;
// - and a later release taken with `npm update`, which changes the built site while no file of the app changes.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  appEnvironment,
  freePort,
  type LocalRegistry,
  packPortico,
  REPO,
  repackAs,
  sh,
  shareHarnessDir,
  snapshotTree,
  startLocalRegistry,
  writeTree,
} from './outsideWorld.ts';
import { squarePng } from './squarePng.ts';

const SCOPED = '@local/portico';
const repoPackage = JSON.parse(await readFile(join(REPO, 'package.json'), 'utf8')) as {
  version: string;
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** The versions this repository locks, so every package comes from the npm cache its own install filled. */
const pinned = (name: string) => {
  const version = repoPackage.devDependencies[name];
  if (!version) throw new Error(`${name} is not a devDependency of this repository`);
  return version.replace(/^\^/, '');
};
const current = repoPackage.version;
const bump = (version: string, by: number) =>
  version.replace(/(\d+)$/, (patch) => String(Number(patch) + by));
const next = bump(current, 1);
/** An earlier release: this one with an older template (see `olderTemplate`). */
const older = `${current.replace(/\.\d+$/, '')}.0-older.1`;
const EVERY_LANGUAGE = 'en ar de es fr hi id ja ko ms pt ru th tr uk vi zh-CN zh-HK zh-TW'.split(' ');

let work: string;
let apps: string;
let registry: LocalRegistry;
/** Publishes the release after this one (for the `npm update` test). */
let publishNext: () => Promise<void>;
const timings: Record<string, number> = {};

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    timings[label] = Math.round(performance.now() - started);
  }
}

/** `portico` as an app has it: an npm alias to the release on the loopback registry. */
const spec = (version: string) => `npm:${SCOPED}@^${version}`;

/** What the created apps are: a folder each, and the flags `create` gets. */
const CREATED: Record<string, string[]> = {
  'created-default': ['--yes'],
  'created-bnb': [
    '--yes',
    '--name',
    'BNB Only',
    '--wallets',
    'binance,trust,okx,bitget,tokenPocket,safepal',
    '--languages',
    'en,vi,zh-CN',
    '--no-safe',
  ],
  'created-brand': ['--yes', '--name', 'Acme Vault', '--accent', '#1f5fbf', '--logo', 'acme.png'],
  'created-every': ['--yes', '--name', 'Every Language', '--languages', EVERY_LANGUAGE.join(',')],
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portico-outside-'));
  apps = join(work, 'apps');
  shareHarnessDir(join(work, 'harness'));
  // PORTICO_TEST_TARBALL: a tarball packed earlier, to try a change to this test without packing again.
  const packed = process.env.PORTICO_TEST_TARBALL ?? (await timed('npm pack', () => packPortico(work)));
  // The registry serves the package under a scope of its own, so npm asks it for Portico and the public registry
  // (through the cache) for everything else; the apps name it `portico` through an npm alias.
  registry = await startLocalRegistry();
  for (const [version, edit] of [
    [older, olderTemplate],
    [current, undefined],
  ] as const) {
    const tarball = await repackAs(packed, work, { name: SCOPED, version }, edit);
    await registry.publish(tarball, { name: SCOPED, version });
  }
  const nextTarball = await repackAs(packed, work, { name: SCOPED, version: next });
  publishNext = () => registry.publish(nextTarball, { name: SCOPED, version: next });

  await writeTree(apps, {
    '.npmrc': `@local:registry=${registry.url}\n`,
    ...porticoApp('dapp'),
    ...plainApp('plain', await freePort()),
  });
  await writeWorkspaces(['dapp', 'plain']);
  await mkdir(join(apps, 'dapp/public'), { recursive: true });
  await copyFile(join(REPO, 'public/logo.svg'), join(apps, 'dapp/public/logo.svg'));
  await writeFile(join(apps, 'acme.png'), squarePng(64, [31, 95, 191]));
  await timed('npm install', () =>
    sh(apps, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']),
  );

  // The apps `create` makes, with the installed release's CLI; one with the older release's, from its tarball.
  await timed('create ×4', async () => {
    for (const [name, flags] of Object.entries(CREATED)) {
      await sh(apps, 'npx', [
        'portico',
        'create',
        name,
        '--no-install',
        '--package-spec',
        spec(current),
        ...flags,
      ]);
    }
  });
  // Beside the apps, so its own dependencies resolve from their install, as an installed package's do.
  const olderCli = join(apps, 'older-cli');
  await mkdir(join(olderCli, 'node_modules'), { recursive: true });
  await sh(join(olderCli, 'node_modules'), 'tar', ['xzf', await tarballOf(older)]);
  await sh(join(olderCli, 'node_modules'), 'mv', ['package', 'portico']);
  await sh(apps, 'node', [
    join(olderCli, 'node_modules/portico/cli/bin.mjs'),
    'create',
    'upgraded',
    '--yes',
    '--no-install',
    '--name',
    'Upgraded',
    '--package-spec',
    spec(older),
  ]);
  await writeWorkspaces(['dapp', 'plain', ...Object.keys(CREATED), 'upgraded']);
  await timed('npm install (created apps)', () =>
    sh(apps, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']),
  );
}, 900_000);

afterAll(async () => {
  await registry?.stop();
  if (work) await rm(work, { recursive: true, force: true });
  process.stdout.write(`outside apps, ms per step: ${JSON.stringify(timings)}\n`);
});

async function writeWorkspaces(workspaces: string[]): Promise<void> {
  await writeFile(
    join(apps, 'package.json'),
    `${JSON.stringify({ name: 'outside', private: true, workspaces }, null, 2)}\n`,
  );
}

async function tarballOf(version: string): Promise<string> {
  const folders = (await readdir(work)).filter((name) => name.startsWith('pack-'));
  for (const folder of folders) {
    for (const file of await readdir(join(work, folder))) {
      if (file.endsWith(`-${version}.tgz`)) return join(work, folder, file);
    }
  }
  throw new Error(`no tarball of ${version} in ${work}`);
}

/**
 * The older release's template: as this one's, but for three lines. Its start page had no description (the
 * template's change an upgrade brings), and its README named the two owners in other words (the line the team also
 * changes: a real conflict).
 */
async function olderTemplate(packageDir: string): Promise<void> {
  const file = join(packageDir, 'cli/create/appTemplate.js');
  const text = await readFile(file, 'utf8');
  const older = text
    .replace("'    <p>{text.appDescription}</p>',\n", '')
    .replace('## What is yours, what is Portico’s', '## Yours and Portico’s');
  if (older === text || older.includes('## What is yours'))
    throw new Error('the older template was not made');
  await writeFile(file, older);
}

describe('apps outside the repository', () => {
  test('a Portico app made by hand: portico config, build, and its own tests through the harness by name', async () => {
    const dapp = join(apps, 'dapp');
    const configOutput = await sh(dapp, 'npx', ['portico', 'config']);
    expect(configOutput).toContain('src/config/generated.ts');
    expect(await readFile(join(dapp, 'src/config/generated.ts'), 'utf8')).toContain("appName: 'Outside'");
    await timed('dapp build', () => sh(dapp, 'npx', ['astro', 'build']));
    const start = await readFile(join(dapp, 'dist/index.html'), 'utf8');
    expect(start).toContain('<h1>Outside</h1>');
    expect(start).toContain(`content="Portico ${current}"`);
    expect(start).toMatch(/http-equiv="content-security-policy"/);
    expect(await readFile(join(dapp, 'dist/vi/index.html'), 'utf8')).toContain('lang="vi"');
    expect(await readFile(join(dapp, 'dist/manifest.json'), 'utf8')).toContain('"name": "Outside"');
    const output = await timed('dapp playwright', () => sh(dapp, 'npx', ['playwright', 'test']));
    expect(output).toMatch(/\b2 passed\b/);
  });

  test('a plain Vite + wagmi app, no Portico in it, driven by the harness: the test wallet connects, the fork answers', async () => {
    const output = await timed('plain playwright', () =>
      sh(join(apps, 'plain'), 'npx', ['playwright', 'test']),
    );
    expect(output).toMatch(/\b2 passed\b/);
  });

  test.each(Object.keys(CREATED))('portico create %s: the app passes its own npm test', async (name) => {
    const app = join(apps, name);
    const config = JSON.parse(await readFile(join(app, 'portico.config.json'), 'utf8')) as {
      appName: string;
      locales: string[];
      walletGroups: { wallets: string[] }[];
      theme: { accentColor: string };
      logo: string;
    };
    const stamp = (JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as { portico: unknown })
      .portico as { createdWith: string };
    expect(stamp.createdWith).toBe(current);
    expect(await sh(app, 'git', ['log', '--format=%s'])).toContain(`with Portico ${current}`);
    if (name === 'created-bnb') {
      expect(config.locales).toEqual(['en', 'vi', 'zh-CN']);
      expect(config.walletGroups[0]?.wallets).not.toContain('safe');
    }
    if (name === 'created-brand') {
      expect(config.theme.accentColor).toBe('#1f5fbf');
      expect(config.logo).toBe('logo.png');
    }
    if (name === 'created-every') expect(config.locales).toEqual(EVERY_LANGUAGE);
    // Added after creation: a page, with its component and test, by the same command as in this repository.
    if (name === 'created-default')
      await sh(app, 'npx', ['portico', 'page', 'add', 'vault', '--title', 'My vault']);
    const output = await timed(`${name} npm test`, () => sh(app, 'npm', ['test']));
    // The languages, the connect, (with Safe) the Safe host, and the added page's two.
    const expected = name === 'created-bnb' ? 2 : name === 'created-default' ? 5 : 3;
    expect(output).toMatch(new RegExp(`\\b${expected} passed\\b`));
  });

  test('portico create refuses, writing nothing: a folder not empty, a bad name, a logo not square, an accent without contrast, an unknown wallet or language', async () => {
    await writeFile(
      join(work, 'wide.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"></svg>',
    );
    const cases: [string, string[], RegExp][] = [
      ['dapp', ['--yes'], /is not empty/],
      ['fresh-1', ['--yes', '--package-name', 'Not A Name'], /is not a name npm accepts/],
      ['fresh-2', ['--yes', '--logo', join(work, 'wide.svg')], /10×20; it must be square/],
      ['fresh-3', ['--yes', '--accent', '#ffff00'], /contrast of 1\.07:1/],
      ['fresh-4', ['--yes', '--wallets', 'injected,metamsk'], /unknown wallet "metamsk"[\s\S]*metaMask/],
      ['fresh-5', ['--yes', '--languages', 'en,vn'], /"vn"[\s\S]*"vi"/],
    ];
    const before = await snapshotTree(join(apps, 'dapp'));
    for (const [folder, flags, message] of cases) {
      const { code, stdout, stderr } = await runApp(apps, 'npx', [
        'portico',
        'create',
        folder,
        '--no-install',
        ...flags,
      ]);
      expect(code, `${folder} ${flags.join(' ')}`).toBe(1);
      expect(`${stdout}${stderr}`).toMatch(message);
      expect(`${stdout}${stderr}`).toMatch(/nothing was written/);
      if (folder !== 'dapp') await expect(readdir(join(apps, folder))).rejects.toThrow(/ENOENT/);
    }
    expect(await snapshotTree(join(apps, 'dapp'))).toEqual(before);
  });

  test('portico upgrade: the team keeps its changes, the template brings its own, a line both changed is a conflict, the tests pass', async () => {
    const app = join(apps, 'upgraded');
    const edit = async (path: string, change: (text: string) => string) =>
      writeFile(join(app, path), change(await readFile(join(app, path), 'utf8')));
    // The team's work since create: a line on its example page, its accent, and the README's heading reworded.
    await edit('src/pages/[...locale]/example.astro', (text) =>
      text.replace(
        '  <h1>{title}</h1>\n',
        '  <h1>{title}</h1>\n  <p data-testid="team-line">Our own words.</p>\n',
      ),
    );
    await edit('portico.config.json', (text) => text.replace('"#026efa"', '"#1f5fbf"'));
    await edit('README.md', (text) => text.replace('## Yours and Portico’s', '## Who owns what'));
    await sh(app, 'npx', ['portico', 'config']);
    await sh(app, 'git', ['commit', '--quiet', '--all', '--message', 'Our changes']);

    // A change not committed stops the upgrade before anything moves.
    await edit('README.md', (text) => `${text}\nDraft.\n`);
    const refused = await runApp(app, 'npx', ['portico', 'upgrade']);
    expect(refused.code).toBe(1);
    expect(`${refused.stdout}${refused.stderr}`).toMatch(/uncommitted changes; nothing was changed/);
    await sh(app, 'git', ['checkout', '--', 'README.md']);

    const upgrade = await timed('upgrade', () => runApp(app, 'npx', ['portico', 'upgrade']));
    const said = `${upgrade.stdout}${upgrade.stderr}`;
    expect(upgrade.code, said).toBe(1);
    expect(said).toMatch(
      new RegExp(`Portico ${older.replace(/\./g, '\\.')} → ${current.replace(/\./g, '\\.')}`),
    );
    expect(said).toMatch(/updated\s+src\/pages\/\[\.\.\.locale\]\/index\.astro/);
    expect(said).toMatch(/CONFLICT\s+README\.md/);
    expect(said).toContain(`## ${current}`); // the release notes between the two
    // The template's change, applied; the team's, kept; the conflict, marked.
    expect(await readFile(join(app, 'src/pages/[...locale]/index.astro'), 'utf8')).toContain(
      '{text.appDescription}',
    );
    expect(await readFile(join(app, 'src/pages/[...locale]/example.astro'), 'utf8')).toContain(
      'Our own words.',
    );
    expect(await readFile(join(app, 'portico.config.json'), 'utf8')).toContain('"#1f5fbf"');
    const readme = await readFile(join(app, 'README.md'), 'utf8');
    expect(readme).toMatch(
      /<<<<<<< yours\n## Who owns what\n=======\n## What is yours, what is Portico’s\n>>>>>>> template now/,
    );
    const pkg = JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as {
      portico: { createdWith: string };
      dependencies: Record<string, string>;
    };
    expect(pkg.portico.createdWith).toBe(current);
    expect(pkg.dependencies.portico).toContain(current);
    const output = await timed('upgraded npm test', () => sh(app, 'npm', ['test']));
    expect(output).toMatch(/\b3 passed\b/);
  });

  test('npm update takes a later release: the built site changes, no file of the app does', async () => {
    const dapp = join(apps, 'dapp');
    const before = await snapshotTree(dapp);
    await publishNext();
    await timed('npm update', () =>
      // --prefer-online: npm must ask the registry what is new, not answer from the metadata it cached at install.
      sh(apps, 'npm', ['update', 'portico', '--prefer-online', '--no-audit', '--no-fund']),
    );
    const installed = JSON.parse(await readFile(join(apps, 'node_modules/portico/package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(next);
    expect(await snapshotTree(dapp)).toEqual(before);
    await sh(dapp, 'npx', ['astro', 'build']);
    expect(await readFile(join(dapp, 'dist/index.html'), 'utf8')).toContain(`content="Portico ${next}"`);
  });
});

/** Runs a command as the app's maintainer would, keeping its exit code (for the refusals). */
async function runApp(cwd: string, command: string, args: string[]) {
  const { runCaptured } = await import('../../harness/runCaptured.ts');
  return runCaptured(command, args, { cwd, env: appEnvironment() });
}
/** A dApp built on Portico: config, one page with a wallet-aware component, one Playwright test. */
function porticoApp(dir: string): Record<string, string> {
  const peers = repoPackage.peerDependencies;
  const dependencies: Record<string, string> = { portico: spec(current) };
  for (const name of Object.keys(peers)) if (name !== '@playwright/test') dependencies[name] = pinned(name);
  return {
    [`${dir}/package.json`]: JSON.stringify(
      {
        name: 'dapp',
        private: true,
        type: 'module',
        scripts: { build: 'astro build', test: 'playwright test' },
        dependencies,
        devDependencies: { '@playwright/test': pinned('@playwright/test') },
      },
      null,
      2,
    ),
    [`${dir}/astro.config.mjs`]: [
      "import { defineConfig } from 'astro/config';",
      "import portico from 'portico';",
      '',
      'export default defineConfig({ integrations: [portico()] });',
      '',
    ].join('\n'),
    [`${dir}/portico.config.json`]: JSON.stringify(
      {
        appName: 'Outside',
        appDescription: 'A dApp outside Portico’s repository.',
        defaultLocale: 'en',
        locales: ['en', 'vi'],
        logo: 'logo.svg',
        theme: { accentColor: '#026efa' },
        chain: { id: 56, rpcUrls: ['https://bsc-dataseed.bnbchain.org'] },
        walletGroups: [{ groupName: 'Popular', wallets: ['injected', 'safe', 'metaMask'] }],
      },
      null,
      2,
    ),
    [`${dir}/src/pages/[...locale]/index.astro`]: [
      '---',
      "import AccountRegion from 'portico/AccountRegion.astro';",
      "import Base from 'portico/Base.astro';",
      "import WalletAware from 'portico/WalletAware.astro';",
      "import { localePaths, pageLocale, siteText } from 'portico/pages';",
      '',
      'export const getStaticPaths = localePaths;',
      'const text = siteText(pageLocale(Astro.params));',
      '---',
      '',
      '<Base>',
      '  <h1>{text.appName}</h1>',
      '  <WalletAware component="Greeting"><p>Connect to be greeted.</p></WalletAware>',
      '  <AccountRegion />',
      '</Base>',
      '',
    ].join('\n'),
    [`${dir}/src/components/Greeting.tsx`]: [
      "import { ConnectPrompt, usePorticoAccount } from 'portico/components';",
      '',
      'export default function Greeting() {',
      '  const account = usePorticoAccount();',
      '  if (!account.address) return <ConnectPrompt />;',
      '  return <p data-testid="greeting">Hello {account.address}</p>;',
      '}',
      '',
    ].join('\n'),
    [`${dir}/tsconfig.json`]: JSON.stringify(
      { extends: 'astro/tsconfigs/strict', compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'react' } },
      null,
      2,
    ),
    [`${dir}/playwright.config.ts`]: [
      "import { harnessConfig } from 'portico/harness/playwright';",
      '',
      "export default harnessConfig({ testDir: 'tests', workers: 1 });",
      '',
    ].join('\n'),
    [`${dir}/tests/dapp.spec.ts`]: [
      "import { expect, TEST_ACCOUNTS, test } from 'portico/harness/playwright';",
      '',
      "test('the test wallet connects and the page greets its account', async ({ page, site, wallet }) => {",
      '  await page.goto(site.url);',
      '  await wallet.connect(page);',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the app's own test source, a template literal there.
      "  await expect(page.getByTestId('greeting')).toHaveText(`Hello ${TEST_ACCOUNTS[0]?.address}`);",
      '});',
      '',
      "test('inside the mock Safe host the page connects as the Safe', async ({ page, safe }) => {",
      '  const frame = await safe.open(page, {}, { connected: true });',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the app's own test source, a template literal there.
      "  await expect(frame.getByTestId('greeting')).toHaveText(`Hello ${safe.address}`);",
      '});',
      '',
    ].join('\n'),
  };
}

/** A dApp with no Portico in it: Vite, @wagmi/core and viem, its own wallet button and a balance read. */
function plainApp(dir: string, port: number): Record<string, string> {
  const url = `http://localhost:${port}/`;
  return {
    [`${dir}/package.json`]: JSON.stringify(
      {
        name: 'plain',
        private: true,
        type: 'module',
        scripts: { build: 'vite build', test: 'playwright test' },
        dependencies: { '@wagmi/core': '2.22.1', viem: pinned('viem') },
        devDependencies: {
          vite: pinned('vite'),
          '@playwright/test': pinned('@playwright/test'),
          portico: spec(current),
        },
      },
      null,
      2,
    ),
    [`${dir}/index.html`]: [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8"><title>Plain</title></head>',
      '<body><button id="connect">Connect</button><p id="account"></p><p id="balance"></p>',
      '<script type="module" src="/main.ts"></script></body></html>',
      '',
    ].join('\n'),
    [`${dir}/main.ts`]: [
      "import { connect, createConfig, getBalance, http, injected } from '@wagmi/core';",
      "import { bsc } from 'viem/chains';",
      '',
      'const config = createConfig({',
      '  chains: [bsc],',
      '  connectors: [injected()],',
      "  transports: { [bsc.id]: http('https://bsc-dataseed.bnbchain.org') },",
      '});',
      '',
      "document.getElementById('connect')?.addEventListener('click', async () => {",
      '  const { accounts } = await connect(config, { connector: injected() });',
      '  const address = accounts[0];',
      '  if (!address) return;',
      "  (document.getElementById('account') as HTMLElement).textContent = address;",
      '  const balance = await getBalance(config, { address, chainId: bsc.id });',
      "  (document.getElementById('balance') as HTMLElement).textContent = balance.value.toString();",
      '});',
      '',
    ].join('\n'),
    [`${dir}/playwright.config.ts`]: [
      "import { harnessConfig } from 'portico/harness/playwright';",
      '',
      'export default harnessConfig(',
      '  {',
      "    testDir: 'tests',",
      '    workers: 1,',
      `    webServer: { command: 'npx vite build && npx vite preview --port ${port} --strictPort', url: '${url}' },`,
      '  },',
      `  { app: { url: '${url}', rpcUrls: ['https://bsc-dataseed.bnbchain.org'] } },`,
      ');',
      '',
    ].join('\n'),
    [`${dir}/tests/plain.spec.ts`]: [
      "import { expect, TEST_ACCOUNTS, test } from 'portico/harness/playwright';",
      '',
      'const account = TEST_ACCOUNTS[0]?.address ?? "";',
      '',
      "test('the test wallet connects and the page reads its balance from the fork', async ({ page, site, chain }) => {",
      '  // A balance no real chain has: only the fork can have answered it.',
      '  await chain.setBalance({ address: account, value: 123_456_789n });',
      '  await page.goto(site.url);',
      "  await page.getByRole('button', { name: 'Connect' }).click();",
      "  await expect(page.locator('#account')).toHaveText(account);",
      "  await expect(page.locator('#balance')).toHaveText('123456789');",
      '});',
      '',
      "test('an RPC fault reaches the app through the relay', async ({ page, site, faults }) => {",
      '  await page.goto(site.url);',
      "  await page.getByRole('button', { name: 'Connect' }).click();",
      "  await expect(page.locator('#balance')).not.toBeEmpty();",
      '  expect(faults.hits()[0]).toBeGreaterThan(0);',
      '});',
      '',
    ].join('\n'),
  };
}
