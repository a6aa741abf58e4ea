// @ts-check
// search_docs: the site's own search index (one MiniSearch index per product, listed by
// build/search-index/manifest.json) queried with the site's own ranking, as the search modal does.
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { cachedFile } from './buildFiles.mjs';
import { DocsLookupError } from './errors.mjs';
import { siteRules } from './siteRules.mjs';

/** The products a search can be narrowed to, as the tool names them, and their index ids. */
export const SEARCH_PRODUCTS = /** @type {const} */ ({
  'data-grid': 'x-data-grid',
  'date-pickers': 'x-date-pickers',
  charts: 'x-charts',
  'tree-view': 'x-tree-view',
});

/** @typedef {keyof typeof SEARCH_PRODUCTS} SearchProduct */

/**
 * @typedef {object} SearchHit
 * @property {string} title the page title
 * @property {string} [section] the heading under the page (h2 or h3), or the prop's name
 * @property {'page' | 'section' | 'prop'} kind
 * @property {string} url site path with the anchor: `/x/react-data-grid/row-selection/#checkbox-selection`
 * @property {'pro' | 'premium'} [plan] the plan the feature needs, when not the free one
 * @property {string} [type] a prop's type
 * @property {string} excerpt the start of the text
 */

/** @typedef {import('../../src/lib/search/engine').LoadedIndex} LoadedIndex */

/**
 * @param {string} dir the search-index folder
 * @param {string} manifestJson
 * @returns {Promise<Map<string, LoadedIndex>>} index by product id
 */
async function loadIndexes(dir, manifestJson) {
  /** @type {import('../../src/lib/search/manifest').SearchManifest} */
  const manifest = JSON.parse(manifestJson);
  const entries = await Promise.all(
    Object.entries(manifest.indexes).map(async ([product, file]) => {
      // Names come from the build's own manifest; basename keeps a doctored one inside the folder.
      const json = await fs.readFile(path.join(dir, path.basename(file)), 'utf8');
      return /** @type {const} */ ([product, siteRules().loadIndexFile(json)]);
    }),
  );
  return new Map(entries);
}

/** @param {import('../../src/lib/search/engine').RankedHit} hit @returns {SearchHit} */
function toSearchHit({ record }) {
  return {
    title: record.page,
    ...(record.kind === 'page' ? {} : { section: siteRules().recordTitle(record) }),
    kind: record.kind,
    url: record.url,
    ...(record.plan ? { plan: record.plan } : {}),
    ...(record.propType ? { type: record.propType } : {}),
    excerpt: record.excerpt,
  };
}

/**
 * Searches the English build in `buildDir`. The indexes are loaded on the first search and again
 * after a build rewrites the manifest.
 * @param {string} buildDir absolute
 */
export function createDocsSearch(buildDir) {
  /** @type {(() => Promise<Map<string, LoadedIndex> | null>) | undefined} */
  let indexes;
  const loadedIndexes = () => {
    if (!indexes) {
      const { SEARCH_INDEX_DIR, MANIFEST_FILE } = siteRules();
      const dir = path.join(buildDir, SEARCH_INDEX_DIR);
      indexes = cachedFile(path.join(dir, MANIFEST_FILE), (json) => loadIndexes(dir, json));
    }
    return indexes();
  };
  return {
    /**
     * Ranked hits, best first.
     * @param {string} query
     * @param {{ product?: SearchProduct, limit?: number }} [options]
     * @returns {Promise<SearchHit[]>}
     */
    async search(query, { product, limit = 10 } = {}) {
      const loaded = await loadedIndexes();
      if (!loaded) throw new DocsLookupError('The docs build has no search index: run `npm run build` first.');
      const chosen = product ? [loaded.get(SEARCH_PRODUCTS[product])] : [...loaded.values()];
      const searched = chosen.filter((index) => index !== undefined);
      return siteRules().searchIndexes(searched, query, { limit }).map(toSearchHit);
    },
  };
}
