// Smaller forms of the route data Docusaurus generates, for the bytes every page loads first.
// Each function keeps what the client reads and drops what it never reads; each throws when the
// generated file no longer has the shape it expects, so a Docusaurus upgrade cannot silently
// bring the bytes back.

/** A sidebar item as the docs plugin writes it into the version's props. */
interface SidebarItem {
  type: string;
  key?: string;
  docId?: string;
  unlisted?: boolean;
  items?: SidebarItem[];
  [field: string]: unknown;
}

interface VersionProps {
  version: {
    docs: Record<string, unknown>;
    docsSidebars: Record<string, SidebarItem[]>;
    [field: string]: unknown;
  };
}

function isVersionProps(value: unknown): value is VersionProps {
  const version = (value as VersionProps | null)?.version;
  return typeof version?.docs === 'object' && typeof version.docsSidebars === 'object';
}

/**
 * What a doc link's `docId` becomes. In the browser only the breadcrumbs read it, and only to tell a
 * doc link from another link; the ids were 0.65 KB gzip of the sidebar.
 */
export const DOC_LINK_MARKER = 'doc';

function slimSidebarItem(item: SidebarItem): SidebarItem {
  const { unlisted, items, ...rest } = item;
  // `key` names an item for the translation files at build time; the theme keys items by position.
  delete rest.key;
  if (rest.docId !== undefined) rest.docId = DOC_LINK_MARKER;
  return {
    ...rest,
    ...(unlisted && { unlisted }),
    ...(items && { items: items.map(slimSidebarItem) }),
  };
}

/**
 * The docs version's props (`…/docusaurus-plugin-content-docs/<id>/p/<version>.json`), loaded
 * before any docs page renders. The map of every doc (id, title, description) goes: only
 * `useDocById` reads it, for DocCard, which this site never renders, and it was a third of the
 * file's compressed size, growing with every page. **A DocCard or DocCardList added to a page fails
 * the build with "no version doc found by id=…"**: keep `docs` here before adding one. Sidebar
 * items lose their translation keys, and doc links keep a marker for their id (DOC_LINK_MARKER).
 */
export function slimVersionProps(json: string, file: string): string {
  const props: unknown = JSON.parse(json);
  if (!isVersionProps(props)) {
    throw new Error(`route-data: ${file} is not a docs version's props ({ version: { docs, docsSidebars } })`);
  }
  if (props.version.banner || props.version.badge) {
    throw new Error(
      `route-data: ${file}: the docs version has a banner or badge, which src/theme/DocVersionBanner and ` +
        'DocVersionBadge do not render; bring back the theme components before enabling them.',
    );
  }
  const slimSidebars = Object.fromEntries(
    Object.entries(props.version.docsSidebars).map(([name, items]) => [name, items.map(slimSidebarItem)]),
  );
  return JSON.stringify({ ...props, version: { ...props.version, docs: {}, docsSidebars: slimSidebars } });
}

/**
 * A doc's metadata (`…/docusaurus-plugin-content-docs/<id>/site-docs-….json`), unchanged. The site
 * does not render the theme's doc footer (src/theme/DocItem/Footer), so a doc with tags, an edit
 * link or a last-update date fails the build here instead of losing them without a word.
 */
export function checkDocMetadata(json: string, file: string): string {
  const metadata = JSON.parse(json) as { id?: unknown; tags?: unknown[]; [field: string]: unknown };
  if (typeof metadata.id !== 'string') throw new Error(`route-data: ${file} is not a doc's metadata (no id)`);
  const footerFields = ['editUrl', 'lastUpdatedAt', 'lastUpdatedBy'].filter((field) => metadata[field]);
  if ((metadata.tags?.length ?? 0) > 0) footerFields.push('tags');
  if (footerFields.length > 0) {
    throw new Error(
      `route-data: doc ${metadata.id} has ${footerFields.join(', ')}, which src/theme/DocItem/Footer does not ` +
        "render; render the theme's footer there first.",
    );
  }
  return json;
}

/** What the docs plugin puts into `.docusaurus/globalData.json` for each of its instances. */
interface DocsGlobalData {
  versions: { docs: unknown[]; [field: string]: unknown }[];
  [field: string]: unknown;
}

function isDocsGlobalData(value: unknown): value is DocsGlobalData {
  const versions = (value as DocsGlobalData | null)?.versions;
  return Array.isArray(versions) && versions.every((version) => Array.isArray(version?.docs));
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * `.docusaurus/globalData.json`, which main.js carries. Each docs version lists every doc (id, path,
 * sidebar), ~1.7 KB gzip growing with every page, read only by `useActiveDocContext` and
 * `useLayoutDoc`: the theme's doc and version navbar items and its version banner, none of which
 * this site uses. **A `doc`, `docSidebar` or `docsVersion` navbar item, or a version banner, needs
 * the list back**; `useLayoutDoc` fails the build with "Couldn't find any doc with id".
 */
export function slimGlobalData(json: string, file: string): string {
  const data = JSON.parse(json) as Record<string, Record<string, unknown>>;
  const docsInstances = data[DOCS_PLUGIN];
  if (!docsInstances || !Object.values(docsInstances).every(isDocsGlobalData)) {
    throw new Error(`route-data: ${file} has no ${DOCS_PLUGIN} data of the known shape ({ versions: [{ docs }] })`);
  }
  const slimDocs = Object.fromEntries(
    Object.entries(docsInstances as Record<string, DocsGlobalData>).map(([id, instance]) => [
      id,
      { ...instance, versions: instance.versions.map((version) => ({ ...version, docs: [] })) },
    ]),
  );
  return JSON.stringify({ ...data, [DOCS_PLUGIN]: slimDocs });
}

/**
 * Site config fields that only the build reads: the HTML template and head tags (rendered into
 * every page by the server), plugin and preset options, Markdown options and the bundler flags.
 * No client code of Docusaurus, its classic theme or this site reads them.
 */
const BUILD_ONLY_CONFIG = new Set([
  'ssrTemplate',
  'headTags',
  'scripts',
  'stylesheets',
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'markdown',
]);

/**
 * `.docusaurus/docusaurus.config.mjs`, the site config main.js carries, without what only the
 * build reads (BUILD_ONLY_CONFIG and `future.faster`): the HTML template alone was 0.5 KB gzip.
 */
export function slimSiteConfig(code: string, file: string): string {
  const body = /^export default (\{[\s\S]*\});\s*$/m.exec(code)?.[1];
  let config: Record<string, unknown> | undefined;
  try {
    config = body === undefined ? undefined : (JSON.parse(body) as Record<string, unknown>);
  } catch {
    config = undefined;
  }
  if (typeof config?.future !== 'object' || typeof config.baseUrl !== 'string') {
    throw new Error(`route-data: ${file} is not \`export default <site config as JSON>;\`; update slimSiteConfig`);
  }
  const slim = Object.fromEntries(Object.entries(config).filter(([key]) => !BUILD_ONLY_CONFIG.has(key)));
  const future = { ...(config.future as Record<string, unknown>) };
  delete future.faster;
  return `export default ${JSON.stringify({ ...slim, future })};\n`;
}

// `"chunk": [() => import(/* webpackChunkName: "chunk" */ "module"), "module", require.resolveWeak("module")]`
const REGISTRY_ENTRY =
  /^(\s*)"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\2" \*\/ ("[^"]*")\), "[^"]*", (require\.resolveWeak\()/gm;

/**
 * A short name for each chunk name in `.docusaurus/registry.js`. Docusaurus names each route chunk
 * with 8 hex digits of a hash, and every page's first load carries each name three times (the
 * registry, the route-to-chunk table, the runtime's name-to-id table): ~370 names that do not
 * compress. Short names are given in the order of the sorted original names, so the registry and
 * the route table, transformed separately, agree.
 */
export function shortChunkNames(registryCode: string): Map<string, string> {
  const names = [...registryCode.matchAll(REGISTRY_ENTRY)].map((match) => match[2]!).sort();
  if (names.length === 0) {
    throw new Error('route-data: .docusaurus/registry.js has an unknown format; update REGISTRY_ENTRY');
  }
  // A letter first, so no short name can be read as a chunk id.
  return new Map(names.map((name, index) => [name, `r${index.toString(36)}`]));
}

/**
 * `.docusaurus/registry.js` for the browser, with short chunk names (see shortChunkNames). The
 * module name in each entry is what react-loadable reports to the server renderer to list a page's
 * chunks (reportClientChunkNames); in the browser nobody reads it, and the names were a third of
 * the file.
 */
export function slimRegistry(code: string): string {
  return rewriteRegistry(code, (_name, short) => ({ chunk: short, reported: '' }));
}

/**
 * Each registry entry rewritten with the chunk name it is loaded under and the module name
 * react-loadable reports, given the entry's original and short chunk names.
 */
function rewriteRegistry(
  code: string,
  entry: (name: string, short: string) => { readonly chunk: string; readonly reported: string },
): string {
  const short = shortChunkNames(code);
  return code.replace(REGISTRY_ENTRY, (_match, indent: string, name: string, module: string, resolveWeak: string) => {
    const { chunk, reported } = entry(name, short.get(name)!);
    const chunkName = JSON.stringify(chunk);
    return `${indent}${chunkName}: [() => import(/* webpackChunkName: ${chunkName} */ ${module}), ${JSON.stringify(reported)}, ${resolveWeak}`;
  });
}

/**
 * `.docusaurus/registry.js` for the server renderer, where each entry's module name is what
 * react-loadable reports as rendered. The page's scripts are looked up in the browser build's
 * manifest, which names route chunks by chunk name (short names, see shortChunkNames); Docusaurus
 * reports module paths, which the manifest does not know, so a page listed only runtime and
 * main.js, and main.js requested the route's chunks itself once it ran: one more round trip before
 * hydration, and script elements made inside main.js's long first task. Reporting the short chunk
 * name lists the route's chunks with the page (plugins/static-rendering/pageTemplate.ts).
 */
export function reportClientChunkNames(code: string): string {
  return rewriteRegistry(code, (name, short) => ({ chunk: name, reported: short }));
}

/**
 * `.docusaurus/routesChunkNames.json` for the browser: each route's chunk names replaced by the
 * registry's short names.
 */
export function shortenRouteChunkNames(json: string, registryCode: string, file: string): string {
  const short = shortChunkNames(registryCode);
  let replaced = 0;
  const shorten = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const name = short.get(value);
      if (name === undefined) return value;
      replaced += 1;
      return name;
    }
    if (Array.isArray(value)) return value.map(shorten);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
    }
    return value;
  };
  const routes: unknown = JSON.parse(json);
  if (!routes || typeof routes !== 'object' || Array.isArray(routes)) {
    throw new Error(`route-data: ${file} is not an object of routes`);
  }
  const shortened = Object.fromEntries(Object.entries(routes).map(([route, chunks]) => [route, shorten(chunks)]));
  if (replaced === 0) throw new Error(`route-data: no chunk name in ${file} is in the registry`);
  return JSON.stringify(shortened);
}

// A leaf route (no child routes) as Docusaurus writes it in `.docusaurus/routes.js`.
const LEAF_ROUTE =
  /\{\s*path: '([^']*)',\s*component: ComponentCreator\('\1', '(\w+)'\),\s*exact: true(?:,\s*sidebar: ("[^"]*"))?\s*\}/g;

// The component is made on first read: ComponentCreator builds a loadable component per route, and
// making all of them while main.js evaluates cost ~12 ms of main thread (~50 ms on Lighthouse's
// phone) for routes the reader may never open. The router reads `component` of matched routes only.
const LEAF_ROUTE_HELPER = `
function leafRoute(path, hash, sidebar) {
  let component;
  const route = {
    path,
    get component() {
      component ??= ComponentCreator(path, hash);
      return component;
    },
    exact: true,
  };
  if (sidebar !== undefined) route.sidebar = sidebar;
  return route;
}
`;

/**
 * `.docusaurus/routes.js` with each leaf route written as one call: the path was written twice per
 * route, with the same keys around it (358 routes per locale), and each route's component is made
 * when the router first renders or preloads that route.
 */
export function compactRoutes(code: string): string {
  let leaves = 0;
  const compact = code.replace(LEAF_ROUTE, (_match, path: string, hash: string, sidebar?: string) => {
    leaves += 1;
    return `leafRoute(${JSON.stringify(path)}, ${JSON.stringify(hash)}${sidebar ? `, ${sidebar}` : ''})`;
  });
  if (leaves === 0) {
    throw new Error('route-data: .docusaurus/routes.js has no leaf route in a known format; update LEAF_ROUTE');
  }
  const exportStart = compact.indexOf('export default');
  return `${compact.slice(0, exportStart)}${LEAF_ROUTE_HELPER}\n${compact.slice(exportStart)}`;
}
