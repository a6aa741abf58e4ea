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
  relativeImports,
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

/** `src/demo-data/<name>.ts`, or the entry of a data folder, `src/demo-data/<name>/index.ts`. */
function resolveDataModule(input: DemoBuildInput, name: string): string {
  const file = path.join(DEMO_DATA_FOLDER, `${name}.ts`);
  if (input.exists(file)) return file;
  const folderEntry = path.join(DEMO_DATA_FOLDER, name, 'index.ts');
  if (input.exists(folderEntry)) return folderEntry;
  throw new DemoSourceError(
    input.relativeName,
    `imports @site/src/demo-data/${name}; src/demo-data/${name}.ts does not exist.`,
  );
}

interface DataModuleFile {
  /** The tab and sandbox name: `chartsClimate.ts`, or `gridServerBackend/query.ts` in a folder. */
  readonly name: string;
  readonly source: string;
}

/** The file a data folder's module imports as `specifier`; it must be in the same folder. */
function resolveInDataFolder(input: DemoBuildInput, folder: string, importer: string, specifier: string): string {
  const base = path.resolve(folder, specifier);
  const found = [base, ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`)].find(
    (candidate) => path.extname(candidate) && input.exists(candidate),
  );
  if (!found || path.dirname(found) !== folder) {
    throw new DemoSourceError(
      importer,
      `imports ${specifier}; a file of a demo data folder may import packages and files of its own folder only.`,
    );
  }
  return found;
}

/**
 * A data module travels alone into sandboxes, so it may import packages only; a data folder's
 * modules may also import one another. A folder gives its entry first, then the files it reaches.
 */
function dataModuleFiles(input: DemoBuildInput, name: string): { files: DataModuleFile[]; packages: string[] } {
  const entry = resolveDataModule(input, name);
  const folder = entry === path.join(DEMO_DATA_FOLDER, `${name}.ts`) ? null : path.dirname(entry);
  const files: DataModuleFile[] = [];
  const packages = new Set<string>();
  const queue = [entry];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const file = queue.shift()!;
    const fileName = folder ? `${name}/${path.relative(folder, file)}` : `${name}.ts`;
    const relativeName = `src/demo-data/${fileName}`;
    const source = input.readSibling(file);
    const imports = findImports(source, relativeName);
    const outside = [
      ...(folder ? [] : imports.siblings),
      ...imports.dataModules,
      ...(imports.usesDemoData ? [DEMO_DATA_SPECIFIER] : []),
    ];
    if (outside.length > 0) {
      throw new DemoSourceError(
        relativeName,
        folder
          ? `imports ${outside[0]}; a file of a demo data folder may import packages and files of its own folder only.`
          : `imports ${outside[0]}; a demo data module may import packages only.`,
      );
    }
    imports.packages.forEach((p) => packages.add(p));
    files.push({ name: fileName, source });
    if (!folder) continue;
    for (const specifier of relativeImports(source, relativeName)) {
      const next = resolveInDataFolder(input, folder, relativeName, specifier);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return { files, packages: [...packages] };
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
    const dataModule = dataModuleFiles(input, name);
    // Both would be `./${name}` in the demo as readers see it.
    const clash = files.find(
      (file) => file.name.replace(/\.[jt]sx?$/, '') === name || file.name.startsWith(`${name}/`),
    );
    if (clash) {
      throw new DemoSourceError(
        relativeName,
        `imports ${clash.name} both as a sibling and from src/demo-data; rename one.`,
      );
    }
    dataModule.packages.forEach((p) => packages.add(p));
    for (const file of dataModule.files) {
      files.push(await toDemoFile(file.name, file.source, `src/demo-data/${file.name}`));
    }
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
