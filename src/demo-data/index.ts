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
