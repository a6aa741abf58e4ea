// Search keywords from the "explained in" index (plugins/api-reference/explainedIn.ts): a guide
// section that explains a prop or an event gets its name as keywords, which the tokenizer splits
// (`getRowHeight` -> get, row, height). A section's own words rarely repeat the API name the way
// an API row's title does, so without them a query made of a prop's words ("cell edit stop") found
// the three plan copies of the prop row (DataGrid, Pro, Premium) and pushed the guide out of the
// top results.
import type { ExplainedIn } from '../api-reference/loadExplainedIn';
import type { PropGuideLinks } from '../api-reference/explainedIn';

/** Keywords by section path (English, no locale: `/x/react-data-grid/row-height/#set-the-height-per-row`). */
export type SectionKeywords = ReadonlyMap<string, string>;

/** Inverts the index: each linked section, with the names of the props and events it explains. */
export function sectionKeywords(explainedIn: ExplainedIn): SectionKeywords {
  const names = new Map<string, Set<string>>();
  const add = (links: PropGuideLinks) => {
    for (const [name, sections] of Object.entries(links)) {
      for (const { path } of sections) (names.get(path) ?? names.set(path, new Set()).get(path)!).add(name);
    }
  };
  for (const links of Object.values(explainedIn.props)) add(links);
  add(explainedIn.gridEvents);
  return new Map([...names].map(([path, set]) => [path, [...set].sort().join(' ')]));
}

/**
 * The keywords of a record, by its URL (base URL and locale included: `/x/zh/react-data-grid/…`),
 * or undefined when it explains nothing.
 */
export function keywordsForUrl(url: string, baseUrl: string, keywords: SectionKeywords): string | undefined {
  if (!url.startsWith(baseUrl)) return undefined;
  return keywords.get(`/x/${url.slice(baseUrl.length)}`);
}
