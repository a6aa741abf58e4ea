// @ts-check
// The site's own rules the MCP server needs, taken from the TypeScript modules the site is built
// with rather than copied: the search index options and ranking (the index was written with those
// options and must be read with the same tokenizer), the API anchors and the documented version.
// `node` runs the server without a TypeScript loader, so jiti compiles these few pure modules (cached
// in node_modules/.cache/jiti), as plugins/loadTypeScript.cjs does for the bundler's loaders. On
// first use, not on import: the production server imports this whether or not a client calls /mcp.
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

function load() {
  const jiti = createJiti(fileURLToPath(import.meta.url));
  /** @type {typeof import('../../src/lib/search/engine')} */
  const engine = jiti('../../src/lib/search/engine.ts');
  /** @type {typeof import('../../src/lib/search/records')} */
  const records = jiti('../../src/lib/search/records.ts');
  /** @type {typeof import('../../src/lib/search/indexFile')} */
  const indexFile = jiti('../../src/lib/search/indexFile.ts');
  /** @type {typeof import('../../src/lib/search/manifest')} */
  const manifest = jiti('../../src/lib/search/manifest.ts');
  /** @type {typeof import('../../src/lib/apiReference')} */
  const apiReference = jiti('../../src/lib/apiReference.ts');
  /** @type {typeof import('../../src/lib/versions')} */
  const versions = jiti('../../src/lib/versions.ts');
  return {
    searchIndexes: engine.searchIndexes,
    loadIndexFile: indexFile.loadIndexFile,
    recordTitle: records.recordTitle,
    SEARCH_INDEX_DIR: manifest.SEARCH_INDEX_DIR,
    MANIFEST_FILE: manifest.MANIFEST_FILE,
    propAnchor: apiReference.propAnchor,
    DOCUMENTED_VERSION: versions.DOCUMENTED_VERSION,
  };
}

/** @type {ReturnType<typeof load> | undefined} */
let rules;

/** The site's rules, compiled on the first call. */
export function siteRules() {
  rules ??= load();
  return rules;
}
