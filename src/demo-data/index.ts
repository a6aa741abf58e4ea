// Shared, deterministic data for the live demos. Each function starts its own seeded generator, so
// every call returns the same values and a shorter list is the start of a longer one. Dates are built
// with the local-time constructor: midnight of the same calendar day in every time zone.

export type Random = () => number;

/** A seeded pseudo-random generator (mulberry32): returns numbers in [0, 1). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const int = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, items: readonly T[]) =>
  items[Math.floor(random() * items.length)] as T;
const cents = (value: number) => Math.round(value * 100) / 100;

const FIRST_NAMES = [
  'Ada',
  'Bruno',
  'Chiara',
  'Dmitri',
  'Elif',
  'Farah',
  'Goran',
  'Hana',
  'Ibrahim',
  'Jonas',
];
const LAST_NAMES = [
  'Andersen',
  'Costa',
  'Dubois',
  'Fischer',
  'Haddad',
  'Ito',
  'Kowalski',
  'Novak',
  'Okafor',
  'Silva',
];
const COUNTRIES = [
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'India',
  'Japan',
  'Kenya',
  'Spain',
  'Sweden',
  'USA',
];
const JOB_TITLES = [
  'Associate',
  'Specialist',
  'Senior Specialist',
  'Team Lead',
  'Manager',
];
export const DEPARTMENTS = [
  'Engineering',
  'Design',
  'Sales',
  'Marketing',
  'Finance',
  'Support',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

export interface Employee {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  department: Department;
  jobTitle: string;
  country: string;
  salary: number; // yearly, in US dollars, a multiple of 1,000
  hireDate: Date; // between 2015 and 2024
  rating: number; // 1 to 5
  isActive: boolean;
}

export function getEmployees(count = 20): Employee[] {
  const random = createRandom(1);
  return Array.from({ length: count }, (_, index) => {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    return {
      id: index + 1,
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      department: pick(random, DEPARTMENTS),
      jobTitle: pick(random, JOB_TITLES),
      country: pick(random, COUNTRIES),
      salary: int(random, 42, 160) * 1000,
      hireDate: new Date(
        int(random, 2015, 2024),
        int(random, 0, 11),
        int(random, 1, 28),
      ),
      rating: int(random, 1, 5),
      isActive: random() > 0.15,
    };
  });
}

export const ORDER_STATUSES = [
  'Pending',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
const PRODUCTS = [
  { product: 'Wireless mouse', category: 'Electronics', price: 24.99 },
  { product: 'USB-C hub', category: 'Electronics', price: 49.5 },
  { product: 'Headphones', category: 'Electronics', price: 189 },
  { product: 'Standing desk', category: 'Furniture', price: 420 },
  { product: 'Office chair', category: 'Furniture', price: 265 },
  { product: 'Notebook pack', category: 'Stationery', price: 12.75 },
  { product: 'Fountain pen', category: 'Stationery', price: 38 },
] as const;
export type ProductCategory = (typeof PRODUCTS)[number]['category'];
const CUSTOMERS = [
  'Northwind Traders',
  'Blue Harbor',
  'Cedar & Pine',
  'Orbit Labs',
  'Kestrel Foods',
  'Lumen Studio',
];

export interface Order {
  id: number;
  orderNumber: string; // ORD-10001, ORD-10002, ...
  customer: string;
  product: string;
  category: ProductCategory;
  quantity: number;
  unitPrice: number;
  total: number; // quantity * unitPrice, rounded to cents
  status: OrderStatus;
  orderDate: Date; // a day in 2024
  country: string;
}

export function getOrders(count = 20): Order[] {
  const random = createRandom(2);
  return Array.from({ length: count }, (_, index) => {
    const { product, category, price } = pick(random, PRODUCTS);
    const quantity = int(random, 1, 12);
    return {
      id: index + 1,
      orderNumber: `ORD-${10001 + index}`,
      customer: pick(random, CUSTOMERS),
      product,
      category,
      quantity,
      unitPrice: price,
      total: cents(quantity * price),
      status: pick(random, ORDER_STATUSES),
      orderDate: new Date(2024, 0, 1 + int(random, 0, 365)),
      country: pick(random, COUNTRIES),
    };
  });
}

export type StockPrice = {
  date: Date;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
};

/** Prices for `days` trading days (weekends skipped), from Tuesday 2 January 2024. */
export function getStockPrices(days = 30): StockPrice[] {
  const random = createRandom(3);
  const prices: StockPrice[] = [];
  let close = 100;
  for (let offset = 0; prices.length < days; offset += 1) {
    const date = new Date(2024, 0, 2 + offset);
    if (date.getDay() === 0 || date.getDay() === 6) continue;
    const open = close;
    close = cents(Math.max(5, open * (1 + (random() - 0.48) * 0.05)));
    const high = cents(Math.max(open, close) * (1 + random() * 0.015));
    const low = cents(Math.min(open, close) * (1 - random() * 0.015));
    prices.push({
      date,
      open,
      high,
      low,
      close,
      volume: int(random, 800, 5000) * 1000,
    });
  }
  return prices;
}

/** A file tree item; `id` is its path. Usable as a Tree View item (`id`, `label`, `children`) as is. */
export interface FileNode {
  id: string;
  label: string;
  type: 'folder' | 'file';
  size?: number; // bytes, files only
  children?: FileNode[];
}

type FileSpec = string | [string, FileSpec[]];
const FILE_TREE: FileSpec[] = [
  [
    'Documents',
    [
      ['Invoices', ['2024-01.pdf', '2024-02.pdf', '2024-03.pdf']],
      'budget.xlsx',
      'resume.docx',
    ],
  ],
  ['Photos', [['Holidays', ['beach.jpg', 'mountains.jpg']], 'profile.png']],
  [
    'Projects',
    [
      [
        'website',
        [
          ['src', ['App.tsx', 'index.tsx', 'styles.css']],
          'package.json',
          'README.md',
        ],
      ],
    ],
  ],
  'notes.txt',
];

function buildFiles(specs: FileSpec[], parent: string, random: Random): FileNode[] {
  return specs.map((spec) => {
    const label = typeof spec === 'string' ? spec : spec[0];
    const id = parent ? `${parent}/${label}` : label;
    if (typeof spec === 'string')
      return { id, label, type: 'file', size: int(random, 1, 4000) * 512 };
    return { id, label, type: 'folder', children: buildFiles(spec[1], id, random) };
  });
}

/** A fixed nested file tree (a fresh copy on each call). */
export function getFiles(): FileNode[] {
  return buildFiles(FILE_TREE, '', createRandom(4));
}

// ---------------------------------------------------------------------------------------------
// A simulated backend for server-side demos: sorting, filtering and paging in memory, answered after
// a delay, with a failure the reader can trigger. No request ever leaves the page.

export interface ServerSortItem {
  readonly field: string;
  readonly sort: 'asc' | 'desc' | null | undefined;
}

export interface ServerFilterItem {
  readonly field: string;
  readonly operator: string;
  readonly value?: unknown;
}

export interface ServerQuery {
  /** Zero-based page and its size; without it every matching row is returned. */
  readonly paginationModel?: { readonly page: number; readonly pageSize: number };
  readonly sortModel?: readonly ServerSortItem[];
  readonly filterModel?: {
    readonly items: readonly ServerFilterItem[];
    readonly logicOperator?: 'and' | 'or';
    readonly quickFilterValues?: readonly unknown[];
  };
}

export interface ServerPage<Row> {
  readonly rows: Row[];
  /** How many rows match the filters, over all pages. */
  readonly rowCount: number;
}

export interface FakeServer<Row> {
  /** Answers after the latency, or rejects with an Error when a failure was requested. */
  query(query: ServerQuery): Promise<ServerPage<Row>>;
  /** Makes the next query fail, as a dropped connection or a 500 would. */
  failNextRequest(): void;
}

type Cell = string | number | boolean | Date | null | undefined;

function comparable(value: unknown): string | number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return String(value ?? '').toLowerCase();
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** The grid's built-in operators, by name, for strings, numbers, dates, booleans and single selects. */
function matches(cell: Cell, operator: string, target: unknown): boolean {
  if (operator === 'isEmpty') return isEmpty(cell);
  if (operator === 'isNotEmpty') return !isEmpty(cell);
  if (operator === 'isAnyOf') {
    const list = Array.isArray(target) ? target : [];
    return list.length === 0 || list.some((item) => comparable(item) === comparable(cell));
  }
  // An item without a value does not filter, as in the grid.
  if (isEmpty(target)) return true;
  const a = comparable(cell);
  const b = comparable(target instanceof Date || typeof target === 'number' ? target : String(target));
  const text = String(a);
  const query = String(b);
  switch (operator) {
    case 'contains':
      return text.includes(query);
    case 'doesNotContain':
      return !text.includes(query);
    case 'equals':
    case 'is':
    case '=':
      return a === b || (typeof a === 'number' && a === Number(target));
    case 'doesNotEqual':
    case 'not':
    case '!=':
      return !(a === b || (typeof a === 'number' && a === Number(target)));
    case 'startsWith':
      return text.startsWith(query);
    case 'endsWith':
      return text.endsWith(query);
    case '>':
    case 'after':
      return a > (typeof a === 'number' && typeof b !== 'number' ? Number(target) : b);
    case '>=':
    case 'onOrAfter':
      return a >= (typeof a === 'number' && typeof b !== 'number' ? Number(target) : b);
    case '<':
    case 'before':
      return a < (typeof a === 'number' && typeof b !== 'number' ? Number(target) : b);
    case '<=':
    case 'onOrBefore':
      return a <= (typeof a === 'number' && typeof b !== 'number' ? Number(target) : b);
    default:
      return true;
  }
}

/**
 * A backend over `rows` that filters, sorts and pages the way a REST API behind a grid would.
 * `latencyMs` (default 600) is how long each answer takes.
 */
export function createFakeServer<Row extends object>(
  rows: readonly Row[],
  { latencyMs = 600 }: { latencyMs?: number } = {},
): FakeServer<Row> {
  let failNext = false;
  const cell = (row: Row, field: string): Cell => (row as Record<string, Cell>)[field];
  return {
    failNextRequest() {
      failNext = true;
    },
    query({ paginationModel, sortModel = [], filterModel }) {
      const shouldFail = failNext;
      failNext = false;
      return new Promise((resolve, reject) => {
        setTimeout(() => {
          if (shouldFail) {
            reject(new Error('The server could not answer (simulated failure). Try again.'));
            return;
          }
          const items = filterModel?.items ?? [];
          const quick = (filterModel?.quickFilterValues ?? []).map((value) => String(value).toLowerCase());
          const filtered = rows.filter((row) => {
            const results = items.map((item) => matches(cell(row, item.field), item.operator, item.value));
            const passesItems =
              results.length === 0 || (filterModel?.logicOperator === 'or' ? results.some(Boolean) : results.every(Boolean));
            const text = Object.values(row).map((value) => String(value ?? '').toLowerCase());
            const passesQuick = quick.every((word) => text.some((value) => value.includes(word)));
            return passesItems && passesQuick;
          });
          const active = sortModel.filter((item) => item.sort);
          const sorted = [...filtered].sort((x, y) => {
            for (const { field, sort } of active) {
              const a = comparable(cell(x, field));
              const b = comparable(cell(y, field));
              if (a !== b) return (a < b ? -1 : 1) * (sort === 'desc' ? -1 : 1);
            }
            return 0;
          });
          const page = paginationModel
            ? sorted.slice(paginationModel.page * paginationModel.pageSize, (paginationModel.page + 1) * paginationModel.pageSize)
            : sorted;
          resolve({ rows: page, rowCount: filtered.length });
        }, latencyMs);
      });
    },
  };
}
