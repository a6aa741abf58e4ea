// Navigation rules shared by sidebars.ts, the build-time validation plugin and the theme.
// No React here: everything is a pure function of the navigation tree and a pathname.

export const PLANS = ['pro', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

// A type alias, not an interface, so it fits Docusaurus's `customProps: Record<string, unknown>`.
export type NavFlags = {
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
};

/** One entry of the navigation tree: a page (pathname, no children) or a section (children). */
export interface NavEntry {
  readonly label: string;
  /** Site pathname of a page, always with the base URL and a trailing slash: `/x/react-data-grid/sorting/`. */
  readonly pathname?: string;
  readonly external?: boolean;
  readonly flags: NavFlags;
  readonly children?: readonly NavEntry[];
}

export const BASE_URL = '/x/';
const TAB_SEGMENTS = ['components-api', 'hooks-api'];

export class NavigationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NavigationError';
  }
}

/** `react-data-grid/index` -> `/x/react-data-grid/`; `react-data-grid/sorting` -> `/x/react-data-grid/sorting/`. */
export function docIdToPathname(docId: string): string {
  const path = docId.replace(/(^|\/)index$/, '');
  return path ? `${BASE_URL}${path}/` : BASE_URL;
}

/**
 * Reduces any pathname of the site to the form the tree uses: base URL, no locale prefix,
 * no docs tab segment, no hash or query, and a trailing slash.
 */
export function normalizePathname(pathname: string, locales: readonly string[] = ['zh']): string {
  const clean = pathname.split(/[?#]/)[0] ?? '';
  const segments = clean.split('/').filter(Boolean);
  if (segments[0] === BASE_URL.replaceAll('/', '')) segments.shift();
  if (segments.length > 0 && locales.includes(segments[0]!)) segments.shift();
  while (segments.length > 0 && TAB_SEGMENTS.includes(segments[segments.length - 1]!)) segments.pop();
  return segments.length ? `${BASE_URL}${segments.join('/')}/` : BASE_URL;
}

export function isTabPathname(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return TAB_SEGMENTS.includes(segments[segments.length - 1] ?? '');
}

function describe(trail: readonly string[]): string {
  return trail.join(' > ');
}

/**
 * Throws a NavigationError for the first class of problem found, listing every entry involved:
 * duplicated pathnames (docs tabs excepted) and plan values other than pro or premium.
 */
export function validateNavTree(tree: readonly NavEntry[]): void {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  const visit = (entries: readonly NavEntry[], trail: readonly string[]) => {
    for (const entry of entries) {
      const here = [...trail, entry.label];
      const plan: unknown = entry.flags.plan;
      if (plan !== undefined && !(PLANS as readonly unknown[]).includes(plan)) {
        problems.push(
          `Navigation entry "${describe(here)}" has the plan ${JSON.stringify(plan)}; the plan must be one of: ${PLANS.join(', ')}.`,
        );
      }
      if (entry.pathname && !entry.external && !isTabPathname(entry.pathname)) {
        const first = seen.get(entry.pathname);
        if (first !== undefined) {
          problems.push(`Duplicate navigation path ${entry.pathname}: used by "${first}" and by "${describe(here)}".`);
        } else {
          seen.set(entry.pathname, describe(here));
        }
      }
      if (entry.children) visit(entry.children, here);
    }
  };
  visit(tree, []);
  if (problems.length > 0) throw new NavigationError(problems.join('\n'));
}

export interface ActivePage {
  readonly page: NavEntry;
  /** Sections from the top of the tree down to the page's own section. */
  readonly parents: readonly NavEntry[];
}

export function findActivePage(
  tree: readonly NavEntry[],
  pathname: string,
  locales?: readonly string[],
): ActivePage | null {
  const target = normalizePathname(pathname, locales);
  const search = (entries: readonly NavEntry[], parents: readonly NavEntry[]): ActivePage | null => {
    for (const entry of entries) {
      if (entry.pathname === target && !entry.children) return { page: entry, parents };
      if (entry.children) {
        const found = search(entry.children, [...parents, entry]);
        if (found) return found;
      }
    }
    return null;
  };
  return search(tree, []);
}

export type ProductId = 'x-data-grid' | 'x-date-pickers' | 'x-charts' | 'x-tree-view' | 'introduction';

const PRODUCT_PREFIXES: ReadonlyArray<readonly [string, ProductId]> = [
  ['api/data-grid', 'x-data-grid'],
  ['api/date-pickers', 'x-date-pickers'],
  ['api/charts', 'x-charts'],
  ['api/tree-view', 'x-tree-view'],
  ['react-data-grid', 'x-data-grid'],
  ['react-date-pickers', 'x-date-pickers'],
  ['react-charts', 'x-charts'],
  ['react-tree-view', 'x-tree-view'],
];

export function productFromPathname(pathname: string, locales?: readonly string[]): ProductId {
  const path = normalizePathname(pathname, locales).slice(BASE_URL.length);
  for (const [prefix, product] of PRODUCT_PREFIXES) {
    if (path === `${prefix}/` || path.startsWith(`${prefix}/`)) return product;
  }
  return 'introduction';
}

/** Playground pages take the whole window: no sidebar, navbar or footer. */
export function isPlaygroundPath(pathname: string, locales?: readonly string[]): boolean {
  return normalizePathname(pathname, locales).split('/').includes('playground');
}
