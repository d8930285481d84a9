// Portico as a team gets it: `npm pack`'s tarball, served by a registry on loopback, installed into two apps in a
// temporary folder that holds none of this repository's files. One is built on Portico (the integration, a page with
// a component and a hook, one Playwright test through the harness by package name); the other is a plain Vite +
// wagmi page the harness drives as it would any dApp. Then a later release, taken with `npm update`, changes the
// built site while no file of the app's own changes.
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type LocalRegistry,
  packPortico,
  REPO,
  repackAs,
  sh,
  snapshotTree,
  startLocalRegistry,
  writeTree,
} from './outsideWorld.ts';

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
const next = current.replace(/(\d+)$/, (patch) => String(Number(patch) + 1));

let work: string;
let registry: LocalRegistry;
let tarballs: { current: string; next: string };
const timings: Record<string, number> = {};

async function timed<T>(label: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    timings[label] = Math.round(performance.now() - started);
  }
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'portico-outside-'));
  // PORTICO_TEST_TARBALL: a tarball packed earlier, to try a change to this test without packing again.
  const packed = process.env.PORTICO_TEST_TARBALL ?? (await timed('npm pack', () => packPortico(work)));
  // The registry serves the package under a scope of its own, so npm asks it for Portico and the public registry
  // (through the cache) for everything else; the apps name it `portico` through an npm alias.
  tarballs = {
    current: await repackAs(packed, work, { name: SCOPED, version: current }),
    next: await repackAs(packed, work, { name: SCOPED, version: next }),
  };
  registry = await startLocalRegistry();
  await registry.publish(tarballs.current, { name: SCOPED, version: current });
}, 600_000);

afterAll(async () => {
  await registry?.stop();
  if (work) await rm(work, { recursive: true, force: true });
  process.stdout.write(`outside apps, ms per step: ${JSON.stringify(timings)}\n`);
});

const portico = () => `npm:${SCOPED}@^${current}`;

describe('apps outside the repository', () => {
  test('a Portico app and a plain wagmi app install the tarball, build and pass their own tests; npm update takes the next release', async () => {
    const apps = join(work, 'apps');
    await writeTree(apps, {
      'package.json': JSON.stringify(
        { name: 'outside', private: true, workspaces: ['dapp', 'plain'] },
        null,
        2,
      ),
      '.npmrc': `@local:registry=${registry.url}\n`,
      ...porticoApp('dapp'),
      ...plainApp('plain'),
    });
    await mkdir(join(apps, 'dapp/public'), { recursive: true });
    await copyFile(join(REPO, 'public/logo.svg'), join(apps, 'dapp/public/logo.svg'));

    await timed('npm install', () =>
      sh(apps, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund']),
    );
    const dapp = join(apps, 'dapp');
    const plain = join(apps, 'plain');

    // The app's own folder is where the CLI works: its config in, its generated modules out.
    const configOutput = await sh(dapp, 'npx', ['portico', 'config']);
    expect(configOutput).toContain('src/config/generated.ts');
    const generated = await readFile(join(dapp, 'src/config/generated.ts'), 'utf8');
    expect(generated).toContain("appName: 'Outside'");

    await timed('dapp build', () => sh(dapp, 'npx', ['astro', 'build']));
    const start = await readFile(join(dapp, 'dist/index.html'), 'utf8');
    expect(start).toContain('<h1>Outside</h1>');
    expect(start).toContain(`content="Portico ${current}"`);
    expect(start).toMatch(/http-equiv="content-security-policy"/);
    expect(await readFile(join(dapp, 'dist/vi/index.html'), 'utf8')).toContain('lang="vi"');
    expect(await readFile(join(dapp, 'dist/manifest.json'), 'utf8')).toContain('"name": "Outside"');

    const dappTests = await timed('dapp playwright', () => sh(dapp, 'npx', ['playwright', 'test']));
    expect(dappTests).toMatch(/\b2 passed\b/);

    const plainTests = await timed('plain playwright', () => sh(plain, 'npx', ['playwright', 'test']));
    expect(plainTests).toMatch(/\b2 passed\b/);

    // A later release: published, then taken with `npm update`, as a team would. No file of the app changes.
    const before = await snapshotTree(dapp);
    await registry.publish(tarballs.next, { name: SCOPED, version: next });
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
  }, 1_500_000);
});

/** A dApp built on Portico: config, one page with a wallet-aware component, one Playwright test. */
function porticoApp(dir: string): Record<string, string> {
  const peers = repoPackage.peerDependencies;
  const dependencies: Record<string, string> = { portico: portico() };
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
function plainApp(dir: string): Record<string, string> {
  const port = 41_000 + (process.pid % 10_000);
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
          portico: portico(),
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
