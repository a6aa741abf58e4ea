// @ts-check
// Where the Markdown twin of a page lives. The build writes one beside every English guide and API
// page (plugins/markdown-twins); the page links it, the page actions menu copies it, and the
// servers (server/static.mjs, the MCP server) read it. Plain ESM JavaScript because the server runs
// in `node` without a TypeScript loader. Twins are English only, so a translated page points to the
// English twin.

const LOCALE_SEGMENT = /^\/x\/zh\//;

/**
 * `/x/react-data-grid/sorting/` -> `/x/react-data-grid/sorting.md`; `/x/` -> `/x/index.md`.
 * @param {string} pagePath
 * @returns {string}
 */
export function markdownTwinPath(pagePath) {
  const english = pagePath.replace(LOCALE_SEGMENT, '/x/');
  const withoutHash = english.split(/[?#]/)[0] ?? '';
  const trimmed = withoutHash.replace(/\/+$/, '');
  return trimmed === '/x' || trimmed === '' ? '/x/index.md' : `${trimmed}.md`;
}

/**
 * The build file of a twin, relative to the English build folder: `react-data-grid/sorting.md`.
 * @param {string} pagePath
 * @returns {string}
 */
export function markdownTwinFile(pagePath) {
  return markdownTwinPath(pagePath).replace(/^\/x\//, '');
}
