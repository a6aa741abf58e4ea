// Builds the local search index after the build: reads every built guide and API page of the
// locale, cuts it into records (extract.ts), gives the guide sections that explain a prop or an
// event its name as keywords (keywords.ts) and writes one MiniSearch index per product (build.ts).
// The search bar (src/theme/SearchBar) fetches them when the reader first opens search.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { findActivePage, productFromPathname, type NavEntry } from '../../src/lib/navigation';
import { sidebarConfigToNavTree } from '../../src/lib/sidebarEntries';
import type { SearchRecord } from '../../src/lib/search/records';
import sidebars from '../../sidebars';
import type { ExplainedIn } from '../api-reference/loadExplainedIn';
import { extractRecords } from './extract';
import { writeIndexes } from './build';
import { keywordsForUrl, sectionKeywords, type SectionKeywords } from './keywords';

/** Routes with nothing to search. */
const SKIPPED_ROUTES = /\/(404\.html|search)\/?$/;

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const { baseUrl, i18n } = context;
  const otherLocales = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);
  let keywords: SectionKeywords = new Map();
  return {
    name: 'search-index',

    // The "explained in" index is computed once, by the API reference plugin.
    async allContentLoaded({ allContent }) {
      const api = allContent['docs-api-reference']?.default as { explainedIn?: ExplainedIn } | undefined;
      if (!api?.explainedIn) throw new Error('Search index: the API reference content is missing.');
      keywords = sectionKeywords(api.explainedIn);
    },

    async postBuild({ outDir, routesPaths }) {
      const started = Date.now();
      const tree: NavEntry[] = Object.values(sidebars).flatMap((items) => sidebarConfigToNavTree(items));
      const pathnames = [...new Set(routesPaths)].filter(
        (route) => route.startsWith(baseUrl) && route.endsWith('/') && !SKIPPED_ROUTES.test(route),
      );
      const records: SearchRecord[] = [];
      for (const pathname of pathnames) {
        const file = path.join(outDir, pathname.slice(baseUrl.length), 'index.html');
        let html: string;
        try {
          html = await fs.readFile(file, 'utf8');
        } catch {
          continue; // A route without its own HTML file (a redirect).
        }
        const plan = findActivePage(tree, pathname, otherLocales)?.page.flags.plan;
        const product = productFromPathname(pathname, otherLocales);
        for (const record of extractRecords(html, { pathname, product, ...(plan && { plan }) })) {
          const explained = record.kind === 'prop' ? undefined : keywordsForUrl(record.url, baseUrl, keywords);
          records.push({ ...record, ...(explained && { keywords: explained }), id: records.length });
        }
      }
      const written = await writeIndexes(outDir, i18n.currentLocale, records);
      const summary = written.map(
        ({ product, records: count, bytes }) => `${product} ${count} (${Math.round(bytes / 1024)} KB)`,
      );
      console.info(
        `[search-index] ${i18n.currentLocale}: ${records.length} records from ${pathnames.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.join(', ')}`,
      );
    },
  };
}
