// The filter above an API page's props, slots and CSS classes tables: which rows a query keeps, and
// how the query lives in the page's URL (`?props=row+height`) so a filtered view can be shared.
// Pure functions; the component that reads the rows and hides them is
// src/components/ApiPage/TableFilter.tsx.

/** The tables that have a filter, each with the URL parameter that holds its query. */
export type FilterKind = 'props' | 'properties' | 'slots' | 'classes';

/** An interface page's properties table is the same table as a component's props: same parameter. */
export const FILTER_PARAMS: Readonly<Record<FilterKind, string>> = {
  props: 'props',
  properties: 'props',
  slots: 'slots',
  classes: 'classes',
};

/** Text as the filter compares it: lower case, runs of white space as one space. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a query, each of which a row must contain; none for a blank query. */
export function queryWords(query: string): string[] {
  return normalizeText(query).split(' ').filter(Boolean);
}

/**
 * Whether a row whose searchable text is `text` (already normalized) contains every word, anywhere:
 * `row height` keeps `rowHeight` and `getRowHeight`; no words keep every row.
 */
export function matchesWords(text: string, words: readonly string[]): boolean {
  return words.every((word) => text.includes(word));
}

/** The query a URL's search string holds for a parameter (`?props=row+height` -> `row height`). */
export function readFilterQuery(search: string, param: string): string {
  return new URLSearchParams(search).get(param) ?? '';
}

/**
 * The same URL (path, other parameters and hash kept) with the query of `param` set, or removed
 * for a blank query; what history.replaceState is given.
 */
export function urlWithFilterQuery(href: string, param: string, query: string): string {
  const url = new URL(href);
  const value = query.trim();
  if (value) url.searchParams.set(param, value);
  else url.searchParams.delete(param);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The element id a URL hash points at (`#checkboxSelection-prop` -> `checkboxSelection-prop`). */
export function hashTargetId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape (`#%E0`): the browser looks the raw text up, so do the same.
    return raw;
  }
}

/**
 * Whether a link leads to a place on the page at `current` rather than to another page: same
 * origin and path, with a hash. Its search string may differ, since this page's own query may
 * have been added to the URL after the link was written.
 */
export function isSamePageHashLink(href: string, current: { origin: string; pathname: string }): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  return url.origin === current.origin && url.pathname === current.pathname && url.hash.length > 1;
}
