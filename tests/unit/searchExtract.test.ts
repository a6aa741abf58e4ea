import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractRecords } from '../../plugins/search-index/extract';
import { buildIndex } from '../../plugins/search-index/build';
import { searchIndexes } from '../../src/lib/search/engine';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/search', name), 'utf8');

describe('extractRecords on an API page', () => {
  const records = extractRecords(fixture('api-page.html'), {
    pathname: '/x/api/data-grid/widget/',
    product: 'x-data-grid',
  });

  it('makes a page record, one record per h2 and one per prop row', () => {
    expect(records.map((r) => [r.kind, r.h2 ?? null, r.prop ?? null])).toEqual([
      ['page', null, null],
      ['section', 'Import', null],
      ['section', 'Props', null],
      ['prop', 'Props', 'checkboxSelection'],
      ['prop', 'Props', 'rowReordering'],
    ]);
  });

  it('takes the title without its badge, and the plan from the title badge', () => {
    expect(records[0]).toMatchObject({ page: 'Widget API', plan: 'pro', url: '/x/api/data-grid/widget/' });
    expect(records[0]!.text).toBe('The component Widget of @mui/x-widget-pro.');
  });

  it('leaves code blocks out of the text', () => {
    expect(records[1]!.text).toBe('Import from the package of your plan.');
    expect(records.some((r) => r.text.includes('import { Widget }'))).toBe(false);
  });

  it('gives each prop its anchor, type, description and plan', () => {
    expect(records[3]).toEqual({
      kind: 'prop',
      product: 'x-data-grid',
      page: 'Widget API',
      h2: 'Props',
      prop: 'checkboxSelection',
      propType: 'boolean',
      plan: 'pro',
      url: '/x/api/data-grid/widget/#checkboxSelection-prop',
      text: 'If true, the widget shows a checkbox on each row.',
    });
    expect(records[4]).toMatchObject({ prop: 'rowReordering', plan: 'premium' });
  });

  it('keeps text after a props table with the section, not with the last prop', () => {
    expect(records[2]!.text).toBe('Props not listed here are forwarded to the root element.');
  });
});

describe('extractRecords on a guide', () => {
  const records = extractRecords(fixture('guide-page.html'), {
    pathname: '/x/react-data-grid/sorting/',
    product: 'x-data-grid',
  });

  it('follows the hierarchy page > h2 > h3 with anchors', () => {
    expect(records.map((r) => [r.h2 ?? null, r.h3 ?? null, r.url])).toEqual([
      [null, null, '/x/react-data-grid/sorting/'],
      ['Sort by clicking a header', null, '/x/react-data-grid/sorting/#sort-by-clicking-a-header'],
      ['Multi-sorting', null, '/x/react-data-grid/sorting/#multi-sorting'],
      ['Multi-sorting', 'Limit the number of columns', '/x/react-data-grid/sorting/#limit'],
    ]);
  });

  it('drops demos, toolbars and code, and the breadcrumbs outside the content', () => {
    expect(records[0]!.text).toBe('Sorting brings the rows that matter to the top.');
    expect(records[1]!.text).toBe('Click a header once for ascending order.');
  });

  it('takes the plan from a heading badge and passes it to the h3 under it', () => {
    expect(records[1]!.plan).toBeUndefined();
    expect(records[2]!.plan).toBe('pro');
    expect(records[3]!.plan).toBe('pro');
  });

  it('uses the navigation plan of the page for every record', () => {
    const planned = extractRecords(fixture('guide-page.html'), {
      pathname: '/x/react-data-grid/sorting/',
      product: 'x-data-grid',
      plan: 'premium',
    });
    expect(planned[0]!.plan).toBe('premium');
    expect(planned[1]!.plan).toBe('premium');
  });

  it('returns nothing for a page without an article', () => {
    expect(
      extractRecords('<html><body><p>Not found</p></body></html>', { pathname: '/x/', product: 'introduction' }),
    ).toEqual([]);
  });
});

describe('an index built from the fixtures', () => {
  const api = extractRecords(fixture('api-page.html'), {
    pathname: '/x/api/data-grid/widget/',
    product: 'x-data-grid',
  });
  const guide = extractRecords(fixture('guide-page.html'), {
    pathname: '/x/react-data-grid/sorting/',
    product: 'x-data-grid',
  });
  const index = buildIndex([...api, ...guide].map((record, id) => ({ ...record, id })));

  it.each(['checkboxSelection', 'checkbox selection', 'checkboxSel', 'chekboxSelection'])(
    'finds the prop row for "%s"',
    (query) => {
      expect(searchIndexes([index], query)[0]?.record.url).toBe('/x/api/data-grid/widget/#checkboxSelection-prop');
    },
  );

  it('finds a section by a word of its text', () => {
    expect(searchIndexes([index], 'shift')[0]?.record.url).toBe('/x/react-data-grid/sorting/#multi-sorting');
  });
});
