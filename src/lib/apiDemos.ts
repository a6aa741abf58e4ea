// The compact "Demos" list at the top of an API page: a few guides in line, the others behind a
// native <details> ("All N guides"), so the props start on a laptop's first screen.
import type { ApiProduct } from './apiReference';

/** How many guides show before "All N guides". */
export const FIRST_GUIDES = 5;

/** The product name guide titles start with (`Data Grid - Sorting`), which the API page already says. */
const TITLE_PREFIXES: Readonly<Record<ApiProduct, string>> = {
  'data-grid': 'Data Grid - ',
  'date-pickers': 'Date and Time Pickers - ',
  charts: 'Charts - ',
  'tree-view': 'Tree View - ',
};

/** `Data Grid - Sorting` on a Data Grid page -> `Sorting`; other titles as they are. */
export function shortGuideTitle(title: string, product: ApiProduct): string {
  const prefix = TITLE_PREFIXES[product];
  return title.startsWith(prefix) && title.length > prefix.length ? title.slice(prefix.length) : title;
}

/**
 * The guides shown at once and those behind "All N guides". A single guide left over shows with the
 * others: a disclosure that hides one link saves no room.
 */
export function splitGuides<T>(guides: readonly T[], first: number = FIRST_GUIDES): { first: T[]; rest: T[] } {
  if (guides.length <= first + 1) return { first: [...guides], rest: [] };
  return { first: guides.slice(0, first), rest: guides.slice(first) };
}
