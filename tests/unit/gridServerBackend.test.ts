// The simulated backend behind the Data Grid "Server-side data" demos (src/demo-data/gridServerBackend).
// Every expectation is worked out here from the rows the server returns, so a change in how the
// server filters, sorts, pages, groups or adds up shows up as a difference. The drive server (tree
// data) is in gridServerBackendDrive.test.ts.
import * as backend from '@site/src/demo-data/gridServerBackend';
import {
  createDriveServer,
  createSalesServer,
  describeRequest,
  formatBytes,
  type Sale,
  type SaleGroupRow,
} from '@site/src/demo-data/gridServerBackend';

const cents = (value: number) => Math.round(value * 100) / 100;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A sales server that answers at once, and every sale it holds, in id order. */
async function salesFixture(rowCount = 120) {
  const server = createSalesServer({ rowCount, latency: 0 });
  const { rows } = await server.getRows({});
  return { server, all: rows as Sale[] };
}

describe('gridServerBackend: public API', () => {
  it('exports the servers, the request summary and the constants, and no internal helper', () => {
    expect(Object.keys(backend).sort()).toEqual([
      'CATEGORIES',
      'CHANNELS',
      'REGIONS',
      'SALE_STATUSES',
      'SERVER_AGGREGATIONS',
      'createDriveServer',
      'createSalesServer',
      'describeRequest',
      'formatBytes',
    ]);
    expect(backend.SERVER_AGGREGATIONS).toEqual(['sum', 'avg', 'min', 'max', 'size']);
  });
});

describe('gridServerBackend: sales server', () => {
  it('holds the same seeded rows on every server; a shorter list is the start of a longer one', async () => {
    const { all } = await salesFixture(500);
    const { all: again } = await salesFixture(500);
    const { all: shorter } = await salesFixture(50);
    expect(all).toHaveLength(500);
    expect(again).toEqual(all);
    expect(shorter).toEqual(all.slice(0, 50));
    expect(all.map((sale) => sale.id)).toEqual(Array.from({ length: 500 }, (_, index) => index + 1));
    all.forEach((sale) => {
      expect(backend.REGIONS).toContain(sale.region);
      expect(backend.CATEGORIES).toContain(sale.category);
      expect(sale.total).toBe(cents(sale.quantity * sale.unitPrice));
    });
    expect(all[0]!.orderNumber).toBe('SO-24001');
  });

  it('filters with a string operator, case-insensitively', async () => {
    const { server, all } = await salesFixture();
    const expected = all.filter((sale) => sale.customer.toLowerCase().includes('café'));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const answer = await server.getRows({
      filterModel: { items: [{ field: 'customer', operator: 'contains', value: 'CAFÉ' }] },
    });
    expect(answer.rows).toEqual(expected);
    expect(answer.rowCount).toBe(expected.length);
  });

  it('filters with number operators, combined with "and" by default and with "or" on request', async () => {
    const { server, all } = await salesFixture();
    const big = (sale: Sale) => sale.total > 100;
    const few = (sale: Sale) => sale.quantity <= 2;
    const items = [
      { field: 'total', operator: '>', value: 100 },
      { field: 'quantity', operator: '<=', value: '2' },
    ];
    const both = all.filter((sale) => big(sale) && few(sale));
    const either = all.filter((sale) => big(sale) || few(sale));
    expect(both.length).toBeGreaterThan(0);
    expect(either.length).toBeGreaterThan(both.length);
    expect((await server.getRows({ filterModel: { items: items.slice(0, 1) } })).rows).toEqual(all.filter(big));
    expect((await server.getRows({ filterModel: { items } })).rows).toEqual(both);
    expect((await server.getRows({ filterModel: { items, logicOperator: 'or' } })).rows).toEqual(either);
  });

  it('ignores an item without a value and rejects an operator it does not know', async () => {
    const { server, all } = await salesFixture();
    const answer = await server.getRows({ filterModel: { items: [{ field: 'total', operator: '>' }] } });
    expect(answer.rowCount).toBe(all.length);
    await expect(
      server.getRows({ filterModel: { items: [{ field: 'total', operator: 'between', value: 3 }] } }),
    ).rejects.toThrow('The server does not support the "between" filter operator.');
  });

  it('searches the quick filter words in the searchable fields, all of them by default', async () => {
    const { server, all } = await salesFixture();
    const words = ['tea', 'shipped'];
    // The category is not searched: a tea product's name says 'tea' or not ('Sencha 100 g').
    const searched = ['orderNumber', 'customer', 'country', 'product', 'status', 'channel'] as const;
    const hasWord = (sale: Sale, word: string) => searched.some((field) => sale[field].toLowerCase().includes(word));
    const every = all.filter((sale) => words.every((word) => hasWord(sale, word)));
    const some = all.filter((sale) => words.some((word) => hasWord(sale, word)));
    expect(every.length).toBeGreaterThan(0);
    expect(some.length).toBeGreaterThan(every.length);
    const answer = await server.getRows({ filterModel: { items: [], quickFilterValues: ['Tea', 'SHIPPED'] } });
    expect(answer.rows).toEqual(every);
    const anyWord = await server.getRows({
      filterModel: { items: [], quickFilterValues: words, quickFilterLogicOperator: 'or' },
    });
    expect(anyWord.rows).toEqual(some);
  });

  it('sorts by every item of the sort model in turn, then by id', async () => {
    const { server, all } = await salesFixture();
    const answer = await server.getRows({
      sortModel: [
        { field: 'region', sort: 'asc' },
        { field: 'quantity', sort: 'desc' },
      ],
    });
    const rows = answer.rows as Sale[];
    const expected = [...all].sort(
      (a, b) => a.region.localeCompare(b.region) || b.quantity - a.quantity || a.id - b.id,
    );
    expect(rows.map((sale) => sale.id)).toEqual(expected.map((sale) => sale.id));
    // Both items and the tie break matter: regions repeat, and so do quantities within a region.
    expect(new Set(rows.map((sale) => `${sale.region} ${sale.quantity}`)).size).toBeLessThan(rows.length);
    expect(rows[0]!.region).toBe('Americas');
  });

  it('returns the rows from start to end inclusive, with the count of every matching row', async () => {
    const { server, all } = await salesFixture(120);
    expect(await server.getRows({ start: 10, end: 19 })).toEqual({
      rows: all.slice(10, 20),
      rowCount: 120,
      hasNextPage: true,
    });
    expect(await server.getRows({ start: 110, end: 119 })).toMatchObject({ rows: all.slice(110), hasNextPage: false });
    const filter = { items: [{ field: 'region', operator: 'is', value: 'Europe' }] };
    const europe = all.filter((sale) => sale.region === 'Europe');
    const filtered = await server.getRows({ start: 0, end: 4, filterModel: filter });
    expect(filtered.rows).toEqual(europe.slice(0, 5));
    expect(filtered.rowCount).toBe(europe.length);
    await expect(server.getRows({ start: 'cursor-1', end: 9 })).rejects.toThrow('cursors are not supported');
  });

  it('answers a grouped request with group rows, their children count and their aggregates', async () => {
    const { server, all } = await salesFixture();
    const aggregationModel = { total: 'sum', quantity: 'avg', unitPrice: 'max', id: 'size' };
    const aggregatesOf = (sales: Sale[]) => ({
      total: cents(sum(sales.map((sale) => sale.total))),
      quantity: cents(sum(sales.map((sale) => sale.quantity)) / sales.length),
      unitPrice: Math.max(...sales.map((sale) => sale.unitPrice)),
      id: sales.length,
    });
    const answer = await server.getRows({ groupFields: ['region', 'category'], aggregationModel });
    const groups = answer.rows as SaleGroupRow[];
    const regions = [...new Set(all.map((sale) => sale.region))].sort((a, b) => a.localeCompare(b));
    expect(groups.map((group) => group.groupKey)).toEqual(regions);
    expect(answer.rowCount).toBe(regions.length);
    groups.forEach((group) => {
      const members = all.filter((sale) => sale.region === group.groupKey);
      expect(group).toMatchObject({
        id: `group:${group.groupKey}`,
        region: group.groupKey,
        childrenCount: members.length,
        aggregates: aggregatesOf(members),
      });
    });
    expect(answer.aggregateRow).toEqual({ aggregates: aggregatesOf(all) });

    // One level down: the categories inside Europe; at the deepest level, the sales themselves.
    const europe = all.filter((sale) => sale.region === 'Europe');
    const inEurope = await server.getRows({ groupFields: ['region', 'category'], groupKeys: ['Europe'] });
    expect(inEurope.rowCount).toBe(regions.length);
    expect(inEurope.hasNextPage).toBe(false);
    const categories = inEurope.rows as SaleGroupRow[];
    expect(sum(categories.map((group) => group.childrenCount))).toBe(europe.length);
    categories.forEach((group) => {
      expect(group.childrenCount).toBe(europe.filter((sale) => sale.category === group.groupKey).length);
    });
    const leaves = await server.getRows({ groupFields: ['region', 'category'], groupKeys: ['Europe', 'Tea'] });
    expect(leaves.rows).toEqual(europe.filter((sale) => sale.category === 'Tea'));
  });

  it('orders groups by an aggregated column when the sort model names it', async () => {
    const { server } = await salesFixture();
    const answer = await server.getRows({
      groupFields: ['category'],
      aggregationModel: { total: 'sum' },
      sortModel: [{ field: 'total', sort: 'desc' }],
    });
    const totals = (answer.rows as SaleGroupRow[]).map((group) => group.aggregates.total as number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('rejects an aggregation function it cannot compute', async () => {
    const { server } = await salesFixture();
    await expect(server.getRows({ aggregationModel: { total: 'median' } })).rejects.toThrow(
      'The server cannot compute the "median" aggregation.',
    );
  });

  it('stores an edited row with its total recomputed, and refuses a bad quantity', async () => {
    const { server, all } = await salesFixture();
    const sale = all[3]!;
    const saved = await server.updateRow({ ...sale, quantity: 7 });
    expect(saved).toEqual({ ...sale, quantity: 7, total: cents(7 * sale.unitPrice) });
    expect((await server.getRows({ start: 3, end: 3 })).rows).toEqual([saved]);
    await expect(server.updateRow({ ...sale, quantity: 0 })).rejects.toThrow('at least 1');
  });
});

describe('gridServerBackend: latency and failures', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers after the latency, counting requests', async () => {
    jest.useFakeTimers();
    const server = createSalesServer({ rowCount: 10, latency: 300 });
    const settled = jest.fn();
    void server.getRows({}).then(settled);
    expect(server.requestCount).toBe(1);
    await jest.advanceTimersByTimeAsync(299);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ rowCount: 10 }));
  });

  it('rejects the next request, and only that one, once told to fail', async () => {
    const sales = createSalesServer({ rowCount: 10, latency: 0 });
    sales.failNextRequest();
    await expect(sales.getRows({})).rejects.toThrow('The server did not answer (simulated network error).');
    await expect(sales.getRows({})).resolves.toMatchObject({ rowCount: 10 });
    expect(sales.requestCount).toBe(2);

    const drive = createDriveServer({ latency: 0 });
    drive.failNextRequest();
    await expect(drive.getRows({ groupKeys: ['Clients'] })).rejects.toThrow('simulated network error');
    await expect(drive.getRows({ groupKeys: ['Clients'] })).resolves.toMatchObject({ hasNextPage: false });
  });
});

describe('gridServerBackend: describeRequest and formatBytes', () => {
  it('summarises a request on one line', () => {
    expect(
      describeRequest({
        start: 0,
        end: 9,
        sortModel: [
          { field: 'total', sort: 'desc' },
          { field: 'id', sort: null },
        ],
        filterModel: {
          items: [
            { field: 'status', operator: 'is', value: 'Shipped' },
            { field: 'region', operator: 'isAnyOf', value: ['Europe', 'Asia-Pacific'] },
            { field: 'customer', operator: 'isEmpty' },
            { field: 'product', operator: 'contains', value: '' },
          ],
          quickFilterValues: ['tea', 'kettle'],
        },
        aggregationModel: { total: 'sum', id: 'size' },
      }),
    ).toBe(
      'rows 0–9 · sort total desc · filter status is Shipped · filter region isAnyOf [Europe, Asia-Pacific] · ' +
        'filter customer isEmpty · search "tea kettle" · aggregate total:sum, id:size',
    );
    expect(describeRequest({ groupKeys: ['Clients', 'Alder Café'] })).toBe('groupKeys ["Clients", "Alder Café"]');
    expect(describeRequest({ groupFields: ['region'] }, { withGroupKeys: true })).toBe(
      'groupKeys [] · groupFields [region]',
    );
    expect(describeRequest({})).toBe('');
  });

  it('formats byte counts with one decimal below 10 of a unit', () => {
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(undefined)).toBe('');
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(50 * 1024)).toBe('50 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3072 GB');
  });
});
