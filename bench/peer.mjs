// @ts-check
// The stock Docusaurus site ("the peer") `npm run bench` measures our pages against, side by side, so
// a slow spell of the machine shows on both sites instead of passing for a regression (or hiding one).
// It is `create-docusaurus@3.10.2 classic --typescript` with nothing changed but what our server
// needs (baseUrl /x/, trailing slashes), our React, MUI and Data Grid versions, and one page made
// from our sorting guide (bench/peerPage.mjs). Built once, outside the repo, and reused while
// nothing that defines it changes.
// Usage: node bench/peer.mjs   (builds the peer if needed; needs our build in build/)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeResult } from './servedBuild.mjs';
import { peerPageFromGuide } from './peerPage.mjs';
import { comparePeer, printPeerComparison } from './peerCompare.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCUSAURUS_VERSION = '3.10.2';
const SCAFFOLD = [`create-docusaurus@${DOCUSAURUS_VERSION}`, 'classic', '--typescript'];
/** Versions the peer takes from our package-lock.json, so a difference is in the site, not the libraries. */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  '@mui/material',
  '@mui/x-data-grid',
  '@emotion/react',
  '@emotion/styled',
];
/** The only config changes: our server serves the site under /x/ and redirects to trailing slashes. */
const CONFIG_EDITS = [
  ["url: 'https://your-docusaurus-site.example.com',", "url: 'http://127.0.0.1',"],
  ["baseUrl: '/',", "baseUrl: '/x/',\n  trailingSlash: true,"],
];
const PAGE_SOURCE = 'docs/react-data-grid/sorting.mdx';
const PAGE_TARGET = 'docs/data-grid-sorting.mdx';
const READY_FILE = 'peer-ready.json';

export function peerCacheRoot() {
  const cache = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cache, 'mui-x-docs-bench');
}

/** Everything that defines the peer, and the short hash of it that names its folder. */
function peerRecipe() {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const versions = {};
  for (const name of SHARED_PACKAGES) {
    const version = lock.packages?.[`node_modules/${name}`]?.version;
    if (!version) throw new Error(`peer: ${name} is not in our package-lock.json`);
    versions[name] = version;
  }
  const page = peerPageFromGuide(readFileSync(path.join(ROOT, PAGE_SOURCE), 'utf8'));
  const definition = { scaffold: SCAFFOLD, docusaurus: DOCUSAURUS_VERSION, versions, configEdits: CONFIG_EDITS, page };
  const key = createHash('sha256').update(JSON.stringify(definition)).digest('hex').slice(0, 12);
  return { key, versions, page };
}

// Without the npm_* variables `npm run bench` sets, the peer's npm reads its own folder's config
// and lockfile, not ours.
const childEnv = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

/**
 * Runs one step of the peer build; a failure names the step and shows the end of its output.
 * @param {string} step
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(step, command, args, cwd) {
  const started = Date.now();
  console.log(`peer: ${step} (${[command, ...args].join(' ')})…`);
  const result = spawnSync(command, args, {
    cwd,
    env: childEnv(),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim().slice(-4000);
    throw new Error(
      `Peer build failed at step "${step}" (${command} ${args.join(' ')}, in ${cwd}): ` +
        `${result.error?.message ?? `exit code ${result.status}`}\n${output}`,
    );
  }
  console.log(`peer: ${step} done in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Runs one step done in this process (editing the scaffolded files), naming the step on failure.
 * @param {string} step
 * @param {() => void} action
 */
function inStep(step, action) {
  try {
    action();
  } catch (error) {
    throw new Error(`Peer build failed at step "${step}": ${/** @type {Error} */ (error).message}`);
  }
}

/**
 * @param {string} file
 * @param {(text: string) => string} change
 */
const editFile = (file, change) => writeFileSync(file, change(readFileSync(file, 'utf8')));

/**
 * @param {string} text
 * @param {string} from
 * @param {string} to
 */
function replaceOnce(text, from, to) {
  const at = text.indexOf(from);
  if (at === -1 || text.indexOf(from, at + 1) !== -1) throw new Error(`expected "${from}" exactly once`);
  return text.slice(0, at) + to + text.slice(at + from.length);
}

/**
 * The peer's build folder, building the peer first unless this recipe's build is in the cache.
 * @returns {{ key: string, dir: string, buildDir: string, reused: boolean, versions: Record<string, string> }}
 */
export function ensurePeerBuild() {
  const { key, versions, page } = peerRecipe();
  const root = peerCacheRoot();
  const dir = path.join(root, `peer-${key}`);
  const buildDir = path.join(dir, 'build');
  // Written last: a folder without it is a build that stopped halfway.
  if (existsSync(path.join(dir, READY_FILE)) && existsSync(path.join(buildDir, 'index.html'))) {
    return { key, dir, buildDir, reused: true, versions };
  }
  const started = Date.now();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const [scaffoldPackage, ...scaffoldArgs] = SCAFFOLD;
  run(
    'scaffold',
    'npx',
    ['--yes', scaffoldPackage ?? '', dir, ...scaffoldArgs, '--skip-install', '--package-manager', 'npm'],
    root,
  );
  inStep('pin versions', () =>
    editFile(path.join(dir, 'package.json'), (text) => {
      const manifest = JSON.parse(text);
      for (const field of ['dependencies', 'devDependencies']) {
        for (const name of Object.keys(manifest[field] ?? {})) {
          if (name.startsWith('@docusaurus/')) manifest[field][name] = DOCUSAURUS_VERSION;
        }
      }
      Object.assign(manifest.dependencies, versions);
      return `${JSON.stringify(manifest, null, 2)}\n`;
    }),
  );
  inStep('configure', () =>
    editFile(path.join(dir, 'docusaurus.config.ts'), (text) =>
      CONFIG_EDITS.reduce((config, [from = '', to = '']) => replaceOnce(config, from, to), text),
    ),
  );
  inStep('write the Data Grid page', () => writeFileSync(path.join(dir, PAGE_TARGET), page));
  // npm writes the peer's own package-lock.json into its folder: what the measured peer ran on.
  run('install', 'npm', ['install', '--include=dev', '--no-audit', '--no-fund'], dir);
  run('build', 'npx', ['docusaurus', 'build'], dir);
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(path.join(dir, READY_FILE), `${JSON.stringify({ key, versions, seconds }, null, 2)}\n`);
  // Older peers are dead weight (a few hundred MB each): a recipe change never goes back to one.
  for (const entry of readdirSync(root)) {
    if (entry.startsWith('peer-') && entry !== `peer-${key}`) rmSync(path.join(root, entry), { recursive: true });
  }
  return { key, dir, buildDir, reused: false, versions };
}

/** The peer (built if needed) and our build, measured side by side. */
export async function measurePeer() {
  const { key, dir, buildDir, reused, versions } = ensurePeerBuild();
  console.log(`peer: ${reused ? 'reusing' : 'built'} ${dir}`);
  const comparison = await comparePeer({ ourBuildDir: path.join(ROOT, 'build'), peerBuildDir: buildDir });
  return { peer: { key, dir, docusaurus: DOCUSAURUS_VERSION, versions }, ...comparison };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measurePeer();
  printPeerComparison(result);
  writeResult('peer', result);
}
