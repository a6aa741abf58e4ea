// The API pages' tables (props, slots, CSS classes, type definitions, "explained in"), by route
// path. The server renderer has all of them. In the browser, a page that arrived as HTML never
// needs its own (its tables stay the server's markup, see ServerMarkup), so each page's tables are
// a file of their own, fetched when the reader goes to the page inside the app and before the page
// renders (src/lib/navigationData.ts).
import tablesByPath from '@docs-api-reference/tables';
import type { ApiTables } from '@site/plugins/api-reference';
import { registerNavigationData } from '@site/src/lib/navigationData';

const loaded = new Map<string, ApiTables>();
/** Requests under way, so a hover's preload and the click after it fetch once. */
const loading = new Map<string, Promise<void>>();

function entry(routePath: string) {
  return Object.prototype.hasOwnProperty.call(tablesByPath, routePath) ? tablesByPath[routePath] : undefined;
}

/** Loads the tables of the API page at `pathname`; undefined when it is no API page or they are here. */
export function loadApiTables(pathname: string): Promise<void> | undefined {
  const routePath = [pathname, decodeURI(pathname), `${pathname}/`].find((candidate) => entry(candidate));
  const url = routePath === undefined ? undefined : entry(routePath);
  if (routePath === undefined || typeof url !== 'string' || loaded.has(routePath)) return undefined;
  const pending =
    loading.get(routePath) ??
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The tables of ${routePath} did not load: ${response.status} from ${url}`);
        return response.json() as Promise<ApiTables>;
      })
      .then((tables) => {
        loaded.set(routePath, tables);
      })
      .finally(() => loading.delete(routePath));
  loading.set(routePath, pending);
  return pending;
}

registerNavigationData(loadApiTables);

/** The page's tables: always on the server; in the browser, once a navigation to the page has loaded them. */
export function apiTables(routePath: string): ApiTables | undefined {
  const tables = entry(routePath);
  return typeof tables === 'string' ? loaded.get(routePath) : tables;
}
