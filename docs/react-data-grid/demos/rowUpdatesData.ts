// Made-up market quotes and log lines for the row updates demos. Everything comes from seeded
// generators, so the page renders the same way on the server and in the browser.
import { createRandom, type Random } from '@site/src/demo-data';

export interface Quote {
  id: string; // the ticker symbol
  company: string;
  price: number;
  change: number; // percentage since the first price
  ticks: number; // how many updates this row received
}

const COMPANIES: [string, string][] = [
  ['ALPN', 'Alpine Foods'],
  ['BRKW', 'Brookway Rail'],
  ['CNDL', 'Candlewick Media'],
  ['DRFT', 'Driftwood Energy'],
  ['ELMR', 'Elmore Pharma'],
  ['FNCH', 'Finch Aerospace'],
  ['GRNT', 'Granite Insurance'],
  ['HLYX', 'Hollyx Software'],
  ['IRIS', 'Iris Optics'],
  ['JNPR', 'Juniper Textiles'],
  ['KLVN', 'Kelvin Cooling'],
  ['LMNA', 'Lumina Retail'],
];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The first `count` quotes (at most 12), with fixed starting prices. */
export function getQuotes(count = 8): Quote[] {
  const random = createRandom(11);
  return COMPANIES.slice(0, count).map(([id, company]) => ({
    id,
    company,
    price: round2(20 + random() * 180),
    change: 0,
    ticks: 0,
  }));
}

/** The quotes after the first `count`, to insert later. */
export function getSpareQuotes(count = 8): Quote[] {
  return getQuotes(COMPANIES.length).slice(count);
}

/** Returns a function that moves a quote's price by up to 1.5% in either direction. */
export function createPriceMover(seed: number) {
  const random: Random = createRandom(seed);
  const firstPrices = new Map(getQuotes(COMPANIES.length).map((q) => [q.id, q.price]));
  return (quote: Quote): Quote => {
    const price = round2(Math.max(1, quote.price * (1 + (random() - 0.5) * 0.03)));
    const first = firstPrices.get(quote.id) ?? price;
    const change = round2(((price - first) / first) * 100);
    return { ...quote, price, change, ticks: quote.ticks + 1 };
  };
}

export interface LogLine {
  id: number;
  level: 'info' | 'warn' | 'error';
  service: string;
  message: string;
}

const SERVICES = ['auth', 'billing', 'search', 'mailer'];
const MESSAGES = ['Request served', 'Cache miss', 'Retrying call', 'Slow query', 'Token refreshed'];

/** Log lines `start` to `start + count - 1`; the same index always gives the same line. */
export function getLogLines(start: number, count: number): LogLine[] {
  return Array.from({ length: count }, (_, offset) => {
    const id = start + offset;
    const random = createRandom(1000 + id);
    const roll = random();
    return {
      id,
      level: roll < 0.7 ? 'info' : roll < 0.92 ? 'warn' : 'error',
      service: SERVICES[Math.floor(random() * SERVICES.length)] ?? 'auth',
      message: MESSAGES[Math.floor(random() * MESSAGES.length)] ?? 'Request served',
    };
  });
}
