// Turns local search results into the hits DocSearch draws (the shape of Algolia's DocSearch
// records) and answers the modal's `search()` call the way Algolia's client would.
import type { DocSearchHit } from '@docsearch/react';
import type { RankedHit } from './engine';
import type { StoredRecord } from './records';
import { queryTerms } from './tokenize';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: readonly Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** What the local client adds to each hit so the modal can show the product and the plan. */
export interface LocalHitExtras {
  readonly product: StoredRecord['product'];
  readonly plan: StoredRecord['plan'] | null;
  readonly propType: string | null;
}
export type LocalDocSearchHit = DocSearchHit & LocalHitExtras;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface Highlighted {
  readonly value: string;
  readonly matchLevel: 'full' | 'partial' | 'none';
  readonly matchedWords: string[];
}

/**
 * Escapes `text` and wraps every occurrence of a term in <mark> (case-insensitive, also inside
 * camelCase words). The match level says whether all, some or none of the query's terms occur.
 */
export function highlight(text: string, terms: readonly string[], queryWords: readonly string[]): Highlighted {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0 || !text) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'giu');
  let value = '';
  let last = 0;
  const found = new Set<string>();
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    value += `${escapeHtml(text.slice(last, start))}<mark>${escapeHtml(match[0])}</mark>`;
    last = start + match[0].length;
    found.add(match[0].toLowerCase());
  }
  value += escapeHtml(text.slice(last));
  const lowerText = text.toLowerCase();
  const matchedWords = queryWords.filter(
    (word) => lowerText.includes(word) || [...found].some((f) => f.startsWith(word)),
  );
  const matchLevel =
    found.size === 0 ? 'none' : matchedWords.length === queryWords.length && queryWords.length > 0 ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

/** Cuts `text` to about `length` characters around the first term it contains. */
export function snippetWindow(text: string, terms: readonly string[], length = 120): string {
  const lower = text.toLowerCase();
  const first = Math.min(...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0), Infinity);
  if (text.length <= length) return text;
  const start = first === Infinity || first < length / 3 ? 0 : Math.max(0, text.lastIndexOf(' ', first - 30) + 1);
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

function hierarchyOf(record: StoredRecord): Record<Level, string | null> {
  const levels: Record<Level, string | null> = {
    lvl0: record.page,
    lvl1: record.page,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  if (record.kind === 'prop') {
    levels.lvl2 = record.h2 ?? null;
    levels.lvl3 = record.prop ?? null;
  } else {
    levels.lvl2 = record.h2 ?? null;
    levels.lvl3 = record.h3 ?? null;
  }
  return levels;
}

function typeOf(
  record: StoredRecord,
  hierarchy: Record<Level, string | null>,
  titleMatched: boolean,
): DocSearchHit['type'] {
  if (!titleMatched && record.excerpt) return 'content';
  if (record.kind === 'page') return 'lvl1';
  return hierarchy.lvl3 ? 'lvl3' : 'lvl2';
}

/**
 * One ranked result -> one DocSearch hit. `origin` makes the URL absolute (DocSearch throws on
 * relative URLs). A hit is a heading hit when the query matches its heading, else a text hit.
 */
export function toDocSearchHit(hit: RankedHit, query: string, origin: string): LocalDocSearchHit {
  const { record } = hit;
  const words = queryTerms(query);
  const terms = [...new Set([...words, ...hit.terms])];
  const hierarchy = hierarchyOf(record);
  const own = hierarchy.lvl3 ?? hierarchy.lvl2 ?? hierarchy.lvl1 ?? '';
  const titleMatched = highlight(own, terms, words).matchLevel !== 'none';
  const type = typeOf(record, hierarchy, titleMatched);
  const content = record.excerpt ? snippetWindow(record.excerpt, terms) : null;
  const highlightLevels = Object.fromEntries(
    LEVELS.map((level) => [level, highlight(hierarchy[level] ?? '', terms, words)]),
  ) as Record<Level, Highlighted>;
  const contentHighlight = highlight(content ?? '', terms, words);
  const url = new URL(record.url, origin);
  return {
    objectID: record.url,
    content,
    url: url.href,
    url_without_anchor: `${url.origin}${url.pathname}`,
    anchor: url.hash ? url.hash.slice(1) : null,
    type,
    hierarchy: { ...hierarchy, lvl0: record.page, lvl1: record.page },
    _highlightResult: { content: contentHighlight, hierarchy: highlightLevels, hierarchy_camel: [highlightLevels] },
    _snippetResult: {
      content: { value: contentHighlight.value, matchLevel: contentHighlight.matchLevel },
      hierarchy: highlightLevels,
      hierarchy_camel: [highlightLevels],
    },
    product: record.product,
    plan: record.plan ?? null,
    propType: record.propType ?? null,
  };
}

/** One request of the modal's `search({ requests })`: Algolia's v5 shape, parameters flattened in. */
export interface SearchRequest {
  readonly indexName: string;
  readonly query?: string;
  readonly hitsPerPage?: number;
  readonly [parameter: string]: unknown;
}

export interface SearchResponse<Hit> {
  readonly results: ReadonlyArray<{
    readonly hits: Hit[];
    readonly nbHits: number;
    readonly page: number;
    readonly nbPages: number;
    readonly hitsPerPage: number;
    readonly processingTimeMS: number;
    readonly exhaustiveNbHits: boolean;
    readonly query: string;
    readonly params: string;
    readonly index: string;
  }>;
}

/** The three members of Algolia's lite client that DocSearch uses, answered locally. */
export interface LocalSearchClient<Hit> {
  search(params: { requests: readonly SearchRequest[] } | readonly SearchRequest[]): Promise<SearchResponse<Hit>>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(options: { segment: string; version?: string }): unknown } };
}

/**
 * A client whose `search` answers each request with `find(query, hitsPerPage)`. Accepts the
 * request list alone or wrapped in `{ requests }`, as Algolia's client does.
 */
export function createLocalSearchClient<Hit>(
  find: (query: string, hitsPerPage: number) => Promise<Hit[]>,
): LocalSearchClient<Hit> {
  const agent = {
    value: 'local-search',
    add({ segment, version }: { segment: string; version?: string }) {
      agent.value += `; ${segment}${version ? ` (${version})` : ''}`;
      return agent;
    },
  };
  return {
    async search(params) {
      const requests = 'requests' in params ? params.requests : params;
      const results = await Promise.all(
        requests.map(async (request) => {
          const started = Date.now();
          const query = request.query ?? '';
          const hitsPerPage = request.hitsPerPage ?? 20;
          const hits = await find(query, hitsPerPage);
          return {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: 1,
            hitsPerPage,
            processingTimeMS: Date.now() - started,
            exhaustiveNbHits: true,
            query,
            params: '',
            index: request.indexName,
          };
        }),
      );
      return { results };
    },
    addAlgoliaAgent(segment, version) {
      agent.add({ segment, version });
    },
    transporter: { algoliaAgent: agent },
  };
}
