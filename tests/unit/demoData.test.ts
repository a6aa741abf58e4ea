import {
  DEPARTMENTS,
  createFakeServer,
  ORDER_STATUSES,
  createRandom,
  getEmployees,
  getFiles,
  getOrders,
  getStockPrices,
  type FileNode,
} from '@site/src/demo-data';

describe('demo data', () => {
  it('the seeded generator repeats itself and stays in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 50 }, a);
    expect(Array.from({ length: 50 }, b)).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(Array.from({ length: 50 }, createRandom(43))).not.toEqual(first);
  });

  it('returns the same data on every call', () => {
    expect(getEmployees(30)).toEqual(getEmployees(30));
    expect(getOrders(30)).toEqual(getOrders(30));
    expect(getStockPrices(40)).toEqual(getStockPrices(40));
    expect(getFiles()).toEqual(getFiles());
  });

  it('makes a shorter list the start of a longer one', () => {
    expect(getEmployees(50).slice(0, 10)).toEqual(getEmployees(10));
    expect(getOrders(50).slice(0, 10)).toEqual(getOrders(10));
    expect(getStockPrices(50).slice(0, 10)).toEqual(getStockPrices(10));
  });

  it('keeps the seeded values stable across releases', () => {
    const [first] = getEmployees(1);
    expect(first).toMatchObject({
      id: 1,
      firstName: 'Goran',
      lastName: 'Andersen',
      department: 'Marketing',
      salary: 75000,
    });
    expect(first?.hireDate).toEqual(new Date(2021, 8, 12));
    expect(getOrders(1)[0]).toMatchObject({
      orderNumber: 'ORD-10001',
      product: 'Notebook pack',
      quantity: 4,
      total: 51,
    });
    expect(getStockPrices(1)[0]).toMatchObject({ open: 100, close: 101.2 });
  });

  it('builds employees with unique ids and valid fields', () => {
    const employees = getEmployees(100);
    expect(employees).toHaveLength(100);
    expect(getEmployees()).toHaveLength(20);
    expect(new Set(employees.map((e) => e.id)).size).toBe(100);
    for (const e of employees) {
      expect(e.email).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
      expect(DEPARTMENTS).toContain(e.department);
      expect(e.salary % 1000).toBe(0);
      expect(e.rating).toBeGreaterThanOrEqual(1);
      expect(e.rating).toBeLessThanOrEqual(5);
      expect(e.hireDate).toBeInstanceOf(Date);
      expect(e.hireDate.getFullYear()).toBeGreaterThanOrEqual(2015);
      expect(e.hireDate.getFullYear()).toBeLessThanOrEqual(2024);
    }
  });

  it('builds orders whose total matches quantity and price', () => {
    const orders = getOrders(100);
    expect(orders[0]?.orderNumber).toBe('ORD-10001');
    for (const o of orders) {
      expect(ORDER_STATUSES).toContain(o.status);
      expect(o.total).toBeCloseTo(o.quantity * o.unitPrice, 2);
      expect(o.orderDate.getFullYear()).toBe(2024);
    }
  });

  it('builds stock prices on weekdays from a fixed start date', () => {
    const prices = getStockPrices(60);
    expect(prices).toHaveLength(60);
    expect(prices[0]?.date).toEqual(new Date(2024, 0, 2));
    for (const p of prices) {
      expect([0, 6]).not.toContain(p.date.getDay());
      expect(p.high).toBeGreaterThanOrEqual(Math.max(p.open, p.close));
      expect(p.low).toBeLessThanOrEqual(Math.min(p.open, p.close));
      expect(p.volume).toBeGreaterThan(0);
    }
    for (let i = 1; i < prices.length; i += 1) {
      expect(prices[i]!.date.getTime()).toBeGreaterThan(prices[i - 1]!.date.getTime());
      expect(prices[i]!.open).toBe(prices[i - 1]!.close);
    }
  });

  it('builds a nested file tree with path ids', () => {
    const files = getFiles();
    const all: FileNode[] = [];
    const walk = (nodes: FileNode[], parent: string) => {
      for (const node of nodes) {
        all.push(node);
        expect(node.id).toBe(parent ? `${parent}/${node.label}` : node.label);
        if (node.type === 'folder') {
          expect(node.size).toBeUndefined();
          walk(node.children ?? [], node.id);
        } else {
          expect(node.children).toBeUndefined();
          expect(node.size).toBeGreaterThan(0);
        }
      }
    };
    walk(files, '');
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    expect(files.map((n) => n.label)).toEqual(['Documents', 'Photos', 'Projects', 'notes.txt']);
    expect(all.some((n) => n.id === 'Projects/website/src/App.tsx')).toBe(true);
  });
});

describe('the simulated backend', () => {
  const people = [
    { id: 1, name: 'Ada', team: 'Design', score: 7 },
    { id: 2, name: 'Bruno', team: 'Sales', score: 3 },
    { id: 3, name: 'Chiara', team: 'Design', score: 9 },
    { id: 4, name: 'Dmitri', team: 'Support', score: 5 },
  ];

  it('filters, sorts and pages, and counts every matching row', async () => {
    const server = createFakeServer(people, { latencyMs: 0 });
    const answer = await server.query({
      filterModel: { items: [{ field: 'score', operator: '>', value: '4' }] },
      sortModel: [{ field: 'score', sort: 'desc' }],
      paginationModel: { page: 0, pageSize: 2 },
    });
    expect(answer).toEqual({ rows: [people[2], people[0]], rowCount: 3 });
    const quick = await server.query({ filterModel: { items: [], quickFilterValues: ['design', 'chi'] } });
    expect(quick.rows.map((row) => row.name)).toEqual(['Chiara']);
    const either = await server.query({
      filterModel: {
        logicOperator: 'or',
        items: [
          { field: 'team', operator: 'equals', value: 'Sales' },
          { field: 'name', operator: 'startsWith', value: 'd' },
        ],
      },
    });
    expect(either.rows.map((row) => row.id)).toEqual([2, 4]);
  });

  it('fails the next request when asked, then answers again', async () => {
    const server = createFakeServer(people, { latencyMs: 0 });
    server.failNextRequest();
    await expect(server.query({})).rejects.toThrow(/simulated failure/);
    await expect(server.query({})).resolves.toMatchObject({ rowCount: 4 });
  });
});
