// Where the built search index lives and how the client finds its files. The folder name matters:
// the service worker caches every URL containing `/search-index/`, so search works offline.

export const SEARCH_INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

export interface SearchManifest {
  readonly locale: string;
  /** Index file name (with its content hash) by product id. */
  readonly indexes: Readonly<Record<string, string>>;
}

/** `/x/` -> `/x/search-index/manifest.json`; `/x/zh/` -> `/x/zh/search-index/manifest.json`. */
export function manifestUrl(baseUrl: string): string {
  return `${baseUrl}${SEARCH_INDEX_DIR}/${MANIFEST_FILE}`;
}

export function indexUrl(baseUrl: string, file: string): string {
  return `${baseUrl}${SEARCH_INDEX_DIR}/${file}`;
}

/** The reader's product first, so its index is parsed first; then the others in manifest order. */
export function orderedIndexFiles(manifest: SearchManifest, current?: string): string[] {
  const entries = Object.entries(manifest.indexes);
  entries.sort(([a], [b]) => Number(b === current) - Number(a === current));
  return entries.map(([, file]) => file);
}
