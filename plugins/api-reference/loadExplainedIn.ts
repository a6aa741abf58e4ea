// The "explained in" index of the whole site: every product guide under docs/ read and cut into
// sections (guideSections.ts), then ranked per prop (explainedIn.ts). Computed once per build, in
// the API reference plugin's loadContent; the markdown twins (MCP data) and the search index read
// it from there.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiPageData } from '../../src/lib/apiReference';
import { readDocFiles } from '../docFiles';
import { parseGuideSections } from './guideSections';
import type { GridEventRow } from './gridEvents';
import {
  explainedInIndex,
  guidePage,
  guideProductOf,
  sectionFinder,
  type GuidePage,
  type PropGuideLinks,
} from './explainedIn';

export interface ExplainedIn {
  /** By API page name, then prop name. */
  readonly props: Record<string, PropGuideLinks>;
  /** The Data Grid's events (`cellEditStop`), by name: for the search keywords. */
  readonly gridEvents: PropGuideLinks;
}

export async function loadGuidePages(docsDir: string): Promise<GuidePage[]> {
  const docs = await readDocFiles(docsDir);
  return docs
    .filter((doc) => guideProductOf(doc.docId) !== undefined)
    .sort((a, b) => a.docId.localeCompare(b.docId))
    .map(guidePage);
}

export async function loadExplainedIn(
  docsDir: string,
  apiPages: readonly ApiPageData[],
  gridEvents: readonly GridEventRow[],
): Promise<ExplainedIn> {
  const guides = await loadGuidePages(docsDir);
  const find = sectionFinder(guides.filter((guide) => guideProductOf(guide.docId) === 'data-grid'));
  const eventNames = new Set(gridEvents.map((event) => event.name));
  const events: PropGuideLinks = {};
  for (const name of eventNames) {
    const found = find(name, { known: eventNames });
    if (found.length > 0) events[name] = found;
  }
  return { props: explainedInIndex(apiPages, guides), gridEvents: events };
}

/**
 * For a translated locale: the section ids of each translated guide, by pathname. Translations keep
 * the English ids, but one that lags behind its English page may miss a newer section; a link to it
 * then goes to the page rather than to an anchor the page lacks.
 */
export async function translatedSectionIds(siteDir: string, locale: string): Promise<Map<string, Set<string>>> {
  const dir = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
  if (!existsSync(dir)) return new Map();
  const docs = await readDocFiles(dir);
  return new Map(
    docs.map((doc) => [doc.pathname, new Set(parseGuideSections(doc.content).map((section) => section.id))]),
  );
}

/** A link's path for a translated page: without its anchor when the translation has no such section. */
export function anchorInTranslation(linkPath: string, translated: ReadonlyMap<string, ReadonlySet<string>>): string {
  const [pathname = linkPath, id] = linkPath.split('#');
  const ids = translated.get(pathname);
  return id && ids && !ids.has(id) ? pathname : linkPath;
}
