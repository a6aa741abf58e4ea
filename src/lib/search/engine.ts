// Querying the loaded indexes (one per product) and ranking the merged results. Used by the
// browser's local search client and by the relevance test against the built index.
import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import type { ProductId } from '../navigation';
import { BASE_SEARCH_OPTIONS, type IndexedDocument, type StoredRecord } from './records';

export type LoadedIndex = MiniSearch<IndexedDocument>;

export interface RankedHit {
  readonly record: StoredRecord;
  readonly score: number;
  /** Indexed terms the query matched (for highlighting). */
  readonly terms: readonly string[];
}

/** How much the reader's current product outranks the others. */
export const CURRENT_PRODUCT_BOOST = 1.6;

/**
 * A document's weight before its text score: the reader's product first; a guide's own record
 * above its sections, and guides above API pages (whose titles repeat the component names a
 * feature query also matches) except for their prop rows; the free tier's copy of a prop
 * (DataGrid) just above the Pro and Premium copies, which repeat it.
 */
export function documentBoost(
  record: Pick<StoredRecord, 'product' | 'kind' | 'plan' | 'url'>,
  current?: ProductId,
): number {
  let boost = 1;
  if (current && record.product === current) boost *= CURRENT_PRODUCT_BOOST;
  const api = record.url.includes('/api/');
  if (record.kind === 'page') boost *= api ? 1 : 1.5;
  if (record.kind === 'section' && api) boost *= 0.7;
  if (record.plan === 'pro') boost *= 0.97;
  if (record.plan === 'premium') boost *= 0.94;
  return boost;
}

function searchOne(index: LoadedIndex, query: string, current: ProductId | undefined, combineWith: 'AND' | 'OR') {
  return index.search(query, {
    ...BASE_SEARCH_OPTIONS,
    combineWith,
    boostDocument: (_id, _term, stored) => documentBoost(stored as unknown as StoredRecord, current),
  });
}

/** Fields MiniSearch adds to a result; everything else is a stored field of the record. */
const RESULT_FIELDS = new Set(['id', 'score', 'terms', 'queryTerms', 'match']);

function toHit(result: SearchResult): RankedHit {
  const stored = Object.fromEntries(Object.entries(result).filter(([key]) => !RESULT_FIELDS.has(key)));
  // The index only stores StoredRecord fields (records.ts, INDEX_OPTIONS.storeFields).
  return { record: stored as unknown as StoredRecord, score: result.score, terms: result.terms };
}

/**
 * Searches every index, merges by score and returns the best `limit` hits. All query words must
 * match; when nothing does, any word may.
 */
export function searchIndexes(
  indexes: readonly LoadedIndex[],
  query: string,
  options: { current?: ProductId; limit?: number } = {},
): RankedHit[] {
  const limit = options.limit ?? 20;
  if (!query.trim()) return [];
  let results = indexes.flatMap((index) => searchOne(index, query, options.current, 'AND'));
  if (results.length === 0) results = indexes.flatMap((index) => searchOne(index, query, options.current, 'OR'));
  return results
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(toHit);
}
