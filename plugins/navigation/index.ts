// Validates the navigation tree at build time and makes page titles translatable.
// Docusaurus translates sidebar labels but not front-matter titles without copying every page,
// so this plugin exposes the titles as a translation file (`write-translations` writes
// i18n/<locale>/docs-navigation/page-titles.json) and hands the translated table to the theme.
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { NavigationError, validateNavTree } from '../../src/lib/navigation';
import { readDocFiles } from '../docFiles';
import { sidebarConfigToNavTree, type SidebarEntry } from '../../src/lib/sidebarEntries';
import sidebars from '../../sidebars';

/** Page title by pathname (`/x/react-data-grid/sorting/`). */
export type PageTitles = Readonly<Record<string, string>>;

export interface NavigationGlobalData {
  /** Only filled for translated locales: English titles are already in each page. */
  readonly pageTitles: PageTitles;
}

export async function readPageTitles(docsDir: string): Promise<Record<string, string>> {
  const titles: Record<string, string> = {};
  for (const doc of await readDocFiles(docsDir)) if (doc.title !== undefined) titles[doc.pathname] = doc.title;
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
