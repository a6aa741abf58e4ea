// API reference pages: generated at build start from the installed packages' type definitions
// (generate.ts), cached by package version, and served at /x/api/<product>/<name>/ inside the docs
// layout, with the same sidebar as the guides.
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

export interface ApiRouteData {
  readonly page: ApiPageData;
  /** Guide pages whose demos use this component. */
  readonly demos: readonly GuideLink[];
  /** The import statements, highlighted at build time (see StaticCodeBlock). */
  readonly importsHtml: string;
  /**
   * By prop name, the guide sections that explain the prop, most specific first (explainedIn.ts);
   * paths carry the locale's base URL. Props no guide names are absent.
   */
  readonly explainedIn: Readonly<Record<string, readonly GuideSectionLink[]>>;
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

export default function apiReferencePlugin(context: LoadContext): Plugin<Content> {
  const { siteDir, baseUrl, i18n } = context;
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
      for (const page of content.pages) {
        const data: ApiRouteData = {
          page,
          demos: orderGuides(content.demos[page.name] ?? [], guidePositions, `react-${page.product}`),
          importsHtml: highlightToHtml(page.imports.join('\n'), 'jsx'),
          explainedIn: Object.fromEntries(
            Object.entries(content.explainedIn.props[page.name] ?? {}).map(([prop, links]) => [
              prop,
              links.map(localizeGuideLink),
            ]),
          ),
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
