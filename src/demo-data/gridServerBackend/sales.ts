// Seeded data: the sales the sales server holds.

import { between, createRandom, pick, roundCents, twoDigits } from './seeded';

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
/** `count` sales; a shorter list is always the start of a longer one. */
export function generateSales(count: number): Sale[] {
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
