// API reference pages: generated at build start from the installed packages' type definitions
// (generate.ts), cached by package version, and served at /x/api/<product>/<name>/ inside the docs
// layout, with the same sidebar as the guides.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import type { LoadedContent as DocsContent, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import type { ApiPageData, ApiProduct } from '../../src/lib/apiReference';
import { API_PAGES } from './pages';
import { loadGridEvents, loadPages } from './load';
import type { GridEventRow } from './gridEvents';
import { findGuideDemos, type GuideLink } from './guideDemos';
import type { GuideSectionLink } from './explainedIn';
import { anchorInTranslation, loadExplainedIn, translatedSectionIds, type ExplainedIn } from './loadExplainedIn';
import { orderGuides, sidebarPositions } from './guideOrder';
import { highlightToHtml } from '../code-highlighting/highlightToHtml';

/** The parts of an API page that are server markup on a first load: its tables and type definitions. */
export interface ApiTables {
  readonly props: ApiPageData['props'];
  readonly slots: ApiPageData['slots'];
  readonly classes: ApiPageData['classes'];
  readonly typeDefinitions: NonNullable<ApiPageData['typeDefinitions']>;
  /**
   * By prop name, the guide sections that explain the prop, most specific first (explainedIn.ts);
   * paths carry the locale's base URL. Props no guide names are absent.
   */
  readonly explainedIn: Readonly<Record<string, readonly GuideSectionLink[]>>;
}

/**
 * What an API page's route loads with it: everything but the tables (ApiTables). A page loaded
 * from the server shows the tables as the server wrote them and never reads their data, which was
 * two thirds of the route's data (the Data Grid's: 156 KB); the tables come from apiTables.ts.
 */
export interface ApiRouteData {
  readonly page: Omit<ApiPageData, keyof ApiTables>;
  /** How many rows each table has, and how many type definitions. */
  readonly counts: { readonly [table in Exclude<keyof ApiTables, 'explainedIn'>]: number };
  /** The route's path, with the locale's base URL: the key of its tables. */
  readonly routePath: string;
  /** Guide pages whose demos use this component. */
  readonly demos: readonly GuideLink[];
  /** The import statements, highlighted at build time (see StaticCodeBlock). */
  readonly importsHtml: string;
}

export interface ApiIndexData {
  readonly product: ApiProduct;
  readonly pages: readonly Pick<ApiPageData, 'name' | 'kind' | 'plan' | 'path' | 'description'>[];
}

/** Products with an index page listing all their API pages (as on the public site). */
const INDEXED_PRODUCTS: readonly ApiProduct[] = ['data-grid', 'date-pickers'];

/**
 * Internal sidebar links carry site paths without the base URL (the Link component adds it), so the
 * sidebar could not tell which link is the current API page. Give them their full path.
 */
export function withBaseUrl(items: readonly PropSidebarItem[], baseUrl: string): PropSidebarItem[] {
  return items.map((item) => {
    if (item.type === 'category') return { ...item, items: withBaseUrl(item.items, baseUrl) };
    if (item.type === 'link' && item.href.startsWith('/') && !item.href.startsWith(baseUrl)) {
      return { ...item, href: `${baseUrl}${item.href.slice(1)}`, autoAddBaseUrl: false };
    }
    return item;
  });
}

interface Content {
  readonly pages: ApiPageData[];
  readonly demos: Record<string, GuideLink[]>;
  readonly gridEvents: GridEventRow[];
  /** Read by the markdown twins (the MCP's API data) and the search index too. */
  readonly explainedIn: ExplainedIn;
}

/** The import path of the API pages' tables by route path (src/components/ApiPage/apiTables.ts). */
export const API_TABLES_MODULE = '@docs-api-reference/tables';

/** Where the browser build's tables files go, under the locale's output folder. */
const TABLES_ASSET_DIR = 'assets/api-tables';

/** One API page's tables: the generated module the server renderer imports, the file the browser fetches. */
export interface TablesFile {
  readonly routePath: string;
  /** The JSON module in the generated files (actions.createData). */
  readonly module: string;
  /** Its name under TABLES_ASSET_DIR, with a hash of the content so a browser may keep it. */
  readonly assetName: string;
  readonly json: string;
}

/**
 * The tables of every API page by route path, as a module: the tables themselves (`eager`: the
 * server renderer, and `docusaurus start`, whose pages hold no server markup) or the URL of each
 * page's tables file, fetched when the reader goes to the page inside the app (`lazy`: the browser
 * build). Files, not chunks: each chunk would add its id and hash to the runtime every page loads.
 */
export function apiTablesModule(files: readonly TablesFile[], mode: 'eager' | 'lazy', baseUrl: string): string {
  if (mode === 'lazy') {
    const entries = files.map(
      ({ routePath, assetName }) =>
        `  ${JSON.stringify(routePath)}: ${JSON.stringify(`${baseUrl}${TABLES_ASSET_DIR}/${assetName}`)},`,
    );
    return `export default {\n${entries.join('\n')}\n};\n`;
  }
  const imports = files.map(({ module }, index) => `import tables${index} from ${JSON.stringify(module)};`);
  const entries = files.map(({ routePath }, index) => `  ${JSON.stringify(routePath)}: tables${index},`);
  return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
}

export default function apiReferencePlugin(context: LoadContext): Plugin<Content> {
  const { siteDir, baseUrl, i18n } = context;
  let tablesModules: { eager: string; lazy: string } | undefined;
  let tablesFiles: TablesFile[] = [];
  return {
    name: 'docs-api-reference',

    async postBuild({ outDir }) {
      const dir = path.join(outDir, TABLES_ASSET_DIR);
      await mkdir(dir, { recursive: true });
      await Promise.all(tablesFiles.map(({ assetName, json }) => writeFile(path.join(dir, assetName), json)));
    },

    configureWebpack(config, isServer) {
      if (!tablesModules) throw new Error('API reference: the tables module was not written before bundling.');
      const lazy = !isServer && config.mode === 'production';
      return { resolve: { alias: { [API_TABLES_MODULE]: lazy ? tablesModules.lazy : tablesModules.eager } } };
    },

    async loadContent() {
      const { pages, cached, seconds } = await loadPages(siteDir);
      console.info(
        `[api-reference] ${pages.length} pages ${cached ? 'from cache' : 'generated'} in ${seconds.toFixed(1)} s`,
      );
      if (pages.length !== API_PAGES.length) {
        throw new Error(`API reference: expected ${API_PAGES.length} pages, generated ${pages.length}.`);
      }
      const demos = await findGuideDemos(path.join(siteDir, 'docs'), new Set(pages.map((page) => page.name)));
      const gridEvents = await loadGridEvents(siteDir);
      const explainedIn = await loadExplainedIn(path.join(siteDir, 'docs'), pages, gridEvents);
      return { pages, demos, gridEvents, explainedIn };
    },

    async contentLoaded({ content, actions }) {
      // The Events guide imports it: @generated/docs-api-reference/default/grid-events.json
      await actions.createData('grid-events.json', JSON.stringify(content.gridEvents));
    },

    async allContentLoaded({ allContent, actions }) {
      const content = allContent['docs-api-reference']?.default as Content | undefined;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const version = docs?.loadedVersions[0];
      if (!content || !version) throw new Error('API reference: the docs plugin content is missing.');
      // The API pages live outside the docs plugin but show the same sidebar as the guides.
      const sidebarItems = withBaseUrl(toSidebarsProp(version).docs ?? [], baseUrl);
      const sidebar = await actions.createData('docs-sidebar.json', JSON.stringify(sidebarItems));
      const localize = (sitePath: string) => `${baseUrl}${sitePath.replace(/^\/x\//, '')}`;
      const translated =
        i18n.currentLocale === i18n.defaultLocale ? new Map() : await translatedSectionIds(siteDir, i18n.currentLocale);
      const localizeGuideLink = (link: GuideSectionLink): GuideSectionLink => ({
        title: link.title,
        path: localize(anchorInTranslation(link.path, translated)),
      });
      // The Demos list shows its first few guides: the sidebar's order puts the overview first.
      const guidePositions = sidebarPositions(sidebarItems, baseUrl);

      const apiRoutes: RouteConfig[] = [];
      tablesFiles = [];
      for (const { props, slots, classes, typeDefinitions = [], ...page } of content.pages) {
        const routePath = localize(page.path);
        const fileName = `${page.product}-${path.basename(page.path)}`;
        const tables: ApiTables = {
          props,
          slots,
          classes,
          typeDefinitions,
          explainedIn: Object.fromEntries(
            Object.entries(content.explainedIn.props[page.name] ?? {}).map(([prop, links]) => [
              prop,
              links.map(localizeGuideLink),
            ]),
          ),
        };
        const json = JSON.stringify(tables);
        tablesFiles.push({
          routePath,
          module: await actions.createData(`${fileName}.tables.json`, json),
          assetName: `${fileName}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`,
          json,
        });
        const data: ApiRouteData = {
          page,
          counts: {
            props: props.length,
            slots: slots.length,
            classes: classes.length,
            typeDefinitions: typeDefinitions.length,
          },
          routePath,
          demos: orderGuides(content.demos[page.name] ?? [], guidePositions, `react-${page.product}`),
          importsHtml: highlightToHtml(page.imports.join('\n'), 'jsx'),
        };
        apiRoutes.push({
          path: routePath,
          component: '@site/src/components/ApiPage/ApiRoute',
          exact: true,
          modules: {
            data: await actions.createData(`${fileName}.json`, JSON.stringify(data)),
            sidebar,
          },
        });
      }
      tablesModules = {
        eager: await actions.createData('api-tables.eager.js', apiTablesModule(tablesFiles, 'eager', baseUrl)),
        lazy: await actions.createData('api-tables.lazy.js', apiTablesModule(tablesFiles, 'lazy', baseUrl)),
      };
      for (const product of INDEXED_PRODUCTS) {
        const index: ApiIndexData = {
          product,
          pages: content.pages
            .filter((page) => page.product === product)
            .map(({ name, kind, plan, path: pagePath, description }) => ({
              name,
              kind,
              plan,
              path: pagePath,
              description: description.split('\n')[0] ?? '',
            })),
        };
        apiRoutes.push({
          path: localize(`/x/api/${product}/`),
          component: '@site/src/components/ApiPage/ApiIndexRoute',
          exact: true,
          modules: { data: await actions.createData(`${product}-index.json`, JSON.stringify(index)), sidebar },
        });
      }
      // One parent route for every API page: the router tests a guide's path against the routes in
      // order, and the ~180 API routes came first, each compiled and tested on every page load.
      actions.addRoute({
        path: localize('/x/api/'),
        component: '@site/src/components/ApiPage/ApiRoutes',
        exact: false,
        routes: apiRoutes,
      });
    },
  };
}
