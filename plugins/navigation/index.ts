// Validates the navigation tree at build time and makes page titles translatable.
// Docusaurus translates sidebar labels but not front-matter titles without copying every page,
// so this plugin exposes the titles as a translation file (`write-translations` writes
// i18n/<locale>/docs-navigation/page-titles.json) and hands the translated table to the theme.
import path from 'node:path';
import { promises as fs } from 'node:fs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { NavigationError, docIdToPathname, validateNavTree } from '../../src/lib/navigation';
import { sidebarConfigToNavTree, type SidebarEntry } from '../../src/lib/sidebarEntries';
import sidebars from '../../sidebars';

/** Page title by pathname (`/x/react-data-grid/sorting/`). */
export type PageTitles = Readonly<Record<string, string>>;

export interface NavigationGlobalData {
  /** Only filled for translated locales: English titles are already in each page. */
  readonly pageTitles: PageTitles;
}

async function listMarkdownFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listMarkdownFiles(full);
      return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
    }),
  );
  return nested.flat();
}

export async function readPageTitles(docsDir: string): Promise<Record<string, string>> {
  const titles: Record<string, string> = {};
  for (const filePath of await listMarkdownFiles(docsDir)) {
    const fileContent = await fs.readFile(filePath, 'utf8');
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
    if (typeof frontMatter.title !== 'string') continue;
    const docId = path
      .relative(docsDir, filePath)
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '');
    titles[docIdToPathname(docId)] = frontMatter.title;
  }
  return titles;
}

/**
 * Throws a NavigationError naming the sidebar and the entries when the tree is invalid.
 * (The sidebars are imported here, not passed as options: plugin options are serialized into the
 * client bundle with the site config.)
 */
export function validateSidebars(sidebarsConfig: Readonly<Record<string, readonly SidebarEntry[]>>): void {
  for (const [sidebarName, items] of Object.entries(sidebarsConfig)) {
    try {
      validateNavTree(sidebarConfigToNavTree(items));
    } catch (error) {
      if (error instanceof NavigationError) {
        throw new NavigationError(`Invalid navigation in sidebars.ts (sidebar "${sidebarName}"):\n${error.message}`);
      }
      throw error;
    }
  }
}

export default function navigationPlugin(context: LoadContext): Plugin<PageTitles> {
  const docsDir = path.resolve(context.siteDir, 'docs');
  const isDefaultLocale = context.i18n.currentLocale === context.i18n.defaultLocale;
  return {
    name: 'docs-navigation',

    async loadContent() {
      validateSidebars(sidebars);
      return readPageTitles(docsDir);
    },

    getTranslationFiles({ content }) {
      return [
        {
          path: 'page-titles',
          content: Object.fromEntries(
            Object.entries(content).map(([pathname, title]) => [
              pathname,
              { message: title, description: `Title (H1) of the page ${pathname}` },
            ]),
          ),
        },
      ];
    },

    translateContent({ content, translationFiles }) {
      const translated = translationFiles[0]?.content ?? {};
      return Object.fromEntries(
        Object.entries(content).map(([pathname, title]) => [pathname, translated[pathname]?.message ?? title]),
      );
    },

    async contentLoaded({ content, actions }) {
      const data: NavigationGlobalData = { pageTitles: isDefaultLocale ? {} : content };
      actions.setGlobalData(data);
    },
  };
}
