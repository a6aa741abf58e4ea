// Docusaurus's `window.docusaurus` (lib/client/docusaurus.js), with route prefetching moved off the
// path of hydration. Every Link prefetches its route when it scrolls into view, and Docusaurus
// did that work at once: match the path against all 358 routes, then, for each matched route,
// scan every route's chunk names with a regular expression. For the ~30 links visible after
// load that was ~18 ms in one task (~70 ms on Lighthouse's phone), right after hydration. Here
// each route's chunk names are indexed once, and each prefetch runs when the browser is idle.
// Preloading (a click, a hover) is unchanged and immediate.
import { matchRoutes } from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import preloadHelper from '@docusaurus/core/lib/client/preload.js';
import flat from '@docusaurus/core/lib/client/flat.js';
import { whenBrowserIsIdle } from '../../src/lib/idle';
import { loadNavigationData } from '../../src/lib/navigationData';
import prefetchFile from './prefetch';

// Added by Docusaurus's ChunkAssetPlugin: a chunk's URL from its name.
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

interface NetworkInformation {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

const prefetched = new Set<string>();
const preloaded = new Set<string>();

function isSlowConnection(): boolean {
  const { connection } = navigator as Navigator & { connection?: NetworkInformation };
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

let chunkNamesByRoute: Map<string, string[]> | null = null;

/** Chunk names per route path; a route's key is its path plus "-<hash>". */
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByRoute) {
    chunkNamesByRoute = new Map();
    for (const [pathWithHash, chunks] of Object.entries(routesChunkNames)) {
      const path = pathWithHash.replace(/-[^-]+$/, '');
      const names = chunkNamesByRoute.get(path) ?? [];
      names.push(...Object.values(flat(chunks)));
      chunkNamesByRoute.set(path, names);
    }
  }
  return chunkNamesByRoute.get(routePath) ?? [];
}

function prefetchNow(routePath: string): Promise<void[]> {
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path ?? ''));
  return Promise.all(
    chunkNames.map((chunkName) => {
      const url = __webpack_require__.gca(chunkName);
      // A chunk webpack merged into another has no URL of its own.
      return url && !url.includes('undefined') ? prefetchFile(url) : Promise.resolve();
    }),
  );
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => whenBrowserIsIdle(resolve, 2000, 50));
}

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || preloaded.has(routePath) || prefetched.has(routePath)) return false;
  prefetched.add(routePath);
  return whenIdle().then(() => prefetchNow(routePath));
}

/** Whether a link goes to the page on screen, whose code has run (a hash or query aside). */
function isPageOnScreen(routePath: string): boolean {
  const target = routePath.replace(/[?#].*$/, '');
  const { pathname } = window.location;
  return target === pathname || target === decodeURI(pathname);
}

/**
 * The page's code, and what it needs only when rendered in the browser (an API page's tables).
 * Docusaurus's links call this on hover and drop the promise: a failure is left to the navigation,
 * which loads the same code and data again, and the next hover tries again. A link to the page on
 * screen loads nothing: an API page that arrived as HTML keeps the server's tables, and hovering
 * its own sidebar entry fetched them all (about 200 KB for the Data Grid) for nothing.
 */
function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || preloaded.has(routePath) || isPageOnScreen(routePath)) return false;
  preloaded.add(routePath);
  const loading = preloadHelper(routePath).then(() => loadNavigationData(routePath));
  loading.catch(() => preloaded.delete(routePath));
  return loading;
}

// Docusaurus mounts this object on window; frozen as Docusaurus's own is.
export default Object.freeze({ prefetch, preload });
