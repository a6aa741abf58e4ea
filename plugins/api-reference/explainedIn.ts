// "Explained in": for each prop of an API page, the guide sections that explain it, most specific
// first, read from the guides' MDX at build time (sections: guideSections.ts). The API pages list
// them under each prop, the MCP `get_api` answer carries them, and the search index gives each of
// those sections the prop's name as keywords, so a query for a prop also finds its explanation.
import type { ApiPageData, ApiProduct } from '../../src/lib/apiReference';
import { parseGuideSections, type MdxSection } from './guideSections';

export interface GuideSectionLink {
  /** `Row height › Set the height per row`; the page title alone for a page's introduction. */
  readonly title: string;
  /** Site path with the section's anchor, English and without locale: `/x/react-data-grid/row-height/#set-the-height-per-row`. */
  readonly path: string;
}

/** Props with at least one explaining section, by name; props no guide names are left out. */
export type PropGuideLinks = Record<string, GuideSectionLink[]>;

/** The most links kept per prop. */
export const MAX_LINKS = 3;

export interface GuidePage {
  /** `react-data-grid/row-height`, to tell the product. */
  readonly docId: string;
  /** `/x/react-data-grid/row-height/` */
  readonly pathname: string;
  /** The front-matter title. */
  readonly title: string;
  readonly sections: readonly MdxSection[];
  /** Every name the page writes as code, links or puts in a heading: what the page is about. */
  readonly names: ReadonlySet<string>;
}

/** A product's guides: docs/<folder>/**. Migration guides live elsewhere and are never read. */
const PRODUCT_FOLDERS: Readonly<Record<ApiProduct, string>> = {
  'data-grid': 'react-data-grid',
  'date-pickers': 'react-date-pickers',
  charts: 'react-charts',
  'tree-view': 'react-tree-view',
};

/**
 * Pages that list API names rather than explain them: the Data Grid's feature overview (one line per
 * feature) and its events page (a generated table of every event). Their sections still count,
 * after every section of the other guides.
 */
const LISTING_PAGES: ReadonlySet<string> = new Set(['react-data-grid/features', 'react-data-grid/events']);

export function guideProductOf(docId: string): ApiProduct | undefined {
  const folder = docId.split('/')[0];
  return (Object.keys(PRODUCT_FOLDERS) as ApiProduct[]).find((product) => PRODUCT_FOLDERS[product] === folder);
}

/**
 * `Data Grid - Row height` -> `Row height`: the links sit on the product's own API pages. A status
 * mark (`Radar 🧪`, `… 🚧`) goes too: the link is not the place for it.
 */
export function shortPageTitle(title: string): string {
  return title
    .replace(/^(Data Grid|Charts|Date and Time Pickers|Tree View) - /, '')
    .replace(/(\s*\p{Extended_Pictographic}\uFE0F?)+$/u, '')
    .trim();
}

export function guidePage(doc: { docId: string; pathname: string; title?: string; content: string }): GuidePage {
  const sections = parseGuideSections(doc.content);
  const names = new Set<string>();
  for (const section of sections) {
    for (const name of section.mentions.keys()) names.add(name);
    for (const name of [...section.headingCode, ...section.headingWords]) names.add(name);
  }
  return { docId: doc.docId, pathname: doc.pathname, title: shortPageTitle(doc.title ?? doc.docId), sections, names };
}

interface Candidate {
  readonly page: GuidePage;
  readonly section: MdxSection;
  /** Position in the product's pages, for a stable order between equals. */
  readonly order: number;
}

/**
 * Whether a heading names the prop: as code or a link, or as a plain word (`## Density` for
 * `density`) when the word cannot be an ordinary one (camelCase) or the section's prose names
 * the prop too.
 */
export function headingNames(section: MdxSection, name: string): boolean {
  if (section.headingCode.includes(name)) return true;
  if (section.headingWords.includes(name) && name !== name.toLowerCase()) return true;
  const lower = name.toLowerCase();
  return section.mentions.has(name) && section.headingWords.some((word) => word.toLowerCase() === lower);
}

/** What a section is ranked against: the other names of the page, and which components are its own. */
export interface RankContext {
  /** The page's props: the fewer of the others a section names, the more it is about this one. */
  readonly known: ReadonlySet<string>;
  /** The component and its family (`DataGrid`, `DataGridPro`, `DataGridPremium`). */
  readonly own?: ReadonlySet<string>;
  /** The product's other components: a section naming only them explains their prop of that name. */
  readonly rivals?: ReadonlySet<string>;
}

function sectionNames(section: MdxSection, component: string): boolean {
  return (
    section.mentions.has(component) ||
    section.headingCode.includes(component) ||
    section.headingWords.includes(component)
  );
}

/**
 * A section about another component of the product (`className` under `## PromptField`, `series`
 * on the Radar page for PieChart): it names only other components, or it names none and its page
 * names only other ones.
 */
function aboutAnother({ section, page }: Candidate, context: RankContext): boolean {
  const { own, rivals } = context;
  if (!own || !rivals) return false;
  const names = (component: string) => sectionNames(section, component);
  const pageNames = (component: string) => page.names.has(component);
  for (const test of [names, pageNames]) {
    if ([...own].some(test)) return false;
    if ([...rivals].some(test)) return true;
  }
  return false;
}

/**
 * Rank of one section for one prop, compared field by field, larger first: guides before listing
 * pages, sections about this component before those about another, sections before a page's
 * introduction (which only leads to the page), then a heading that names the
 * prop, more mentions (a link to the prop's API row, where a guide introduces it, counts one
 * more), fewer other props, a deeper heading, and the order of the pages.
 */
function rankKey(candidate: Candidate, name: string, context: RankContext): number[] {
  const { section, page } = candidate;
  let others = 0;
  for (const mentioned of section.mentions.keys()) if (mentioned !== name && context.known.has(mentioned)) others += 1;
  return [
    LISTING_PAGES.has(page.docId) ? 0 : 1,
    aboutAnother(candidate, context) ? 0 : 1,
    section.depth > 1 ? 1 : 0,
    headingNames(section, name) ? 1 : 0,
    (section.mentions.get(name) ?? 0) + (section.linked.has(name) ? 1 : 0),
    -others,
    section.depth,
    -candidate.order,
  ];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}

export function sectionLink(page: GuidePage, section: MdxSection): GuideSectionLink {
  if (section.depth === 1) return { title: page.title, path: page.pathname };
  return { title: `${page.title} › ${section.heading}`, path: `${page.pathname}#${section.id}` };
}

/**
 * Finds the sections of one product's guides that name a given name. Built once per product, then
 * asked for each prop of each of its pages.
 */
export function sectionFinder(pages: readonly GuidePage[]) {
  const byName = new Map<string, Candidate[]>();
  const byHeadingWord = new Map<string, Candidate[]>();
  let order = 0;
  for (const page of pages) {
    for (const section of page.sections) {
      const candidate: Candidate = { page, section, order: (order += 1) };
      for (const name of section.mentions.keys()) (byName.get(name) ?? byName.set(name, []).get(name)!).push(candidate);
      for (const word of [...section.headingCode, ...section.headingWords]) {
        const key = word.toLowerCase();
        (byHeadingWord.get(key) ?? byHeadingWord.set(key, []).get(key)!).push(candidate);
      }
    }
  }
  /** The sections that explain `name`, most specific first, at most `limit`. */
  return (name: string, context: RankContext, limit = MAX_LINKS): GuideSectionLink[] => {
    const candidates = new Set<Candidate>(byName.get(name));
    for (const candidate of byHeadingWord.get(name.toLowerCase()) ?? []) {
      if (headingNames(candidate.section, name)) candidates.add(candidate);
    }
    return [...candidates]
      .map((candidate) => ({ candidate, key: rankKey(candidate, name, context) }))
      .sort((a, b) => compareKeys(a.key, b.key))
      .slice(0, limit)
      .map(({ candidate }) => sectionLink(candidate.page, candidate.section));
  };
}

/**
 * Components a guide treats as one: a plan's copy (`DataGridPro` of `DataGrid`) and the variants of
 * a picker (`DesktopDatePicker`, `StaticDatePicker` of `DatePicker`) share their props and guides.
 */
export function sameFamily(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a) || a.endsWith(b) || b.endsWith(a);
}

/**
 * The explaining sections of every prop of every API page, by page name, from the guides of the
 * page's product. Pages without any link get an empty record.
 */
export function explainedInIndex(
  apiPages: readonly ApiPageData[],
  guides: readonly GuidePage[],
): Record<string, PropGuideLinks> {
  const finders = new Map<ApiProduct, ReturnType<typeof sectionFinder>>();
  const finderOf = (product: ApiProduct) => {
    let finder = finders.get(product);
    if (!finder) {
      finder = sectionFinder(guides.filter((guide) => guideProductOf(guide.docId) === product));
      finders.set(product, finder);
    }
    return finder;
  };
  const index: Record<string, PropGuideLinks> = {};
  for (const page of apiPages) {
    const find = finderOf(page.product);
    const components = apiPages
      .filter((other) => other.product === page.product && other.kind === 'component')
      .map((other) => other.name);
    const own = new Set(components.filter((other) => sameFamily(other, page.name)));
    const context: RankContext = {
      known: new Set(page.props.map((prop) => prop.name)),
      // Interfaces (GridColDef) are not rendered on their own: no section is about another one.
      ...(page.kind === 'component' && { own, rivals: new Set(components.filter((other) => !own.has(other))) }),
    };
    const links: PropGuideLinks = {};
    for (const prop of page.props) {
      const found = find(prop.name, context);
      if (found.length > 0) links[prop.name] = found;
    }
    index[page.name] = links;
  }
  return index;
}
