// Builds the two modules the demo loader returns, from a demo's source. Errors name the file.
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  DEMO_DATA_FILE,
  DEMO_DATA_SPECIFIER,
  DemoSourceError,
  assertDefaultExport,
  componentName,
  displaySource,
  extractPreview,
  findImports,
  jsFileName,
  toJavaScript,
} from './transform';
import { buildScopeModule } from './scope';
import { demoIdFromName } from '../../src/lib/codeVariant';
import { highlightToHtml } from '../code-highlighting/highlightToHtml';
import { readsColorMode, rendersInBrowserOnly, type DemoFile, type DemoSource } from '../../src/lib/demo';

export interface DemoBuildInput {
  /** Absolute path of the demo file. */
  readonly file: string;
  /** Path shown in error messages (relative to the site). */
  readonly relativeName: string;
  readonly source: string;
  readonly readSibling: (absolutePath: string) => string;
  readonly exists: (absolutePath: string) => boolean;
  /** The importing page's name (`?demo&page=…`), which groups its demos into chunks. */
  readonly page?: string;
}

const DEMO_DATA_FOLDER = path.resolve(__dirname, '../../src/demo-data');
const DEMO_DATA_ENTRY = path.join(DEMO_DATA_FOLDER, 'index.ts');
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];

function resolveSibling(input: DemoBuildInput, specifier: string): string {
  const base = path.resolve(path.dirname(input.file), specifier);
  const candidates = [base, ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`)];
  const found = candidates.find((candidate) => path.extname(candidate) && input.exists(candidate));
  if (!found) throw new DemoSourceError(input.relativeName, `imports ${specifier}, which does not exist.`);
  if (path.dirname(found) !== path.dirname(input.file)) {
    throw new DemoSourceError(
      input.relativeName,
      `imports ${specifier}; a demo may only import files from its own folder.`,
    );
  }
  return found;
}

function resolveDataModule(input: DemoBuildInput, name: string): string {
  const file = path.join(DEMO_DATA_FOLDER, `${name}.ts`);
  if (!input.exists(file)) {
    throw new DemoSourceError(
      input.relativeName,
      `imports @site/src/demo-data/${name}; src/demo-data/${name}.ts does not exist.`,
    );
  }
  return file;
}

/** A data module travels alone into sandboxes, so it may import packages only. */
function dataModuleFile(input: DemoBuildInput, name: string): { source: string; packages: string[] } {
  const relativeName = `src/demo-data/${name}.ts`;
  const source = input.readSibling(resolveDataModule(input, name));
  const imports = findImports(source, relativeName);
  const local = [...imports.siblings, ...imports.dataModules, ...(imports.usesDemoData ? [DEMO_DATA_SPECIFIER] : [])];
  if (local.length > 0) {
    throw new DemoSourceError(relativeName, `imports ${local[0]}; a demo data module may import packages only.`);
  }
  return { source, packages: imports.packages };
}

/**
 * The magic comment that names a lazy import's chunk. All demos of a page share one chunk and all
 * their sources another: the runtime every page loads lists every chunk's hash, so a chunk per demo
 * would grow first-load JavaScript with each demo written (~5.5 bytes gzip per chunk). The name is
 * short because the runtime also carries every chunk name (Docusaurus's name-to-id table): page
 * paths as names cost ~30 bytes gzip per page with demos. `d`/`s` and a hash of the page's name; a
 * collision would only put two pages' demos in one chunk.
 */
export function demoChunkName(kind: 'demos' | 'demo-sources', page: string): string {
  if (!/^[a-z0-9-]+$/.test(page))
    throw new Error(`Demo chunk: page name "${page}" must be letters, digits and dashes.`);
  // Four base-36 digits: ~100 pages with demos collide with a chance of about 1 in 350.
  const hash = (createHash('sha1').update(page).digest().readUInt32BE(0) % 36 ** 4).toString(36);
  return `${kind === 'demos' ? 'd' : 's'}${hash}`;
}

/** Whether a chunk name is one `demoChunkName` gives. */
export function isDemoChunkName(name: string): boolean {
  return /^[ds][0-9a-z]{1,4}$/.test(name);
}

function chunkNameComment(kind: 'demos' | 'demo-sources', page: string | undefined): string {
  if (page === undefined) return '';
  return `/* webpackChunkName: "${demoChunkName(kind, page)}" */ `;
}

export async function buildDemoModule(input: DemoBuildInput): Promise<string> {
  const { file, relativeName, source } = input;
  assertDefaultExport(source, relativeName);
  // Surfaces a missing sibling or a forbidden import at build time, naming this file.
  const imports = findImports(source, relativeName);
  imports.siblings.forEach((specifier) => resolveSibling(input, specifier));
  imports.dataModules.forEach((name) => resolveDataModule(input, name));
  const name = componentName(file);
  const request = JSON.stringify(`./${path.basename(file)}`);
  const sourceRequest = JSON.stringify(`./${path.basename(file)}?demo-source`);
  const scopeRequest = JSON.stringify(`./${path.basename(file)}?demo-scope`);
  const previewCode = extractPreview(source, relativeName);
  const preview = previewCode === null ? null : { code: previewCode, html: highlightToHtml(previewCode, 'jsx') };
  return `export default {
  name: ${JSON.stringify(name)},
  id: ${JSON.stringify(demoIdFromName(name))},
  preview: ${JSON.stringify(preview)},
  rendersInBrowserOnly: ${JSON.stringify(rendersInBrowserOnly(imports.packages))},
  readsColorMode: ${JSON.stringify(readsColorMode(imports.packages))},
  load: () => import(${chunkNameComment('demos', input.page)}${request}),
  loadSource: () => import(${chunkNameComment('demo-sources', input.page)}${sourceRequest}),
  loadScope: () => import(${chunkNameComment('demos', input.page)}${scopeRequest}),
};
`;
}

async function toDemoFile(name: string, source: string, relativeName: string): Promise<DemoFile> {
  const shown = displaySource(source);
  return { name, tsx: shown, js: await toJavaScript(shown, relativeName), jsName: jsFileName(name) };
}

export async function buildSource(input: DemoBuildInput): Promise<DemoSource> {
  const { file, relativeName, source } = input;
  const imports = findImports(source, relativeName);
  const files: DemoFile[] = [await toDemoFile(path.basename(file), source, relativeName)];
  const packages = new Set(imports.packages);
  for (const specifier of imports.siblings) {
    const siblingPath = resolveSibling(input, specifier);
    const siblingSource = input.readSibling(siblingPath);
    const siblingName = path.relative(path.dirname(relativeName), siblingPath) || path.basename(siblingPath);
    findImports(siblingSource, siblingName).packages.forEach((p) => packages.add(p));
    files.push(await toDemoFile(path.basename(siblingPath), siblingSource, siblingName));
  }
  if (imports.usesDemoData) {
    const dataSource = input.readSibling(DEMO_DATA_ENTRY);
    findImports(dataSource, DEMO_DATA_FILE).packages.forEach((p) => packages.add(p));
    files.push(await toDemoFile(DEMO_DATA_FILE, dataSource, 'src/demo-data/index.ts'));
  }
  for (const name of imports.dataModules) {
    const fileName = `${name}.ts`;
    if (files.some((file) => file.name === fileName)) {
      throw new DemoSourceError(
        relativeName,
        `imports ${fileName} both as a sibling and from src/demo-data; rename one.`,
      );
    }
    const dataModule = dataModuleFile(input, name);
    dataModule.packages.forEach((p) => packages.add(p));
    files.push(await toDemoFile(fileName, dataModule.source, `src/demo-data/${fileName}`));
  }
  return { files, imports: [...packages].sort() };
}

export async function buildSourceModule(input: DemoBuildInput): Promise<string> {
  return `export default ${JSON.stringify(await buildSource(input))};\n`;
}

/**
 * `?demo-scope`: the modules an edited demo may import (see scope.ts). It goes into the page's demo
 * chunk (the same chunk name), which already has every module it imports: a chunk of its own would
 * add an entry to the runtime every page loads. Only the function that loads it is on the page.
 */
export async function buildEditScopeModule(input: DemoBuildInput): Promise<string> {
  return buildScopeModule(input.source, input.relativeName);
}
