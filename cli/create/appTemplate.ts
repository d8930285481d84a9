import { type CreateAnswers, configFor } from './answers.ts';

/** What a Portico release puts in every app it creates, beside the answers. */
export interface TemplateContext {
  /** This Portico's version: stamped into the app, and the range its dependency starts from. */
  readonly version: string;
  /** How the app depends on Portico (`^<version>` unless a mirror or fork is named). */
  readonly packageSpec: string;
  /** Exact versions of what an app imports beside Portico: the ones this release is tested with. */
  readonly pinned: Readonly<Record<string, string>>;
}

/** Files whose text `create` writes and `upgrade` brings forward by a three-way merge. */
export type TemplateFiles = Readonly<Record<string, string>>;

/** The template's files for `answers`: the app as this release creates it (the logo aside, which is the team's). */
export function renderApp(answers: CreateAnswers, context: TemplateContext): TemplateFiles {
  const pin = (name: string) => {
    const version = context.pinned[name];
    if (!version) throw new Error(`the template pins no version of ${name}`);
    return version;
  };
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const files: Record<string, string> = {
    'package.json': json({
      name: answers.packageName,
      private: true,
      type: 'module',
      scripts: {
        dev: 'astro dev',
        build: 'portico config && astro build',
        start: 'npm run build && astro preview --port 4321',
        test: 'portico config --check && playwright test',
        portico: 'portico',
      },
      dependencies: {
        '@rainbow-me/rainbowkit': pin('@rainbow-me/rainbowkit'),
        '@tanstack/react-query': pin('@tanstack/react-query'),
        astro: pin('astro'),
        portico: context.packageSpec,
        react: pin('react'),
        'react-dom': pin('react-dom'),
        viem: pin('viem'),
        wagmi: pin('wagmi'),
      },
      devDependencies: {
        '@playwright/test': pin('@playwright/test'),
        // Node 24 first on PATH for every npm script, whatever Node the machine has.
        node: pin('node'),
      },
      portico: { createdWith: context.version, answers },
    }),
    'portico.config.json': json(configFor(answers)),
    'astro.config.mjs': [
      "import { defineConfig } from 'astro/config';",
      "import portico from 'portico';",
      '',
      '// Everything a page needs comes from the Portico integration, configured from portico.config.json.',
      'export default defineConfig({ integrations: [portico()] });',
      '',
    ].join('\n'),
    'tsconfig.json': json({
      extends: 'astro/tsconfigs/strict',
      compilerOptions: { jsx: 'react-jsx', jsxImportSource: 'react' },
      include: ['src', 'tests', '*.ts', '*.mjs', '.astro/types.d.ts'],
    }),
    '.gitignore': [
      'node_modules/',
      'dist/',
      '.astro/',
      '.harness/',
      'test-results/',
      'playwright-report/',
      '',
    ].join('\n'),
    'src/pages/[...locale]/index.astro': [
      '---',
      '// The start page, built once per language in portico.config.json (`index.html`, `vi/index.html`, …).',
      "import AccountRegion from 'portico/AccountRegion.astro';",
      "import Base from 'portico/Base.astro';",
      "import { localePaths, pageLocale, siteText } from 'portico/pages';",
      '',
      'export const getStaticPaths = localePaths;',
      'const text = siteText(pageLocale(Astro.params));',
      '---',
      '',
      '<Base>',
      '  <section class="intro">',
      '    <h1>{text.appName}</h1>',
      '    <p>{text.appDescription}</p>',
      '  </section>',
      '  <AccountRegion />',
      '</Base>',
      '',
    ].join('\n'),
    'src/pages/[...locale]/example.astro': [
      '---',
      '// An example page: static HTML, with a wallet-aware part (src/components/Example.tsx) drawn by the island.',
      "import Base from 'portico/Base.astro';",
      "import WalletAware from 'portico/WalletAware.astro';",
      "import { localePaths, pageLocale, siteText } from 'portico/pages';",
      '',
      'export const getStaticPaths = localePaths;',
      'const text = siteText(pageLocale(Astro.params));',
      "const title = text.pageTitle('example');",
      '---',
      '',
      '<Base title={title}>',
      '  <h1>{title}</h1>',
      '  <WalletAware component="Example">',
      '    <p>{text.words.page.connectToUse}</p>',
      '  </WalletAware>',
      '</Base>',
      '',
    ].join('\n'),
    'src/components/Example.tsx': [
      "import { ConnectPrompt, usePorticoAccount } from 'portico/components';",
      '',
      "/** The example page's wallet-aware part: the connected account, or a prompt to connect. */",
      'export default function Example() {',
      '  const account = usePorticoAccount();',
      '  if (!account.address) return <ConnectPrompt />;',
      '  return (',
      '    <section aria-labelledby="example-heading">',
      '      <h2 id="example-heading">Your account</h2>',
      '      <p data-testid="example-address">{account.address}</p>',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'playwright.config.ts': [
      "import { harnessConfig } from 'portico/harness/playwright';",
      '',
      "// Portico's harness: an anvil fork of BNB Smart Chain, a test wallet, a mock Safe{Wallet} host, no outside network.",
      "export default harnessConfig({ testDir: 'tests' });",
      '',
    ].join('\n'),
    'tests/app.spec.ts': appSpec(answers),
    '.github/workflows/test.yml': workflow(),
    'README.md': readme(answers, context),
  };
  return files;
}

function appSpec(answers: CreateAnswers): string {
  const lines = [
    "import { readFileSync } from 'node:fs';",
    "import { expect, test } from 'portico/harness/playwright';",
    '',
    '// The languages as the config lists them now: add one there and this test covers it too.',
    "const config = JSON.parse(readFileSync(new URL('../portico.config.json', import.meta.url), 'utf8'));",
    '',
    "test('the start page is served in every language of the config', async ({ page, site }) => {",
    '  for (const code of config.locales) {',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the app's test source, a template literal there.
    "    const path = code === config.defaultLocale ? './' : `${code}/`;",
    '    await page.goto(new URL(path, site.url).href);',
    "    await expect(page.locator('html')).toHaveAttribute('lang', code);",
    "    await expect(page.getByRole('heading', { level: 1 })).toHaveText(config.appName);",
    '  }',
    '});',
    '',
    "test('a visitor connects the test wallet and the example page shows the account', async ({ page, site, wallet }) => {",
    "  await page.goto(new URL('example.html', site.url).href);",
    '  await wallet.connect(page);',
    "  await expect(page.getByTestId('example-address')).toHaveText(wallet.state.address, { ignoreCase: true });",
    '});',
    '',
  ];
  if (answers.safe) {
    lines.push(
      "test('inside the Safe host the app connects as the Safe without a click', async ({ page, safe }) => {",
      "  const frame = await safe.open(page, {}, { connected: true, path: 'example.html' });",
      "  await expect(frame.getByTestId('example-address')).toHaveText(safe.address, { ignoreCase: true });",
      '});',
      '',
    );
  }
  return lines.join('\n');
}

function workflow(): string {
  return [
    '# The tests in four shards, each on its own machine (Debian, for its Chromium packages).',
    'name: test',
    'on: [push, pull_request]',
    'jobs:',
    '  test:',
    '    runs-on: ubuntu-latest',
    '    container: debian:bookworm',
    '    strategy:',
    '      fail-fast: false',
    '      matrix:',
    '        shard: [1, 2, 3, 4]',
    '    steps:',
    '      - run: apt-get update -qq && apt-get install -y -qq git ca-certificates nodejs npm chromium chromium-headless-shell',
    '      - uses: actions/checkout@v4',
    '      - run: npm ci',
    '      - run: npx portico config --check',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not JavaScript's.
    '      - run: npx playwright test --shard=${{ matrix.shard }}/4',
    '        env: { CI: true }',
    '',
  ].join('\n');
}

function readme(answers: CreateAnswers, context: TemplateContext): string {
  return [
    `# ${answers.name}`,
    '',
    `A BNB Smart Chain dApp built on Portico ${context.version}: static pages any CDN or IPFS gateway serves, one`,
    'wallet dialog, every RainbowKit wallet, a Safe App mode, and tests on a local fork of the chain.',
    '',
    '## Quick start',
    '',
    '```sh',
    'npm install && npm start   # builds and serves http://localhost:4321',
    'npm test                   # the end-to-end tests (needs Chromium: apt-get install chromium-headless-shell)',
    '```',
    '',
    '## What is yours, what is Portico’s',
    '',
    'Yours: `portico.config.json` (name, logo, accent, wallets, languages, pages), `src/pages/`, `src/components/`,',
    '`public/`, `tests/`. Portico’s, through the `portico` package: the layout, the wallet dialog, the island, the',
    'security headers and CSP, the languages’ words and the test harness. `npm run portico -- config` writes',
    '`src/config/generated*.ts`, `public/manifest.json` and `public/_headers` from the config: never edit them.',
    '',
    '- A page: `npm run portico -- page add vault` (its page, component and test).',
    '- A language: add its code to `locales` in `portico.config.json`, then `npm run portico -- config`.',
    '- A wallet group: add `{ "groupName": "…", "wallets": ["okx", …] }` to `walletGroups`, then `npm run portico -- config`.',
    '- A new Portico release: `npx portico upgrade` (it merges the template’s changes with yours).',
    '',
  ].join('\n');
}
