import { useMemo } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useLocation } from '@docusaurus/router';
import { useDoc, useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
import { findActivePage, normalizePathname, type NavFlags } from '@site/src/lib/navigation';
import { themeSidebarToNavTree, type ThemeSidebarItem } from '@site/src/lib/sidebarEntries';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import type { NavigationGlobalData } from '@site/plugins/navigation';
import { readTranslationNotice, type TranslationNotice } from '@site/src/lib/translationState';

export interface PageInfo {
  /** The title in the reader's language. */
  readonly title: string;
  readonly flags: NavFlags;
  readonly isWip: boolean;
  /** On a translated locale, why the page is (partly) in English. */
  readonly translationNotice?: TranslationNotice;
}

export function useTranslatedTitle(englishTitle: string): string {
  const { pathname } = useLocation();
  const { locales } = useDocsConfig();
  const { pageTitles } = usePluginData('docs-navigation') as NavigationGlobalData;
  return pageTitles[normalizePathname(pathname, locales)] ?? englishTitle;
}

/** Title, plan and flags of the current doc, from the same sidebar tree the reader sees. */
export function usePageInfo(): PageInfo {
  const { metadata, frontMatter } = useDoc();
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  const { locales } = useDocsConfig();
  const title = useTranslatedTitle(metadata.title);
  const flags = useMemo(() => {
    if (!sidebar) return {};
    const tree = themeSidebarToNavTree(sidebar.items as readonly ThemeSidebarItem[]);
    return findActivePage(tree, pathname, locales)?.page.flags ?? {};
  }, [sidebar, pathname, locales]);
  const status = (frontMatter as { status?: unknown }).status;
  // The metadata's front matter, not the compiled page's: metadata is recomputed on every build, so
  // the notice follows an English edit even when the translated page's module comes from a cache.
  const translationNotice = readTranslationNotice(metadata.frontMatter as Record<string, unknown>);
  return { title, flags, isWip: status === 'wip', translationNotice };
}
