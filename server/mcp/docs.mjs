// @ts-check
// One build's docs as the MCP tools read them: search, page twins and API data. Opened once per
// process and shared by every MCP session (the HTTP endpoint makes a server per request), so the
// indexes are parsed once.
import { createApiReference } from './apiReference.mjs';
import { resolveBuildDir } from './buildFiles.mjs';
import { createPageReader } from './pages.mjs';
import { createDocsSearch } from './search.mjs';

/**
 * @param {string} [buildDir] default DOCS_BUILD_DIR or ./build
 */
export function openDocs(buildDir) {
  const dir = resolveBuildDir(buildDir);
  return {
    buildDir: dir,
    search: createDocsSearch(dir),
    pages: createPageReader(dir),
    api: createApiReference(dir),
  };
}

/** @typedef {ReturnType<typeof openDocs>} Docs */
