// API reference pages: generated at build start from the installed packages' type definitions
// (generate.ts), cached by package version, and served at /x/api/<product>/<name>/ inside the docs
// layout, with the same sidebar as the guides.
import path from 'node:path';
import { createHash } from 'node:crypto';
import { promises as fs, readFileSync } from 'node:fs';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import type { LoadedContent as DocsContent, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import type { ApiPageData, ApiProduct } from '../../src/lib/apiReference';
import { API_PAGES } from './pages';
import { findGuideDemos, type GuideLink } from './guideDemos';
import { highlightToHtml } from '../code-highlighting/highlightToHtml';

export interface ApiRouteData {
  readonly page: ApiPageData;
  /** Guide pages whose demos use this component. */
  readonly demos: readonly GuideLink[];
  /** The import statements, highlighted at build time (see StaticCodeBlock). */
  readonly importsHtml: string;
}

export interface ApiIndexData {
  readonly product: ApiProduct;
  readonly pages: readonly Pick<ApiPageData, 'name' | 'kind' | 'plan' | 'path' | 'description'>[];
}

const PACKAGES = [
  '@mui/x-data-grid',
  '@mui/x-data-grid-pro',
  '@mui/x-data-grid-premium',
  '@mui/x-date-pickers',
  '@mui/x-date-pickers-pro',
  '@mui/x-charts',
  '@mui/x-charts-pro',
  '@mui/x-tree-view',
  '@mui/x-tree-view-pro',
];

/** Products with an index page listing all their API pages (as on the public site). */
const INDEXED_PRODUCTS: readonly ApiProduct[] = ['data-grid', 'date-pickers'];

function cacheKey(siteDir: string): string {
  const hash = createHash('sha256');
  for (const name of PACKAGES) {
    const manifest = JSON.parse(readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    hash.update(`${name}@${manifest.version};`);
  }
  // A change to the extractor invalidates the cache too.
  for (const file of ['extract.ts', 'generate.ts', 'pages.ts']) hash.update(readFileSync(path.join(__dirname, file)));
  return hash.digest('hex').slice(0, 16);
}

async function loadPages(siteDir: string): Promise<{ pages: ApiPageData[]; cached: boolean; seconds: number }> {
  const started = Date.now();
  const cacheFile = path.join(siteDir, 'node_modules', '.cache', 'mui-x-api-reference', `${cacheKey(siteDir)}.json`);
  try {
    const pages = JSON.parse(await fs.readFile(cacheFile, 'utf8')) as ApiPageData[];
    return { pages, cached: true, seconds: (Date.now() - started) / 1000 };
  } catch {
    // No cache for these package versions yet.
  }
  const { generateApiPages } = await import('./generate');
  const pages = await generateApiPages();
  await fs.mkdir(path.dirname(cacheFile), { recursive: true });
  await fs.writeFile(cacheFile, JSON.stringify(pages));
  return { pages, cached: false, seconds: (Date.now() - started) / 1000 };
}

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
}

export default function apiReferencePlugin(context: LoadContext): Plugin<Content> {
  const { siteDir, baseUrl } = context;
  return {
    name: 'docs-api-reference',

    async loadContent() {
      const { pages, cached, seconds } = await loadPages(siteDir);
      console.info(
        `[api-reference] ${pages.length} pages ${cached ? 'from cache' : 'generated'} in ${seconds.toFixed(1)} s`,
      );
      if (pages.length !== API_PAGES.length) {
        throw new Error(`API reference: expected ${API_PAGES.length} pages, generated ${pages.length}.`);
      }
      const demos = await findGuideDemos(path.join(siteDir, 'docs'), new Set(pages.map((page) => page.name)));
      return { pages, demos };
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

      const apiRoutes: RouteConfig[] = [];
      for (const page of content.pages) {
        const data: ApiRouteData = {
          page,
          demos: content.demos[page.name] ?? [],
          importsHtml: highlightToHtml(page.imports.join('\n'), 'jsx'),
        };
        apiRoutes.push({
          path: localize(page.path),
          component: '@site/src/components/ApiPage/ApiRoute',
          exact: true,
          modules: {
            data: await actions.createData(`${page.product}-${path.basename(page.path)}.json`, JSON.stringify(data)),
            sidebar,
          },
        });
      }
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
