import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AsPlainObject } from 'minisearch';
import { extractRecords } from '../../plugins/search-index/extract';
import { buildIndex } from '../../plugins/search-index/build';
import { searchIndexes } from '../../src/lib/search/engine';
import { encodeIndexFile, loadIndexFile } from '../../src/lib/search/indexFile';
import type { SearchRecord } from '../../src/lib/search/records';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/search', name), 'utf8');

// Ids as the build gives them: counted across products, so this index's start above 0.
const records: SearchRecord[] = [
  ...extractRecords(fixture('api-page.html'), { pathname: '/x/api/data-grid/widget/', product: 'x-data-grid' }),
  ...extractRecords(fixture('guide-page.html'), {
    pathname: '/x/react-data-grid/sorting/',
    product: 'x-data-grid',
    plan: 'pro',
  }),
].map((record, i) => ({ ...record, id: 40 + i, ...(record.kind === 'section' && { keywords: 'sortModel' }) }));

/** MiniSearch's plain form, with the terms in one order: the file sorts them. */
function comparable(plain: AsPlainObject) {
  return { ...plain, index: [...plain.index].sort(([a], [b]) => a.localeCompare(b)) };
}

describe('the search index file', () => {
  const written = buildIndex(records);
  const text = JSON.stringify(encodeIndexFile(written, 'x-data-grid'));
  const loaded = loadIndexFile(text);

  it('loads back into the index that was written: ids, lengths, stored fields and every posting', () => {
    expect(comparable(loaded.toJSON())).toEqual(comparable(written.toJSON()));
  });

  it('answers queries as the index that was written does', () => {
    for (const query of ['checkboxSelection', 'shift', 'sortModel', 'sort', 'chekboxSelection', 'rows order']) {
      // Prefix and typo matches add up in the order of the term tree, so the last digit can differ.
      const hits = (index: typeof written) =>
        searchIndexes([index], query).map(({ record, score }) => ({ record, score: score.toPrecision(12) }));
      expect(hits(loaded)).toEqual(hits(written));
    }
  });

  it('keeps each record its page, plan and anchor', () => {
    const [hit] = searchIndexes([loaded], 'shift');
    expect(hit?.record).toMatchObject({
      kind: 'section',
      product: 'x-data-grid',
      plan: 'pro',
      url: '/x/react-data-grid/sorting/#multi-sorting',
    });
  });

  it('is smaller than MiniSearch’s own JSON', () => {
    expect(text.length).toBeLessThan(JSON.stringify(written).length);
  });

  it('refuses a record of another product, naming it', () => {
    expect(() => encodeIndexFile(written, 'x-charts')).toThrow(
      'Search index file: a x-data-grid record (/x/api/data-grid/widget/) in the x-charts index.',
    );
  });

  it('refuses an index a document was removed from', () => {
    const edited = buildIndex(records);
    edited.discard(41);
    expect(() => encodeIndexFile(edited, 'x-data-grid')).toThrow('must be freshly built');
  });

  it('refuses a file of another format with a clear error', () => {
    const other = JSON.stringify({ ...JSON.parse(text), format: 2 });
    expect(() => loadIndexFile(other)).toThrow('Search index file: format 2, this site reads 1.');
  });
});
