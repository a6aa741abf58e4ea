// The API pages' data: generated from the installed packages' type definitions (generate.ts, a few
// seconds of ts-morph), cached by package version in node_modules/.cache. The build and
// `npm run docs:coverage` read it through here.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import type { ApiPageData } from '../../src/lib/apiReference';
import type { GridEventRow } from './gridEvents';

const PACKAGES = [
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts',
  '@mui/x-charts-pro',
  '@mui/x-tree-view',
  '@mui/x-tree-view-pro',
];

/**
 * The shape of the cached data. Bump it when the data changes in a way the sources below do not
 * show; any change to them already makes a new key.
 */
const DATA_VERSION = 2;

/**
 * The generator's sources: generate.ts and gridEvents.ts and every module they import, transitively
 * inside this folder, plus the files outside it they import (src/lib/apiReference.ts: the data's
 * shape). Found by reading the imports, so a module added later invalidates the cache too.
 */
export function generatorSources(dir: string = __dirname): string[] {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !existsSync(file)) return;
    found.add(file);
    if (path.dirname(file) !== dir) return;
    for (const match of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(dir, match[1] ?? '');
      visit(/\.tsx?$/.test(target) ? target : `${target}.ts`);
    }
  };
  for (const entry of ['generate.ts', 'gridEvents.ts']) visit(path.join(dir, entry));
  return [...found].sort();
}

function cacheKey(siteDir: string): string {
  const hash = createHash('sha256');
  for (const name of PACKAGES) {
    const manifest = JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    hash.update(`${name}@${manifest.version};`);
  }
  // A change to the extractor or to the data's shape invalidates the cache too.
  hash.update(`data@${DATA_VERSION};`);
  for (const file of generatorSources()) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Reads `<name>.json` from the cache for these package versions, or makes it and stores it. */
async function cached<T>(
  siteDir: string,
  name: string,
  make: () => T | Promise<T>,
): Promise<{ data: T; cached: boolean }> {
  const cacheFile = path.join(
    siteDir,
    'node_modules',
    '.cache',
    'mui-x-api-reference',
    `${cacheKey(siteDir)}-${name}.json`,
  );
  try {
    return { data: JSON.parse(await fs.readFile(cacheFile, 'utf8')) as T, cached: true };
  } catch {
    // No cache for these package versions yet.
  }
  const data = await make();
  await fs.mkdir(path.dirname(cacheFile), { recursive: true });
  await fs.writeFile(cacheFile, JSON.stringify(data));
  return { data, cached: false };
}

export async function loadPages(siteDir: string): Promise<{ pages: ApiPageData[]; cached: boolean; seconds: number }> {
  const started = Date.now();
  const { data, cached: fromCache } = await cached(siteDir, 'pages', async () => {
    const { generateApiPages } = await import('./generate');
    return generateApiPages();
  });
  return { pages: data, cached: fromCache, seconds: (Date.now() - started) / 1000 };
}

/** The Data Grid's events, for the table on the Events guide (gridEvents.ts). */
export async function loadGridEvents(siteDir: string): Promise<GridEventRow[]> {
  const { data } = await cached(siteDir, 'grid-events', async () => {
    const { extractGridEvents } = await import('./gridEvents');
    return extractGridEvents(siteDir);
  });
  return data;
}
