// What the package tests need to stand outside this repository: a clean environment for the commands an app's
// maintainer would type, `npm pack` of this repository, a later release made from it, and a registry for the two.
import { createHash } from 'node:crypto';
import { cpSync, createReadStream, symlinkSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { runCaptured } from '../../harness/runCaptured.ts';

export const REPO = resolve(import.meta.dirname, '../..');

let sharedHarnessDir: string | undefined;
/** The harness folder every app's test run shares (set once the temporary folder exists). */
export function shareHarnessDir(dir: string): void {
  sharedHarnessDir = dir;
}

/**
 * The environment of a maintainer's shell in the app: none of this repository's npm settings (npm passes its
 * config to children as `npm_config_*`, among them the `portico-source` condition that names this repository's
 * TypeScript), no harness run of ours, Node 24 (this process's) first on PATH.
 */
export function appEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|NODE_OPTIONS$|PORTICO_|PLAYWRIGHT_|VITEST|TEST$|NODE_ENV$|INIT_CWD$)/i.test(key)) continue;
    env[key] = value;
  }
  env.PATH = `${resolve(process.execPath, '..')}:${env.PATH ?? ''}`;
  env.ASTRO_TELEMETRY_DISABLED = '1';
  env.CI = 'true';
  // The apps' test runs are small (a few tests each): one worker apiece, and one harness folder for all of them, so
  // the seeded chain is made once (builds are still one per app, by their own fingerprints).
  env.PORTICO_E2E_WORKERS = '1';
  if (sharedHarnessDir) env.PORTICO_HARNESS_DIR = sharedHarnessDir;
  return { ...env, ...extra };
}

/** Runs a command in `cwd` as the maintainer would; throws with its output when it fails. */
export async function sh(
  cwd: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = appEnvironment(),
): Promise<string> {
  const { code, stdout, stderr } = await runCaptured(command, args, { cwd, env });
  const output = `${stdout}${stderr}`;
  if (code !== 0)
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output.slice(-6000)}`);
  return output;
}

/** What a copy of the repository to pack leaves out: installs, builds, caches, test output. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  '.harness',
  'dist',
  'test-results',
  'bench-results',
  '.astro',
]);

/**
 * `npm pack` of this repository (its prepack compiles the Node-side code) into `into`: the tarball's path. Packed
 * from a copy: the compile writes JavaScript beside the sources until the pack has ended, which a type check or a
 * lint of the repository running at the same time would read.
 */
export async function packPortico(into: string): Promise<string> {
  const copy = await mkdtemp(join(into, 'repo-'));
  cpSync(REPO, copy, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(source.slice(REPO.length + 1).split('/')[0] ?? ''),
  });
  symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'));
  const folder = await mkdtemp(join(into, 'pack-'));
  await sh(copy, 'npm', ['pack', '--pack-destination', folder], { ...process.env });
  await rm(copy, { recursive: true, force: true });
  return onlyTarball(folder);
}

/** The same package under another name and version (a later release, or the name a registry serves it by). */
export async function repackAs(
  tarball: string,
  into: string,
  manifest: { name: string; version: string },
  edit?: (packageDir: string) => Promise<void>,
): Promise<string> {
  const staging = await mkdtemp(join(into, 'stage-'));
  await sh(staging, 'tar', ['xzf', tarball]);
  await edit?.(join(staging, 'package'));
  const packageJson = join(staging, 'package', 'package.json');
  const pkg = JSON.parse(await readFile(packageJson, 'utf8')) as Record<string, unknown>;
  await writeFile(packageJson, `${JSON.stringify({ ...pkg, ...manifest }, null, 2)}\n`);
  const folder = await mkdtemp(join(into, 'pack-'));
  await sh(join(staging, 'package'), 'npm', ['pack', '--ignore-scripts', '--pack-destination', folder]);
  await rm(staging, { recursive: true, force: true });
  return onlyTarball(folder);
}

/** The one tarball `npm pack` wrote into a folder of its own. */
async function onlyTarball(folder: string): Promise<string> {
  const { readdir } = await import('node:fs/promises');
  const found = (await readdir(folder)).filter((name) => name.endsWith('.tgz'));
  if (found.length !== 1 || !found[0])
    throw new Error(`npm pack wrote ${found.length} tarballs into ${folder}`);
  return join(folder, found[0]);
}

/**
 * A registry for one scope on loopback: `publish` a tarball and npm finds it by name and semver range, as it would
 * a release on the public registry. Everything else still comes from the npm cache and registry.
 */
export interface LocalRegistry {
  readonly url: string;
  publish(tarball: string, manifest: { name: string; version: string }): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalRegistry(): Promise<LocalRegistry> {
  const packages = new Map<string, Map<string, { file: string; manifest: Record<string, unknown> }>>();
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(1);
    const tarball = /^(.+)\/-\/(.+\.tgz)$/.exec(path);
    if (tarball) {
      const entry = [...(packages.get(tarball[1] ?? '')?.values() ?? [])].find((v) =>
        v.file.endsWith(`/${tarball[2]}`),
      );
      if (!entry) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      return void createReadStream(entry.file).pipe(res);
    }
    const versions = packages.get(path);
    if (!versions) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    const latest = [...versions.keys()].at(-1) ?? '';
    const body = {
      name: path,
      'dist-tags': { latest },
      versions: Object.fromEntries([...versions].map(([version, v]) => [version, v.manifest])),
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    async publish(file, { name, version }) {
      const bytes = await readFile(file);
      const pkg = JSON.parse(
        (await sh(resolve(file, '..'), 'tar', ['xzOf', file, 'package/package.json'])).trim(),
      ) as Record<string, unknown>;
      const base = file.slice(file.lastIndexOf('/') + 1);
      const manifest = {
        ...pkg,
        name,
        version,
        dist: {
          tarball: `${url}${name}/-/${base}`,
          shasum: createHash('sha1').update(bytes).digest('hex'),
          integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}`,
        },
      };
      if (!packages.has(name)) packages.set(name, new Map());
      packages.get(name)?.set(version, { file, manifest });
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A port nothing listens on now, for a server the test cannot give port 0 (an app's own preview server). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** Writes `files` (path → text) below `root`, making folders as needed. */
export async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(resolve(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

/** Every file below `root` (but node_modules, dist, .harness, test output) with a hash of its content. */
export async function snapshotTree(root: string): Promise<Record<string, string>> {
  const { readdir } = await import('node:fs/promises');
  const skip = new Set(['node_modules', 'dist', '.harness', 'test-results', '.astro', 'package-lock.json']);
  const out: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name).slice(root.length + 1);
    if (path.split('/').some((part) => skip.has(part))) continue;
    out[path] = createHash('sha256')
      .update(await readFile(join(root, path)))
      .digest('hex');
  }
  return out;
}
