// @ts-check
// What the service worker keeps, shared by the worker (src/sw/worker.mjs), the build
// (docusaurus.config.ts filters the precache list with it) and the unit tests. Plain JavaScript:
// plugin-pwa compiles the worker with Babel for .js/.mjs files only.

/**
 * The app shell, precached at install: the bundles every page runs, the main stylesheet, the Latin
 * fonts and the logo. Paths are relative to the locale's build folder (what the precache manifest
 * lists). Pages are not in it: a reader's visited pages are cached as they are read.
 * @param {string} file
 */
export function isAppShellFile(file) {
  return (
    /^assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(file) ||
    /^assets\/css\/styles\.[0-9a-f]+\.css$/.test(file) ||
    /^assets\/fonts\/[a-z-]+-latin-(\d+|wght)-normal-[0-9a-f]+\.woff2$/.test(file) ||
    /^img\/(logo|favicon)\.svg$/.test(file)
  );
}

/** @typedef {'pages' | 'assets' | 'search-index' | 'static'} RuntimeCache */

/**
 * Cache names, versioned so a change of strategy or of a file's format can drop the old ones
 * (search index v2: the layout of src/lib/search/indexFile.ts).
 */
export const CACHE_NAMES = /** @type {const} */ ({
  pages: 'mui-x-docs-pages-v1',
  assets: 'mui-x-docs-assets-v1',
  'search-index': 'mui-x-docs-search-index-v2',
  static: 'mui-x-docs-static-v1',
});

/** How many entries each cache keeps; the oldest go first. */
export const CACHE_LIMITS = /** @type {const} */ ({ pages: 200, assets: 600, 'search-index': 30, static: 100 });

/**
 * The runtime cache a GET request belongs to, or null when the worker leaves it to the network
 * (other origins, outside the site, the feedback API, the app shell, which is precached).
 * @param {URL} url
 * @param {string} scopePath the worker's scope path: /x/ (or /x/zh/)
 * @param {string} origin the worker's origin
 * @returns {RuntimeCache | null}
 */
export function runtimeCacheFor(url, scopePath, origin) {
  if (url.origin !== origin || !url.pathname.startsWith('/x/')) return null;
  const inScope = url.pathname.startsWith(scopePath) ? url.pathname.slice(scopePath.length) : null;
  if (inScope !== null && isAppShellFile(inScope)) return null;
  if (url.pathname.includes('/search-index/')) return 'search-index';
  if (url.pathname.includes('/assets/')) return 'assets';
  if (url.pathname.endsWith('/') || url.pathname.endsWith('.html')) return 'pages';
  return 'static';
}
