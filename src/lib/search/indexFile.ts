// The search index file: what the builder writes (plugins/search-index) and every reader loads
// (the search modal, the MCP server, the relevance test). It holds exactly what MiniSearch's own
// JSON holds, laid out to compress: MiniSearch writes each posting as `"docId":freq` under its
// term, in insertion order, and every record's stored fields as an object repeating its keys and
// its page's path, title and plan. Here terms are sorted, each field's documents are a list of
// gaps with the frequencies only when one is not 1, stored fields are columns, and a page's path,
// title and plan are written once. The Data Grid index gzips to about two thirds of its MiniSearch
// size, so a reader's first search downloads that much less.
import MiniSearch, { type AsPlainObject } from 'minisearch';
import type { Plan, ProductId } from '../navigation';
import { INDEX_OPTIONS, type IndexedDocument, type StoredRecord } from './records';

export const INDEX_FILE_FORMAT = 1;

/** A term's documents in one field: field id, gaps between document ids, frequencies unless all are 1. */
type FieldPostings = readonly [fieldId: number, gaps: readonly number[], frequencies?: readonly number[]];

/** Path without anchor, title and plan (0 for the free plan) of each page the records come from. */
type PageEntry = readonly [path: string, title: string, plan: Plan | 0];

/** The stored fields kept as columns, one value per document; 0 stands for a field the record lacks. */
const COLUMNS = ['kind', 'h2', 'h3', 'prop', 'propType', 'excerpt'] as const;
type Column = (typeof COLUMNS)[number];

export interface IndexFile {
  readonly format: typeof INDEX_FILE_FORMAT;
  readonly product: ProductId;
  readonly serializationVersion: number;
  /** Field names, by MiniSearch field id. */
  readonly fields: readonly string[];
  readonly averageFieldLength: readonly number[];
  /** Each document's record id, as gaps from the previous one; the short ids are 0 to n - 1. */
  readonly ids: readonly number[];
  readonly fieldLength: readonly (readonly number[])[];
  readonly pages: readonly PageEntry[];
  /** Each document's page, as an index into `pages`, and its anchor. */
  readonly page: readonly number[];
  readonly anchor: readonly (string | 0)[];
  readonly columns: Readonly<Record<Column, readonly (string | 0)[]>>;
  readonly terms: readonly string[];
  /** For each term, in the order of `terms`. */
  readonly postings: readonly (readonly FieldPostings[])[];
}

function gaps(values: readonly number[]): number[] {
  return values.map((value, i) => value - (i === 0 ? 0 : values[i - 1]!));
}

function sums(deltas: readonly number[]): number[] {
  let total = 0;
  return deltas.map((delta) => (total += delta));
}

/** The file for an index built with INDEX_OPTIONS from one product's records. */
export function encodeIndexFile(index: MiniSearch<IndexedDocument>, product: ProductId): IndexFile {
  const plain = index.toJSON();
  const count = plain.documentCount;
  const shortIds = Object.keys(plain.documentIds).map(Number);
  if (plain.nextId !== count || shortIds.some((id, i) => id !== i)) {
    throw new Error('Search index file: the index must be freshly built (no document removed).');
  }
  const stored = shortIds.map((id) => plain.storedFields[id] as StoredRecord);
  const pages: PageEntry[] = [];
  const pageKeys = new Map<string, number>();
  const columns = Object.fromEntries(COLUMNS.map((column) => [column, [] as (string | 0)[]])) as Record<
    Column,
    (string | 0)[]
  >;
  const page: number[] = [];
  const anchor: (string | 0)[] = [];
  for (const record of stored) {
    if (record.product !== product) {
      throw new Error(`Search index file: a ${record.product} record (${record.url}) in the ${product} index.`);
    }
    const [path = '', hash] = record.url.split('#');
    const entry: PageEntry = [path, record.page, record.plan ?? 0];
    const key = JSON.stringify(entry);
    if (!pageKeys.has(key)) {
      pageKeys.set(key, pages.length);
      pages.push(entry);
    }
    page.push(pageKeys.get(key)!);
    anchor.push(hash ?? 0);
    for (const column of COLUMNS) columns[column].push(record[column] ?? 0);
  }
  const entries = [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    format: INDEX_FILE_FORMAT,
    product,
    serializationVersion: plain.serializationVersion,
    fields: Object.entries(plain.fieldIds)
      .sort(([, a], [, b]) => a - b)
      .map(([name]) => name),
    averageFieldLength: plain.averageFieldLength,
    ids: gaps(shortIds.map((id) => plain.documentIds[id] as number)),
    fieldLength: shortIds.map((id) => plain.fieldLength[id]!),
    pages,
    page,
    anchor,
    columns,
    terms: entries.map(([term]) => term),
    postings: entries.map(([, byField]) =>
      Object.entries(byField).map(([fieldId, documents]): FieldPostings => {
        const ids = Object.keys(documents)
          .map(Number)
          .sort((a, b) => a - b);
        const frequencies = ids.map((id) => documents[id]!);
        const field = Number(fieldId);
        return frequencies.every((frequency) => frequency === 1) ? [field, gaps(ids)] : [field, gaps(ids), frequencies];
      }),
    ),
  };
}

/**
 * MiniSearch's term index: term, then field id, then short document id, to frequency. `loadJS`
 * builds it from plain objects; building those objects for the Data Grid index took 70 ms, longer
 * than the rest of loading, so the maps are filled here directly. minisearch is pinned, and
 * tests/unit/searchIndexFile.test.ts checks a loaded index equals the one that was written.
 */
interface TermIndex {
  _index: { set(term: string, byField: Map<number, Map<number, number>>): void };
}

/** The text of an index file, ready to search with the site's options. */
export function loadIndexFile(text: string): MiniSearch<IndexedDocument> {
  const file = JSON.parse(text) as IndexFile;
  if (file.format !== INDEX_FILE_FORMAT) {
    throw new Error(`Search index file: format ${String(file.format)}, this site reads ${INDEX_FILE_FORMAT}.`);
  }
  const ids = sums(file.ids);
  const documentIds: AsPlainObject['documentIds'] = {};
  const fieldLength: AsPlainObject['fieldLength'] = {};
  const storedFields: AsPlainObject['storedFields'] = {};
  ids.forEach((id, shortId) => {
    documentIds[shortId] = id;
    fieldLength[shortId] = [...file.fieldLength[shortId]!];
    const [path, title, plan] = file.pages[file.page[shortId]!]!;
    const hash = file.anchor[shortId];
    const record: Record<string, string> = { product: file.product, page: title, url: hash ? `${path}#${hash}` : path };
    if (plan) record.plan = plan;
    for (const column of COLUMNS) {
      const value = file.columns[column][shortId];
      if (value) record[column] = value;
    }
    storedFields[shortId] = record;
  });
  const search = MiniSearch.loadJS<IndexedDocument>(
    {
      documentCount: ids.length,
      nextId: ids.length,
      documentIds,
      fieldIds: Object.fromEntries(file.fields.map((name, id) => [name, id])),
      fieldLength,
      averageFieldLength: [...file.averageFieldLength],
      storedFields,
      dirtCount: 0,
      index: [],
      serializationVersion: file.serializationVersion,
    },
    INDEX_OPTIONS,
  );
  const termIndex = (search as unknown as TermIndex)._index;
  file.terms.forEach((term, i) => {
    const byField = new Map<number, Map<number, number>>();
    for (const [fieldId, documentGaps, frequencies] of file.postings[i]!) {
      const documents = new Map<number, number>();
      let id = 0;
      documentGaps.forEach((gap, j) => {
        id += gap;
        documents.set(id, frequencies ? frequencies[j]! : 1);
      });
      byField.set(fieldId, documents);
    }
    termIndex.set(term, byField);
  });
  return search;
}
