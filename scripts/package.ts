// `npm pack`'s two steps (package.json `prepack` / `postpack`): compile what Node runs in an app, then tidy up.
//
// `node scripts/package.ts compile`: tsc (tsconfig.package.json) writes JavaScript and type declarations beside the
// TypeScript sources of the package's Node-side entries (the integration, the CLI, the harness) and what they
// import; the app's generated settings, which the package never ships, get a stand-in that loads the app's own.
// Every file written is listed in `.package-emitted` so that `node scripts/package.ts clean` removes exactly those.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const listFile = join(root, '.package-emitted');

/** Each generated module of the app, as the package's Node-side code imports it: the app's file, loaded at run time. */
const appModuleStandIns: Record<string, { js: string; dts: string }> = {
  'src/config/generated': {
    js: standIn('generated.ts', 'settings'),
    dts: "import type { PorticoSettings } from './types.ts';\nexport declare const settings: PorticoSettings;\n",
  },
  'src/config/generatedWallets': {
    js: standIn('generatedWallets.ts', 'walletConnectWallets', 'walletFactories'),
    dts:
      "import type { WalletList } from '@rainbow-me/rainbowkit';\n" +
      "export type CreateWallet = WalletList[number]['wallets'][number];\n" +
      'export declare const walletFactories: Readonly<Record<string, CreateWallet>>;\n' +
      'export declare const walletConnectWallets: readonly string[];\n',
  },
};

function standIn(file: string, ...names: string[]): string {
  return [
    `// The app's own src/config/${file}, written by \`portico config\` from its portico.config.json.`,
    "import { join } from 'node:path';",
    "import { pathToFileURL } from 'node:url';",
    "import { appRoot } from '../../build/appRoot.js';",
    `const app = await import(pathToFileURL(join(appRoot(), 'src/config/${file}')).href);`,
    ...names.map((name) => `export const ${name} = app.${name};`),
    '',
  ].join('\n');
}

function clean(): void {
  if (!existsSync(listFile)) return;
  for (const file of readFileSync(listFile, 'utf8').split('\n').filter(Boolean))
    rmSync(file, { force: true });
  rmSync(listFile, { force: true });
}

function compile(): void {
  clean();
  const tsc = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.package.json', '--listEmittedFiles'],
    { cwd: root, encoding: 'utf8' },
  );
  const emitted = tsc.stdout
    .split('\n')
    .filter((line) => line.startsWith('TSFILE: '))
    .map((line) => line.slice('TSFILE: '.length).trim());
  for (const [base, text] of Object.entries(appModuleStandIns)) {
    const js = join(root, `${base}.js`);
    const dts = join(root, `${base}.d.ts`);
    writeFileSync(js, text.js);
    writeFileSync(dts, text.dts);
    emitted.push(js, dts);
  }
  writeFileSync(listFile, `${[...new Set(emitted)].join('\n')}\n`);
  if (tsc.status !== 0) {
    process.stderr.write(
      `${tsc.stdout
        .split('\n')
        .filter((l) => !l.startsWith('TSFILE: '))
        .join('\n')}${tsc.stderr}`,
    );
    clean();
    process.stderr.write('The package was not compiled: fix the type errors above, then pack again.\n');
    process.exit(1);
  }
  process.stdout.write(`Compiled the package's Node-side code: ${emitted.length} files.\n`);
}

const command = process.argv[2];
if (command === 'compile') compile();
else if (command === 'clean') clean();
else {
  process.stderr.write('usage: node scripts/package.ts compile|clean\n');
  process.exit(2);
}
