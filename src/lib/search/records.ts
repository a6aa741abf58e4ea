// The search records and the MiniSearch options shared by the index builder (plugins/search-index)
// and the browser client: both must index and query with the same fields, tokenizer and boosts.
import type { Options, SearchOptions } from 'minisearch';
import type { Plan, ProductId } from '../navigation';
import { processTerm, tokenize, tokenizeQuery } from './tokenize';

/** page: the top of a page; section: an h2 or h3 and the text under it; prop: one row of an API table. */
export type RecordKind = 'page' | 'section' | 'prop';

export interface SearchRecord {
  readonly id: number;
  readonly kind: RecordKind;
  readonly product: ProductId;
  readonly plan?: Plan;
  /** The page title (its H1). */
  readonly page: string;
  readonly h2?: string;
  readonly h3?: string;
  /** A prop's (or interface property's) name. */
  readonly prop?: string;
  /** A prop's type, as the API table shows it. */
  readonly propType?: string;
  /** Site pathname with the anchor, base URL included: `/x/api/data-grid/data-grid/#checkboxSelection-prop`. */
  readonly url: string;
  /** The text of the record, code blocks and demos removed. Indexed in full, stored shortened. */
  readonly text: string;
  /**
   * For a guide section, the props and events it explains (`getEstimatedRowHeight getRowHeight`),
   * from the "explained in" index: indexed, not stored.
   */
  readonly keywords?: string;
}

/** What the index stores for each record, to draw a hit without the page. */
export type StoredRecord = Omit<SearchRecord, 'id' | 'text' | 'keywords'> & { readonly excerpt: string };

/** The heading a record stands for: prop name, h3, h2 or page title. */
export function recordTitle(record: Pick<SearchRecord, 'kind' | 'page' | 'h2' | 'h3' | 'prop'>): string {
  if (record.kind === 'prop') return record.prop ?? '';
  return record.h3 ?? record.h2 ?? record.page;
}

/** The longest excerpt stored per record; the full text is only indexed. */
export const EXCERPT_LENGTH = 180;

export interface IndexedDocument extends StoredRecord {
  readonly id: number;
  readonly title: string;
  readonly text: string;
  readonly keywords?: string;
}

export function toIndexedDocument(record: SearchRecord): IndexedDocument {
  const { text, ...rest } = record;
  return {
    ...rest,
    title: recordTitle(record),
    text,
    excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…` : text,
  };
}

const STORED_FIELDS = ['kind', 'product', 'plan', 'page', 'h2', 'h3', 'prop', 'propType', 'url', 'excerpt'] as const;

/** Index options: the builder passes them to `new MiniSearch`, the client to `MiniSearch.loadJSON`. */
export const INDEX_OPTIONS = {
  idField: 'id',
  fields: ['title', 'page', 'text', 'keywords'],
  storeFields: [...STORED_FIELDS],
  tokenize: (text: string) => tokenize(text),
  processTerm: (term: string) => processTerm(term),
} satisfies Options<IndexedDocument>;

/**
 * Title matches count most, then the page title and the names of the props and events a guide
 * section explains (keywords: twice the text, enough for the section to rank beside the prop's API
 * rows, which carry the name in their title; four times pushed other entries of
 * tests/search-relevance out of their top 3), then the text. The last word of the query (the
 * one being typed) matches as a prefix; earlier words are complete, and expanding them too would
 * cost time on every keystroke. Words of five letters or more forgive a typo or two.
 */
export const BASE_SEARCH_OPTIONS = {
  boost: { title: 4, page: 2, text: 1, keywords: 2 },
  prefix: (term: string, index: number, terms: string[]) => index === terms.length - 1 && term.length >= 2,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.45, prefix: 0.6 },
  combineWith: 'AND',
  tokenize: (query: string) => tokenizeQuery(query),
} satisfies SearchOptions;
