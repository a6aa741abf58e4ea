// Invented figures for the sparkline, gauge and radar pages. Every company, ticker and product is fictional.

// ---------------------------------------------------------------------------
// Sparklines
// ---------------------------------------------------------------------------

// Two weeks of days, used as x-axis values so the tooltip can name the day.
export const fortnightDays = [
  'Mon 3 Mar',
  'Tue 4 Mar',
  'Wed 5 Mar',
  'Thu 6 Mar',
  'Fri 7 Mar',
  'Sat 8 Mar',
  'Sun 9 Mar',
  'Mon 10 Mar',
  'Tue 11 Mar',
  'Wed 12 Mar',
  'Thu 13 Mar',
  'Fri 14 Mar',
  'Sat 15 Mar',
  'Sun 16 Mar',
];

// New trial sign-ups per day for a web app, one value per entry of `fortnightDays` (people).
export const dailySignups = [42, 51, 47, 58, 63, 31, 27, 55, 61, 66, 72, 69, 38, 35];

// Revenue per day over the same two weeks (US dollars).
export const dailyRevenue = [
  1840, 2215, 2060, 2480, 2710, 1320, 1150, 2390, 2655, 2820, 3105, 2990, 1610, 1485,
];

// Average CPU load of two services, one reading every 15 minutes over three hours (percent, 0 to 100).
// API service.
export const cpuLoadApi = [61, 63, 60, 64, 66, 62, 65, 67, 63, 61, 64, 66];
// Background worker service.
export const cpuLoadWorker = [12, 18, 9, 22, 15, 11, 19, 24, 14, 10, 17, 21];

// Key figures of an online shop with the last 10 weekly readings of each
// (orders: count; refund rate: percent; average basket: US dollars).
export interface ShopKpi {
  id: string;
  label: string;
  unit: string;
  // Whether a rise is good news for the business.
  higherIsBetter: boolean;
  weekly: number[];
}

export const shopKpis: ShopKpi[] = [
  {
    id: 'orders',
    label: 'Orders',
    unit: '',
    higherIsBetter: true,
    weekly: [310, 322, 298, 341, 356, 349, 372, 390, 384, 411],
  },
  {
    id: 'refunds',
    label: 'Refund rate',
    unit: '%',
    higherIsBetter: false,
    weekly: [2.1, 2.4, 2.2, 2.8, 3.1, 2.9, 3.4, 3.6, 3.3, 3.9],
  },
  {
    id: 'basket',
    label: 'Average basket',
    unit: '$',
    higherIsBetter: true,
    weekly: [48, 47, 49, 46, 45, 47, 44, 43, 45, 42],
  },
];

// Daily closing prices of fictional stocks over the last 20 trading days (US dollars).
export interface TickerHistory {
  symbol: string;
  company: string;
  closes: number[];
}

export const tickerHistory: TickerHistory[] = [
  {
    symbol: 'BRKW',
    company: 'Brookwater Foods',
    closes: [
      41.2, 41.8, 42.1, 41.6, 42.4, 43.0, 42.7, 43.5, 44.1, 43.8, 44.6, 45.2, 44.9,
      45.7, 46.3, 46.0, 46.8, 47.4, 47.1, 47.9,
    ],
  },
  {
    symbol: 'QNTL',
    company: 'Quantel Robotics',
    closes: [
      118.5, 121.2, 119.8, 116.4, 117.9, 114.3, 112.6, 115.1, 111.8, 109.4, 110.7,
      107.9, 105.2, 106.8, 103.5, 104.9, 101.7, 99.8, 102.3, 98.6,
    ],
  },
  {
    symbol: 'HLXE',
    company: 'Helixa Energy',
    closes: [
      27.4, 28.9, 27.1, 29.6, 28.2, 30.4, 29.0, 27.8, 29.9, 31.2, 29.5, 28.6, 30.8,
      32.1, 30.3, 29.4, 31.6, 30.7, 32.5, 31.4,
    ],
  },
  {
    symbol: 'MRDN',
    company: 'Meridian Freight',
    closes: [
      63.0, 63.2, 62.9, 63.4, 63.1, 63.6, 63.3, 63.8, 63.5, 63.9, 63.7, 64.1, 63.8,
      64.3, 64.0, 64.4, 64.2, 64.6, 64.3, 64.8,
    ],
  },
];

// ---------------------------------------------------------------------------
// Gauges
// ---------------------------------------------------------------------------

// Readings for a small server dashboard.
export const serverReadings = {
  // Share of the disk in use (percent, 0 to 100).
  diskUsedPercent: 72,
  // Used and total storage of a laptop SSD (gigabytes).
  storageUsedGb: 368,
  storageTotalGb: 512,
  // Net promoter score of a support team (score, from -100 to 100).
  netPromoterScore: 38,
  // Air quality index near the data center (index, 0 to 500).
  airQualityIndex: 112,
};

// Memory use of three hosts of a cluster (percent, 0 to 100).
export const hostMemory = [
  { host: 'db-01', percent: 34 },
  { host: 'web-02', percent: 68 },
  { host: 'queue-03', percent: 91 },
];

// ---------------------------------------------------------------------------
// Radar charts
// ---------------------------------------------------------------------------

// The tasting notes a coffee panel scores, in the order of every `scores` array below.
export const tastingNotes = [
  'Acidity',
  'Body',
  'Sweetness',
  'Bitterness',
  'Aroma',
  'Aftertaste',
];

// One coffee and its score for each tasting note (points, 0 to 10).
export interface CoffeeScores {
  id: string;
  label: string;
  scores: number[];
}

// A bright, washed single origin (scores, 0 to 10).
export const highlandCoffee: CoffeeScores = {
  id: 'highland',
  label: 'Highland washed',
  scores: [8.5, 5.0, 6.5, 3.0, 8.0, 7.0],
};
// A sweet, fruity natural-process coffee (scores, 0 to 10).
export const valleyCoffee: CoffeeScores = {
  id: 'valley',
  label: 'Valley natural',
  scores: [5.5, 7.5, 8.5, 4.0, 9.0, 7.5],
};
// A heavy, bitter espresso blend (scores, 0 to 10).
export const houseBlendCoffee: CoffeeScores = {
  id: 'house',
  label: 'House blend',
  scores: [4.0, 8.5, 5.0, 7.5, 6.0, 6.5],
};
// The three coffees above, for charts that compare them.
export const coffeeScores = [highlandCoffee, valleyCoffee, houseBlendCoffee];

// Laptop specifications compared on the radar page, each with its unit and the range of its axis.
export const laptopMetrics = [
  { name: 'Battery', unit: 'h', min: 0, max: 24 },
  { name: 'Brightness', unit: 'nits', min: 200, max: 700 },
  { name: 'Storage', unit: 'GB', min: 0, max: 2048 },
  { name: 'Benchmark', unit: 'pts', min: 0, max: 20000 },
  { name: 'Ports', unit: '', min: 0, max: 8 },
];

// Two fictional laptops, one value per entry of `laptopMetrics`, in that metric's unit.
export const laptopSpecs = [
  { id: 'aero', label: 'Aero 14', values: [18, 450, 512, 11800, 3] },
  { id: 'forge', label: 'Forge 16', values: [7, 620, 2048, 17400, 7] },
];
