// Machine-readable copies of the English site, written after the build: a Markdown twin beside
// every guide and API page (`sorting/` -> `sorting.md`), the API data as one JSON file for the MCP
// server (api/reference.json), and the llms.txt files. The other locales' builds write nothing here.
import { promises as fs, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { ApiPageData, ApiProduct } from '../../src/lib/apiReference';
import type { GridEventRow } from '../api-reference/gridEvents';
import type { PropGuideLinks } from '../api-reference/explainedIn';
import type { ExplainedIn } from '../api-reference/loadExplainedIn';
import { markdownTwinFile } from '../../src/lib/markdownTwin';
import { findActivePage, type NavEntry } from '../../src/lib/navigation';
import { sidebarConfigToNavTree } from '../../src/lib/sidebarEntries';
import sidebars from '../../sidebars';
import { displaySource, findImports } from '../demos/transform';
import { apiIndexMarkdown, apiPageMarkdown } from './apiMarkdown';
import { fullLlmsTxt, productLlmsFiles, rootLlmsTxt, type LlmsPage } from './llmsTxt';
import { guideMarkdown } from './guideMarkdown';
import type { DemoFile } from './twinTree';

export const API_REFERENCE_FILE = 'api/reference.json';

/**
 * One page of API_REFERENCE_FILE: the page's data and, by prop, the guide sections that explain the
 * prop (English site paths), which the MCP `get_api` answer carries.
 */
export type ApiReferenceEntry = ApiPageData & { readonly explainedIn: PropGuideLinks };
const INDEXED_API_PRODUCTS: Readonly<Record<string, string>> = {
  'data-grid': 'Data Grid API',
  'date-pickers': 'Date and Time Pickers API',
};

interface Guide {
  readonly permalink: string;
  readonly file: string;
  readonly title: string;
  readonly description?: string;
}

/** The demo's own file and the sibling files it imports, as the code panel shows them. */
function readDemo(mdxFile: string, importPath: string): DemoFile[] {
  const file = path.resolve(path.dirname(mdxFile), importPath);
  const source = readFileSync(file, 'utf8');
  const files: DemoFile[] = [{ name: path.basename(file), source: displaySource(source) }];
  for (const specifier of findImports(source, file).siblings) {
    const base = path.resolve(path.dirname(file), specifier);
    const sibling = [base, `${base}.tsx`, `${base}.ts`].find(
      (candidate) => path.extname(candidate) && existsSync(candidate),
    );
    if (sibling) files.push({ name: path.basename(sibling), source: displaySource(readFileSync(sibling, 'utf8')) });
  }
  return files;
}

async function writeFile(outDir: string, relative: string, content: string): Promise<void> {
  const target = path.join(outDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, content);
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig, i18n } = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const version = String(siteConfig.customFields?.documentedVersion ?? '');
  let guides: Guide[] = [];
  let apiPages: ApiPageData[] = [];
  let gridEvents: GridEventRow[] = [];
  let explainedIn: ExplainedIn['props'] = {};

  return {
    name: 'markdown-twins',

    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const api = allContent['docs-api-reference']?.default as
        { pages: ApiPageData[]; gridEvents: GridEventRow[]; explainedIn: ExplainedIn } | undefined;
      if (!docs?.loadedVersions[0] || !api) throw new Error('Markdown twins: the docs or API content is missing.');
      guides = docs.loadedVersions[0].docs.map((doc) => ({
        // Docusaurus leaves the slash off a page's permalink; the site's URLs (and the nav tree) have it.
        permalink: doc.permalink.endsWith('/') ? doc.permalink : `${doc.permalink}/`,
        file: path.join(siteDir, doc.source.replace(/^@site\//, '')),
        title: doc.title,
        description: doc.description || undefined,
      }));
      apiPages = api.pages;
      gridEvents = api.gridEvents;
      explainedIn = api.explainedIn.props;
    },

    async postBuild({ outDir }) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const started = Date.now();
      const tree: NavEntry[] = Object.values(sidebars).flatMap((items) => sidebarConfigToNavTree(items));
      const pagePathByFile = new Map(guides.map((guide) => [guide.file, guide.permalink]));
      const pagePathOf = (mdxFile: string) =>
        pagePathByFile.get(mdxFile) ?? pagePathByFile.get(`${mdxFile}.mdx`) ?? pagePathByFile.get(`${mdxFile}.md`);
      const summaries = new Map<string, LlmsPage>();
      const guideTwins = new Map<string, string>();

      for (const guide of guides) {
        const plan = findActivePage(tree, guide.permalink)?.page.flags.plan;
        const markdown = await guideMarkdown(readFileSync(guide.file, 'utf8'), {
          file: guide.file,
          origin,
          version,
          title: guide.title,
          description: guide.description,
          plan,
          pageUrl: `${origin}${guide.permalink}`,
          readDemo: (importPath) => readDemo(guide.file, importPath),
          pagePathOf,
          gridEvents,
        });
        guideTwins.set(guide.permalink, markdown);
        summaries.set(guide.permalink, { description: guide.description });
        await writeFile(outDir, markdownTwinFile(guide.permalink), markdown);
      }

      for (const page of apiPages) {
        summaries.set(page.path, { description: page.description.split('\n')[0] });
        await writeFile(outDir, markdownTwinFile(page.path), apiPageMarkdown(page, `${origin}${page.path}`, version));
      }
      for (const [product, title] of Object.entries(INDEXED_API_PRODUCTS)) {
        const entries = apiPages
          .filter((page) => page.product === (product as ApiProduct))
          .map((page) => ({
            name: page.name,
            plan: page.plan,
            description: page.description.split('\n')[0] ?? '',
            url: `${origin}${page.path.replace(/\/$/, '.md')}`,
          }));
        await writeFile(outDir, markdownTwinFile(`/x/api/${product}/`), apiIndexMarkdown(title, entries, version));
      }
      const reference: ApiReferenceEntry[] = apiPages.map((page) => ({
        ...page,
        explainedIn: explainedIn[page.name] ?? {},
      }));
      await writeFile(outDir, API_REFERENCE_FILE, JSON.stringify(reference));

      const llmsInput = { tree, pages: summaries, origin, version };
      const products = productLlmsFiles(llmsInput);
      for (const product of products) await writeFile(outDir, product.file, product.content);
      await writeFile(outDir, 'llms.txt', rootLlmsTxt(llmsInput, products));
      await writeFile(outDir, 'llms-full.txt', fullLlmsTxt(tree, guideTwins));
      console.info(
        `[markdown-twins] ${guides.length} guides, ${apiPages.length} API pages, ${products.length} llms.txt files in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
