// A pretend backend for the Data Grid "Server-side data" demos. It runs in the page: there is no
// network, only a timer that delays each answer. It does what a real API behind a grid's data
// source would do: filter, sort and cut out the requested rows, return a folder's children, group
// rows and compute totals. Everything is built from seeded generators, so each reload shows the same
// data. The request and response shapes are declared here (not imported from a grid package) so this
// file works unchanged behind the free, Pro and Premium grids.

// ---------------------------------------------------------------------------------------------
// What the grid sends and what the server answers

export interface SortItem {
  readonly field: string;
  readonly sort: 'asc' | 'desc' | null | undefined;
}

export interface FilterItem {
  readonly field: string;
  readonly operator: string;
  readonly value?: unknown;
}

export interface FilterModel {
  readonly items: readonly FilterItem[];
  /** 'and' (the default) or 'or': how the items combine. */
  readonly logicOperator?: string;
  /** The words typed in the quick filter. */
  readonly quickFilterValues?: readonly unknown[];
  readonly quickFilterLogicOperator?: string;
}

/** The parts of the grid's `getRows` params this server reads. Every field is optional. */
export interface RowsRequest {
  readonly sortModel?: readonly SortItem[];
  readonly filterModel?: FilterModel;
  /** Index of the first top-level row to return. */
  readonly start?: number | string;
  /** Index of the last top-level row to return (inclusive). */
  readonly end?: number;
  /** Path of the parent row whose children are wanted; empty or missing for the top level. */
  readonly groupKeys?: readonly string[];
  /** Fields to group by, outermost first (row grouping only). */
  readonly groupFields?: readonly string[];
  /** Field to aggregation function, such as { total: 'sum' }. */
  readonly aggregationModel?: Readonly<Record<string, string>>;
}

export interface RowsResponse<Row> {
  rows: Row[];
  /** How many top-level rows match the filters, over all pages. */
  rowCount: number;
  /** False once the returned rows reach the last matching row. */
  hasNextPage: boolean;
  /** Totals over every matching row, when the request has an aggregation model. */
  aggregateRow?: AggregateCarrier;
}

/** Aggregated values travel in an `aggregates` object, on group rows and on the footer row alike. */
export interface AggregateCarrier {
  aggregates: Record<string, number | null>;
}

/** The aggregation functions the server can compute. Anything else is rejected. */
export const SERVER_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'size'] as const;

// ---------------------------------------------------------------------------------------------
// Seeded data

type Random = () => number;

/** mulberry32: the same seed always gives the same sequence, unlike Math.random. */
function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
const twoDigits = (value: number) => String(value).padStart(2, '0');

export const REGIONS = ['Europe', 'Americas', 'Asia-Pacific'] as const;
const COUNTRIES: Record<(typeof REGIONS)[number], readonly string[]> = {
  Europe: ['France', 'Germany', 'Italy', 'Spain', 'Sweden'],
  Americas: ['Brazil', 'Canada', 'Mexico', 'USA'],
  'Asia-Pacific': ['Australia', 'Japan', 'Singapore'],
};
export const CATEGORIES = ['Coffee', 'Tea', 'Equipment'] as const;
const PRODUCTS: Record<(typeof CATEGORIES)[number], readonly [string, number][]> = {
  Coffee: [
    ['House espresso 1 kg', 24],
    ['Ethiopia filter 250 g', 11.5],
    ['Decaf blend 500 g', 14],
  ],
  Tea: [
    ['Sencha 100 g', 9],
    ['Earl Grey 250 g', 12.5],
    ['Rooibos 200 g', 8],
  ],
  Equipment: [
    ['Pour-over kettle', 49],
    ['Burr grinder', 129],
    ['Glass teapot', 35],
  ],
};
export const CHANNELS = ['Web shop', 'Marketplace', 'Wholesale'] as const;
export const SALE_STATUSES = [
  'Pending',
  'Shipped',
  'Delivered',
  'Returned',
] as const;
const CUSTOMER_FIRST = [
  'Alder',
  'Brightside',
  'Copper',
  'Driftwood',
  'Ember',
  'Fennel',
];
const CUSTOMER_LAST = ['Café', 'Deli', 'Market', 'Roasters', 'Tea Room', 'Bistro'];

export interface Sale {
  id: number;
  /** 'SO-24001' and up. */
  orderNumber: string;
  /** A day of 2024, 'YYYY-MM-DD', so it sorts as text. */
  date: string;
  customer: string;
  region: (typeof REGIONS)[number];
  country: string;
  category: (typeof CATEGORIES)[number];
  product: string;
  channel: (typeof CHANNELS)[number];
  status: (typeof SALE_STATUSES)[number];
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice, computed by the server (also after an edit). */
  total: number;
}

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** `count` sales; a shorter list is always the start of a longer one. */
function generateSales(count: number): Sale[] {
  const random = createRandom(2024);
  return Array.from({ length: count }, (_, index) => {
    const region = pick(random, REGIONS);
    const category = pick(random, CATEGORIES);
    const [product, unitPrice] = pick(random, PRODUCTS[category]);
    const quantity = between(random, 1, category === 'Equipment' ? 4 : 24);
    return {
      id: index + 1,
      orderNumber: `SO-${24001 + index}`,
      date: `2024-${twoDigits(between(random, 1, 12))}-${twoDigits(between(random, 1, 28))}`,
      customer: `${pick(random, CUSTOMER_FIRST)} ${pick(random, CUSTOMER_LAST)}`,
      region,
      country: pick(random, COUNTRIES[region]),
      category,
      product,
      channel: pick(random, CHANNELS),
      status: pick(random, SALE_STATUSES),
      quantity,
      unitPrice,
      total: roundCents(quantity * unitPrice),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Filtering, sorting and aggregation, shared by both servers

type Cell = string | number | null | undefined;

const cellOf = (row: object, field: string): Cell => {
  const value = (row as Record<string, unknown>)[field];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
};
const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '';
const lower = (value: unknown) => String(value ?? '').toLowerCase();

/** One filter item against one cell, for the grid's string, number and single select operators. */
function matchesItem(cell: Cell, { operator, value }: FilterItem): boolean {
  if (operator === 'isEmpty') return isBlank(cell);
  if (operator === 'isNotEmpty') return !isBlank(cell);
  if (operator === 'isAnyOf') {
    const list = Array.isArray(value) ? value : [];
    return list.length === 0 || list.some((item) => lower(item) === lower(cell));
  }
  // The grid does not filter on an item that has no value yet; neither does the server.
  if (isBlank(value)) return true;
  const text = lower(cell);
  const query = lower(value);
  const number = Number(value);
  switch (operator) {
    case 'contains':
      return text.includes(query);
    case 'doesNotContain':
      return !text.includes(query);
    case 'equals':
    case 'is':
      return text === query;
    case 'doesNotEqual':
    case 'not':
      return text !== query;
    case 'startsWith':
      return text.startsWith(query);
    case 'endsWith':
      return text.endsWith(query);
    case '=':
      return cell === number;
    case '!=':
      return cell !== number;
    case '>':
      return typeof cell === 'number' && cell > number;
    case '>=':
      return typeof cell === 'number' && cell >= number;
    case '<':
      return typeof cell === 'number' && cell < number;
    case '<=':
      return typeof cell === 'number' && cell <= number;
    default:
      // A real API answers 400 to an operator it does not know; so does this one.
      throw new Error(
        `The server does not support the "${operator}" filter operator.`,
      );
  }
}

/** Does a row pass the filter items and the quick filter words? */
function matchesFilter(
  row: object,
  filterModel: FilterModel | undefined,
  searchFields: readonly string[],
) {
  if (!filterModel) return true;
  const active = filterModel.items.filter(
    (item) =>
      item.operator === 'isEmpty' ||
      item.operator === 'isNotEmpty' ||
      !isBlank(item.value),
  );
  const results = active.map((item) => matchesItem(cellOf(row, item.field), item));
  const passesItems =
    results.length === 0 ||
    (filterModel.logicOperator === 'or'
      ? results.some(Boolean)
      : results.every(Boolean));
  const words = (filterModel.quickFilterValues ?? []).map(lower).filter(Boolean);
  const hasWord = (word: string) =>
    searchFields.some((field) => lower(cellOf(row, field)).includes(word));
  const passesSearch =
    words.length === 0 ||
    (filterModel.quickFilterLogicOperator === 'or'
      ? words.some(hasWord)
      : words.every(hasWord));
  return passesItems && passesSearch;
}

function compareCells(a: Cell, b: Cell): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b)); // blanks last
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Sorts by every item of the sort model in turn; `tieBreak` keeps equal rows in a fixed order. */
function sortRows<Row extends object>(
  rows: Row[],
  sortModel: readonly SortItem[] | undefined,
  valueOf: (row: Row, field: string) => Cell,
  tieBreak: (a: Row, b: Row) => number,
): Row[] {
  const active = (sortModel ?? []).filter((item) => item.sort);
  return [...rows].sort((a, b) => {
    for (const { field, sort } of active) {
      const result = compareCells(valueOf(a, field), valueOf(b, field));
      if (result !== 0) return sort === 'desc' ? -result : result;
    }
    return tieBreak(a, b);
  });
}

/** One aggregation function over the values of one field. 'size' counts rows. */
function aggregate(
  rows: readonly object[],
  field: string,
  fn: string,
): number | null {
  if (fn === 'size') return rows.length;
  const values = rows
    .map((row) => cellOf(row, field))
    .filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return null;
  switch (fn) {
    case 'sum':
      return roundCents(values.reduce((total, v) => total + v, 0));
    case 'avg':
      return roundCents(values.reduce((total, v) => total + v, 0) / values.length);
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    default:
      throw new Error(`The server cannot compute the "${fn}" aggregation.`);
  }
}

function aggregateAll(
  rows: readonly object[],
  model: RowsRequest['aggregationModel'],
) {
  const aggregates: Record<string, number | null> = {};
  Object.entries(model ?? {}).forEach(([field, fn]) => {
    aggregates[field] = aggregate(rows, field, fn);
  });
  return aggregates;
}

/** Cuts the requested top-level rows out of the full list; `end` is inclusive, as the grid sends it. */
function cutRange<Row>(rows: Row[], request: RowsRequest) {
  if (typeof request.start === 'string') {
    throw new Error('This server pages by row index; cursors are not supported.');
  }
  const start = request.start ?? 0;
  const end = request.end ?? rows.length - 1;
  return { rows: rows.slice(start, end + 1), hasNextPage: end + 1 < rows.length };
}

// ---------------------------------------------------------------------------------------------
// Latency and failures, shared by both servers

export interface ServerControls {
  /** Milliseconds before each answer. Can be changed at any time. */
  latency: number;
  /** Rejects the next request, whichever it is, as a dropped connection would. */
  failNextRequest(): void;
  /** How many requests the server has received. */
  readonly requestCount: number;
}

function createControls(latency: number) {
  let failNext = false;
  const controls = {
    latency,
    requestCount: 0,
    failNextRequest() {
      failNext = true;
    },
    /** Runs `work` after the latency; a failure requested before the call rejects instead. */
    answer<T>(work: () => T): Promise<T> {
      controls.requestCount += 1;
      const shouldFail = failNext;
      failNext = false;
      return new Promise<T>((resolve, reject) => {
        setTimeout(() => {
          if (shouldFail) {
            reject(
              new Error('The server did not answer (simulated network error).'),
            );
            return;
          }
          try {
            resolve(work());
          } catch (error) {
            reject(error);
          }
        }, controls.latency);
      });
    },
  };
  return controls;
}

// ---------------------------------------------------------------------------------------------
// The sales server: flat rows, row grouping and aggregation

/** A group row of a grouped answer. The grid reads `groupKey` and `childrenCount` from it. */
export interface SaleGroupRow extends AggregateCarrier {
  id: string;
  /** The value shared by every sale in the group, for the field grouped at this level. */
  groupKey: string;
  /** How many sales the group holds (after filtering). */
  childrenCount: number;
  /** The grouped field is also set, as in `{ region: 'Europe' }`, so its column can show it. */
  [field: string]: unknown;
}

export interface SalesServer extends ServerControls {
  /**
   * Without `groupFields`: the sales matching the filter, sorted, from `start` to `end`.
   * With `groupFields`: the groups (or, at the deepest level, the sales) under `groupKeys`.
   * Only the top level is paged; a group's children come back all at once.
   */
  getRows(request: RowsRequest): Promise<RowsResponse<Sale | SaleGroupRow>>;
  /** Validates and stores an edited sale; answers with the row as saved (its total recomputed). */
  updateRow(row: Sale): Promise<Sale>;
}

export interface SalesServerOptions {
  /** How many sales the server holds. Default: 500. */
  rowCount?: number;
  /** Milliseconds before each answer. Default: 500. */
  latency?: number;
}

const SALE_SEARCH_FIELDS = [
  'orderNumber',
  'customer',
  'country',
  'product',
  'status',
  'channel',
];

/** Each call makes an independent server (its own copy of the rows), so demos don't share edits. */
export function createSalesServer(options: SalesServerOptions = {}): SalesServer {
  const sales = generateSales(options.rowCount ?? 500);
  const controls = createControls(options.latency ?? 500);

  const groupRows = (
    request: RowsRequest,
    matching: Sale[],
  ): (Sale | SaleGroupRow)[] => {
    const groupFields = request.groupFields ?? [];
    const groupKeys = request.groupKeys ?? [];
    // Keep the sales inside the requested group: each key pins the value of one grouped field.
    const inGroup = matching.filter((sale) =>
      groupKeys.every(
        (key, depth) => String(cellOf(sale, groupFields[depth] ?? '')) === key,
      ),
    );
    const field = groupFields[groupKeys.length];
    if (field === undefined) {
      // Deepest level: the sales themselves.
      return sortRows(inGroup, request.sortModel, cellOf, (a, b) => a.id - b.id);
    }
    const buckets = new Map<string, Sale[]>();
    inGroup.forEach((sale) => {
      const key = String(cellOf(sale, field));
      buckets.set(key, [...(buckets.get(key) ?? []), sale]);
    });
    const groups: SaleGroupRow[] = [...buckets].map(([key, members]) => ({
      id: `group:${[...groupKeys, key].join('/')}`,
      groupKey: key,
      [field]: key,
      childrenCount: members.length,
      aggregates: aggregateAll(members, request.aggregationModel),
    }));
    // A sort on the grouped field orders the groups; a sort on an aggregated column orders them
    // by their aggregated value. Otherwise groups come in alphabetical order.
    const valueOf = (group: SaleGroupRow, sortField: string): Cell =>
      sortField === field ? group.groupKey : (group.aggregates[sortField] ?? null);
    return sortRows(groups, request.sortModel, valueOf, (a, b) =>
      a.groupKey.localeCompare(b.groupKey),
    );
  };

  return {
    get latency() {
      return controls.latency;
    },
    set latency(value: number) {
      controls.latency = value;
    },
    get requestCount() {
      return controls.requestCount;
    },
    failNextRequest: controls.failNextRequest,
    getRows(request) {
      return controls.answer(() => {
        const matching = sales.filter((sale) =>
          matchesFilter(sale, request.filterModel, SALE_SEARCH_FIELDS),
        );
        const aggregateRow = request.aggregationModel
          ? { aggregates: aggregateAll(matching, request.aggregationModel) }
          : undefined;
        if (!request.groupFields || request.groupFields.length === 0) {
          const sorted = sortRows(
            matching,
            request.sortModel,
            cellOf,
            (a, b) => a.id - b.id,
          );
          return {
            ...cutRange(sorted, request),
            rowCount: sorted.length,
            aggregateRow,
          };
        }
        const topLevel = groupRows({ ...request, groupKeys: [] }, matching);
        const isTopLevel = (request.groupKeys ?? []).length === 0;
        if (isTopLevel) {
          return {
            ...cutRange(topLevel, request),
            rowCount: topLevel.length,
            aggregateRow,
          };
        }
        // Children are not paged, and rowCount still counts the top level: the grid's pagination
        // footer reads it after every answer, including the answers for a group's children.
        return {
          rows: groupRows(request, matching),
          rowCount: topLevel.length,
          hasNextPage: false,
          aggregateRow,
        };
      });
    },
    updateRow(row) {
      return controls.answer(() => {
        const index = sales.findIndex((sale) => sale.id === row.id);
        const stored = sales[index];
        if (!stored) throw new Error(`Sale ${row.id} does not exist.`);
        const quantity = Number(row.quantity);
        if (!Number.isInteger(quantity) || quantity < 1) {
          throw new Error('The quantity must be a whole number of at least 1.');
        }
        const saved: Sale = {
          ...stored,
          ...row,
          quantity,
          total: roundCents(quantity * row.unitPrice),
        };
        sales[index] = saved;
        return saved;
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The drive server: a shared drive of folders and files, for tree data

export interface DriveItem extends Partial<AggregateCarrier> {
  /** The full path, unique in the whole tree: 'Clients/Acme Outdoor/Logo.svg'. */
  id: string;
  /** Unique among siblings: what `getGroupKey` returns. */
  name: string;
  kind: 'Folder' | 'File';
  /** Bytes, for files. Folders have none of their own: aggregation adds it up. */
  size: number | null;
  /** 'YYYY-MM-DD'. */
  modified: string;
  owner: string;
  /** Children after filtering, or -1 when the server is told not to count them. */
  childrenCount: number;
}

export interface DriveServer extends ServerControls {
  /** The children of the folder at `groupKeys` (the top level when empty), filtered and sorted. */
  getRows(request: RowsRequest): Promise<RowsResponse<DriveItem>>;
}

export interface DriveServerOptions {
  /** Milliseconds before each answer. Default: 500. */
  latency?: number;
  /** When false, folders report -1 children, as an API that cannot count cheaply would. Default: true. */
  countChildren?: boolean;
}

interface FolderSpec {
  name: string;
  /** How many files to generate inside. */
  files?: number;
  folders?: FolderSpec[];
}

// The shape of the drive; the files inside are generated from the seed.
const DRIVE: FolderSpec[] = [
  {
    name: 'Clients',
    folders: [
      { name: 'Alder Café', files: 4, folders: [{ name: 'Menu photos', files: 6 }] },
      {
        name: 'Copper Roasters',
        files: 3,
        folders: [
          { name: 'Brand refresh', files: 5 },
          { name: 'Contracts', files: 2 },
        ],
      },
      { name: 'Ember Bistro', files: 5 },
    ],
  },
  {
    name: 'Finance',
    files: 3,
    folders: [
      { name: 'Invoices 2024', files: 8 },
      { name: 'Payroll', files: 4 },
    ],
  },
  {
    name: 'Marketing',
    files: 2,
    folders: [
      {
        name: 'Campaigns',
        files: 5,
        folders: [{ name: 'Spring launch', files: 4 }],
      },
    ],
  },
  { name: 'Templates', files: 6 },
  {
    name: 'Archive',
    folders: [
      { name: '2022', files: 3 },
      { name: '2023', files: 4 },
    ],
  },
  { name: 'Empty folder' },
];
const TOP_LEVEL_FILES = 6;
const FILE_KINDS: readonly [string, string, number][] = [
  // [base name, extension, typical size in KB]
  ['Brief', 'docx', 90],
  ['Budget', 'xlsx', 60],
  ['Photo', 'jpg', 2400],
  ['Logo', 'svg', 30],
  ['Report', 'pdf', 700],
  ['Notes', 'txt', 4],
  ['Slides', 'pptx', 5200],
  ['Recording', 'mp4', 48000],
];
const OWNERS = ['Ines', 'Kofi', 'Mara', 'Tomás', 'Yuki'];

interface DriveNode {
  item: DriveItem;
  children: DriveNode[];
}

function buildDrive(): DriveNode[] {
  const random = createRandom(7);
  const makeFiles = (parent: string, count: number): DriveNode[] =>
    Array.from({ length: count }, (_, index) => {
      const [base, extension, kb] = pick(random, FILE_KINDS);
      const name = `${base} ${index + 1}.${extension}`; // the number keeps sibling names unique
      return {
        item: {
          id: parent ? `${parent}/${name}` : name,
          name,
          kind: 'File' as const,
          size: Math.round(kb * 1024 * (0.4 + random() * 1.2)),
          modified: `2024-${twoDigits(between(random, 1, 12))}-${twoDigits(between(random, 1, 28))}`,
          owner: pick(random, OWNERS),
          childrenCount: 0,
        },
        children: [],
      };
    });
  const makeFolder = (parent: string, spec: FolderSpec): DriveNode => {
    const id = parent ? `${parent}/${spec.name}` : spec.name;
    const children = [
      ...(spec.folders ?? []).map((folder) => makeFolder(id, folder)),
      ...makeFiles(id, spec.files ?? 0),
    ];
    const latest =
      children
        .map((child) => child.item.modified)
        .sort()
        .pop() ?? '2024-01-02';
    return {
      item: {
        id,
        name: spec.name,
        kind: 'Folder',
        size: null,
        modified: latest,
        owner: pick(random, OWNERS),
        childrenCount: 0,
      },
      children,
    };
  };
  return [
    ...DRIVE.map((spec) => makeFolder('', spec)),
    ...makeFiles('', TOP_LEVEL_FILES),
  ];
}

const DRIVE_SEARCH_FIELDS = ['name', 'owner', 'kind'];

export function createDriveServer(options: DriveServerOptions = {}): DriveServer {
  const drive = buildDrive();
  const controls = createControls(options.latency ?? 500);
  const countChildren = options.countChildren ?? true;

  const getRows = (request: RowsRequest): RowsResponse<DriveItem> => {
    const matches = (node: DriveNode) =>
      matchesFilter(node.item, request.filterModel, DRIVE_SEARCH_FIELDS);
    // A row stays when it matches, when something inside it matches, or when a folder around it
    // matches (so filtering on a folder's name still shows what it holds).
    const visibleChildren = (
      nodes: DriveNode[],
      insideMatch: boolean,
    ): DriveNode[] =>
      insideMatch
        ? nodes
        : nodes.filter(
            (node) =>
              matches(node) || visibleChildren(node.children, false).length > 0,
          );
    const filesUnder = (node: DriveNode, insideMatch: boolean): DriveItem[] =>
      node.item.kind === 'File'
        ? [node.item]
        : visibleChildren(node.children, insideMatch || matches(node)).flatMap(
            (child) => filesUnder(child, insideMatch || matches(node)),
          );

    // Walk down the path in groupKeys to the requested folder.
    let level = visibleChildren(drive, false);
    let insideMatch = false;
    for (const key of request.groupKeys ?? []) {
      const folder = level.find((node) => node.item.name === key);
      if (!folder)
        throw new Error(
          `The folder "${(request.groupKeys ?? []).join('/')}" does not exist.`,
        );
      insideMatch = insideMatch || matches(folder);
      level = visibleChildren(folder.children, insideMatch);
    }
    const rows = level.map((node): DriveItem => {
      const { item, children } = node;
      const row: DriveItem = {
        ...item,
        childrenCount:
          item.kind === 'File'
            ? 0
            : countChildren
              ? visibleChildren(children, insideMatch || matches(node)).length
              : -1,
      };
      if (request.aggregationModel && item.kind === 'Folder') {
        row.aggregates = aggregateAll(
          filesUnder(node, insideMatch),
          request.aggregationModel,
        );
      }
      return row;
    });
    // Folders first, then by name, unless the sort model says otherwise.
    const sorted = sortRows(
      rows,
      request.sortModel,
      (row, field) =>
        row.aggregates && field in row.aggregates
          ? (row.aggregates[field] ?? null)
          : cellOf(row, field),
      (a, b) =>
        a.kind === b.kind
          ? a.name.localeCompare(b.name)
          : a.kind === 'Folder'
            ? -1
            : 1,
    );
    const topLevel = visibleChildren(drive, false);
    const aggregateRow = request.aggregationModel
      ? {
          aggregates: aggregateAll(
            topLevel.flatMap((node) => filesUnder(node, false)),
            request.aggregationModel,
          ),
        }
      : undefined;
    if ((request.groupKeys ?? []).length === 0) {
      return { ...cutRange(sorted, request), rowCount: sorted.length, aggregateRow };
    }
    // A folder's children are not paged; rowCount counts the top level (see the sales server).
    return {
      rows: sorted,
      rowCount: topLevel.length,
      hasNextPage: false,
      aggregateRow,
    };
  };

  return {
    get latency() {
      return controls.latency;
    },
    set latency(value: number) {
      controls.latency = value;
    },
    get requestCount() {
      return controls.requestCount;
    },
    failNextRequest: controls.failNextRequest,
    getRows: (request) => controls.answer(() => getRows(request)),
  };
}

// ---------------------------------------------------------------------------------------------
// A one-line summary of a request, for the request logs under the demos

const describeValue = (value: unknown) =>
  Array.isArray(value)
    ? `[${value.join(', ')}]`
    : isBlank(value)
      ? ''
      : String(value);

/**
 * Turns the params the grid sends into a short line, such as
 * `rows 0–9 · sort total desc · filter status is Shipped`.
 * `withGroupKeys` also prints `groupKeys` when it is empty (useful for tree data and grouping).
 */
export function describeRequest(
  request: RowsRequest,
  { withGroupKeys = false } = {},
): string {
  const parts: string[] = [];
  const keys = request.groupKeys ?? [];
  if (keys.length > 0 || withGroupKeys)
    parts.push(`groupKeys [${keys.map((key) => `"${key}"`).join(', ')}]`);
  if (request.groupFields && request.groupFields.length > 0)
    parts.push(`groupFields [${request.groupFields.join(', ')}]`);
  if (typeof request.start === 'number' && typeof request.end === 'number') {
    parts.push(`rows ${request.start}–${request.end}`);
  }
  (request.sortModel ?? []).forEach(({ field, sort }) => {
    if (sort) parts.push(`sort ${field} ${sort}`);
  });
  (request.filterModel?.items ?? []).forEach(({ field, operator, value }) => {
    if (operator === 'isEmpty' || operator === 'isNotEmpty' || !isBlank(value)) {
      parts.push(`filter ${field} ${operator} ${describeValue(value)}`.trim());
    }
  });
  const words = request.filterModel?.quickFilterValues ?? [];
  if (words.length > 0) parts.push(`search "${words.join(' ')}"`);
  const aggregation = Object.entries(request.aggregationModel ?? {});
  if (aggregation.length > 0)
    parts.push(
      `aggregate ${aggregation.map(([field, fn]) => `${field}:${fn}`).join(', ')}`,
    );
  return parts.join(' · ');
}

/** 2048 → '2 KB', for size columns. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 && unit > 0 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
