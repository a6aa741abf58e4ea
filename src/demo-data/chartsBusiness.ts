// Invented business figures for the bar and area chart galleries. The company, its products,
// its warehouses and its power grid are fictional; the numbers are made up to look plausible.

// Revenue per sales region and quarter of one year, in thousands of US dollars.
export const salesByRegion = [
  { region: 'North', q1: 412, q2: 468, q3: 503, q4: 559 },
  { region: 'South', q1: 356, q2: 389, q3: 421, q4: 447 },
  { region: 'East', q1: 298, q2: 334, q3: 317, q4: 382 },
  { region: 'West', q1: 471, q2: 455, q3: 498, q4: 536 },
  { region: 'Central', q1: 187, q2: 214, q3: 236, q4: 251 },
];

// Best-selling products of the year, in units sold, largest first.
export const topProducts = [
  { product: 'TrailMaster 45 L Hiking Backpack', units: 4820 },
  { product: 'Ridgeline Waterproof Shell Jacket', units: 4315 },
  { product: 'Summit Lite Two-Person Tent', units: 3690 },
  { product: 'Everdry Merino Hiking Socks, 3-pack', units: 3420 },
  { product: 'Basecamp Insulated Bottle, 1 L', units: 2980 },
  { product: 'Cascade Carbon Trekking Poles', units: 2410 },
  { product: 'Nightfall Down Sleeping Bag', units: 1875 },
  { product: 'Pocket Camping Stove with Igniter', units: 1530 },
];

// Yearly budget per department, split by kind of cost, in thousands of US dollars.
export const departmentBudget = [
  { department: 'Engineering', staff: 2840, tools: 610, travel: 95, training: 120 },
  { department: 'Sales', staff: 1620, tools: 180, travel: 410, training: 60 },
  { department: 'Marketing', staff: 930, tools: 240, travel: 85, training: 35 },
  { department: 'Operations', staff: 1210, tools: 330, travel: 140, training: 70 },
  {
    department: 'Customer Support',
    staff: 880,
    tools: 150,
    travel: 20,
    training: 90,
  },
  { department: 'Finance and HR', staff: 760, tools: 120, travel: 30, training: 45 },
];

// Monthly income (positive) and costs (negative) of a software subscription business,
// in thousands of US dollars. Each row has: month, subscriptions, services (income),
// payroll, hosting and marketing (costs).
function profitAndLossRow(
  month: string,
  subscriptions: number,
  services: number,
  payroll: number,
  hosting: number,
  marketing: number,
) {
  return { month, subscriptions, services, payroll, hosting, marketing };
}
export const monthlyProfitAndLoss = [
  profitAndLossRow('Jan', 118, 22, -96, -21, -38),
  profitAndLossRow('Feb', 121, 18, -96, -21, -30),
  profitAndLossRow('Mar', 127, 31, -97, -22, -26),
  profitAndLossRow('Apr', 130, 27, -99, -22, -24),
  profitAndLossRow('May', 134, 35, -99, -23, -41),
  profitAndLossRow('Jun', 139, 29, -101, -23, -52),
  profitAndLossRow('Jul', 141, 19, -101, -24, -27),
  profitAndLossRow('Aug', 143, 16, -102, -24, -22),
  profitAndLossRow('Sep', 149, 33, -104, -25, -30),
  profitAndLossRow('Oct', 154, 38, -104, -25, -44),
  profitAndLossRow('Nov', 160, 41, -106, -26, -71),
  profitAndLossRow('Dec', 168, 30, -108, -26, -58),
];

// Customer support tickets opened in one quarter, by main cause, most frequent first.
export const ticketsByCause = [
  { cause: 'Late delivery', tickets: 412 },
  { cause: 'Wrong size', tickets: 268 },
  { cause: 'Damaged item', tickets: 157 },
  { cause: 'Refund status', tickets: 121 },
  { cause: 'Payment failed', tickets: 74 },
  { cause: 'Missing part', tickets: 51 },
  { cause: 'Login problem', tickets: 33 },
  { cause: 'Other', tickets: 24 },
];

// The 1,312 employees of a company by age band and gender (number of people).
export const staffByAge = [
  { ageBand: '18–24', women: 34, men: 41 },
  { ageBand: '25–29', women: 88, men: 97 },
  { ageBand: '30–34', women: 112, men: 124 },
  { ageBand: '35–39', women: 104, men: 118 },
  { ageBand: '40–44', women: 86, men: 95 },
  { ageBand: '45–49', women: 71, men: 79 },
  { ageBand: '50–54', women: 58, men: 66 },
  { ageBand: '55–59', women: 41, men: 47 },
  { ageBand: '60+', women: 22, men: 29 },
];

// Online orders in one month, counted by basket value in 25-dollar bins. `from` is the lower
// edge of the bin in US dollars; the bin holds values from `from` up to `from + 25`.
export const ORDER_BIN_WIDTH = 25;
export const orderValueBins = [
  { from: 0, orders: 310 },
  { from: 25, orders: 842 },
  { from: 50, orders: 1127 },
  { from: 75, orders: 968 },
  { from: 100, orders: 701 },
  { from: 125, orders: 486 },
  { from: 150, orders: 322 },
  { from: 175, orders: 214 },
  { from: 200, orders: 139 },
  { from: 225, orders: 88 },
  { from: 250, orders: 51 },
  { from: 275, orders: 30 },
];

// Average time from order to delivery per warehouse over one quarter, in days.
export const deliveryTimeByWarehouse = [
  { warehouse: 'Leeds', days: 1.6 },
  { warehouse: 'Lyon', days: 2.1 },
  { warehouse: 'Porto', days: 3.4 },
  { warehouse: 'Gdańsk', days: 2.7 },
  { warehouse: 'Malmö', days: 4.3 },
  { warehouse: 'Bari', days: 3.9 },
];

// Electricity supplied to a regional grid on a spring weekday, by source and hour of the day
// (hour 0 is midnight to 1 am), in gigawatts (GW) averaged over the hour.
export const gridSupplyByHour = [
  { hour: 0, nuclear: 4.8, hydro: 0.9, wind: 3.1, solar: 0, gas: 1.4 },
  { hour: 1, nuclear: 4.8, hydro: 0.8, wind: 3.3, solar: 0, gas: 0.9 },
  { hour: 2, nuclear: 4.8, hydro: 0.8, wind: 3.4, solar: 0, gas: 0.5 },
  { hour: 3, nuclear: 4.8, hydro: 0.8, wind: 3.4, solar: 0, gas: 0.4 },
  { hour: 4, nuclear: 4.8, hydro: 0.9, wind: 3.2, solar: 0, gas: 0.7 },
  { hour: 5, nuclear: 4.8, hydro: 1.1, wind: 3.0, solar: 0.1, gas: 1.3 },
  { hour: 6, nuclear: 4.8, hydro: 1.5, wind: 2.7, solar: 0.5, gas: 2.3 },
  { hour: 7, nuclear: 4.8, hydro: 1.8, wind: 2.4, solar: 1.3, gas: 2.9 },
  { hour: 8, nuclear: 4.8, hydro: 1.6, wind: 2.2, solar: 2.4, gas: 2.9 },
  { hour: 9, nuclear: 4.8, hydro: 1.2, wind: 2.0, solar: 3.5, gas: 2.6 },
  { hour: 10, nuclear: 4.8, hydro: 1.0, wind: 1.9, solar: 4.4, gas: 2.1 },
  { hour: 11, nuclear: 4.8, hydro: 0.9, wind: 1.8, solar: 5.0, gas: 1.8 },
  { hour: 12, nuclear: 4.8, hydro: 0.9, wind: 1.8, solar: 5.3, gas: 1.4 },
  { hour: 13, nuclear: 4.8, hydro: 0.9, wind: 1.9, solar: 5.2, gas: 1.3 },
  { hour: 14, nuclear: 4.8, hydro: 1.0, wind: 2.1, solar: 4.7, gas: 1.4 },
  { hour: 15, nuclear: 4.8, hydro: 1.2, wind: 2.3, solar: 3.9, gas: 1.9 },
  { hour: 16, nuclear: 4.8, hydro: 1.5, wind: 2.6, solar: 2.8, gas: 2.9 },
  { hour: 17, nuclear: 4.8, hydro: 1.9, wind: 2.9, solar: 1.6, gas: 4.2 },
  { hour: 18, nuclear: 4.8, hydro: 2.2, wind: 3.1, solar: 0.6, gas: 5.1 },
  { hour: 19, nuclear: 4.8, hydro: 2.1, wind: 3.3, solar: 0.1, gas: 5.2 },
  { hour: 20, nuclear: 4.8, hydro: 1.7, wind: 3.4, solar: 0, gas: 4.7 },
  { hour: 21, nuclear: 4.8, hydro: 1.3, wind: 3.3, solar: 0, gas: 4.0 },
  { hour: 22, nuclear: 4.8, hydro: 1.1, wind: 3.2, solar: 0, gas: 2.9 },
  { hour: 23, nuclear: 4.8, hydro: 1.0, wind: 3.1, solar: 0, gas: 2.0 },
];

// Yearly revenue of a retailer by sales channel, in millions of US dollars.
export const revenueByChannel = [
  { year: 2016, stores: 48, webshop: 9, marketplaces: 2, wholesale: 21 },
  { year: 2017, stores: 50, webshop: 12, marketplaces: 3, wholesale: 22 },
  { year: 2018, stores: 51, webshop: 16, marketplaces: 5, wholesale: 22 },
  { year: 2019, stores: 49, webshop: 21, marketplaces: 8, wholesale: 23 },
  { year: 2020, stores: 31, webshop: 39, marketplaces: 14, wholesale: 18 },
  { year: 2021, stores: 38, webshop: 44, marketplaces: 17, wholesale: 19 },
  { year: 2022, stores: 44, webshop: 47, marketplaces: 19, wholesale: 21 },
  { year: 2023, stores: 45, webshop: 52, marketplaces: 23, wholesale: 21 },
  { year: 2024, stores: 46, webshop: 58, marketplaces: 27, wholesale: 22 },
  { year: 2025, stores: 47, webshop: 64, marketplaces: 30, wholesale: 22 },
];

// Visits to an online shop per calendar week (weeks 1 to 26 of one year), in thousands of sessions.
export const weeklySessions = [
  42, 45, 44, 48, 51, 49, 53, 58, 61, 57, 60, 66, 71, 69, 74, 79, 83, 80, 86, 92, 97,
  95, 101, 108, 104, 112,
];

// Closing share price of a listed company over 40 consecutive trading days, in US dollars.
// The first trading day is Monday 3 March 2025; weekends are skipped.
export const closingPrices = [
  41.2, 41.8, 41.5, 42.3, 42.9, 42.4, 43.1, 43.8, 43.5, 44.2, 44.0, 43.3, 42.7, 42.1,
  42.6, 43.4, 44.1, 44.9, 45.6, 45.2, 45.9, 46.4, 46.0, 45.1, 44.3, 44.8, 45.5, 46.2,
  46.9, 47.5, 47.1, 47.8, 48.4, 48.0, 47.2, 47.6, 48.3, 49.0, 49.4, 49.1,
];

// The dates (UTC midnight) of the `count` weekdays that start on `first`.
export function tradingDays(first: Date, count: number): Date[] {
  const days: Date[] = [];
  const cursor = new Date(first.getTime());
  while (days.length < count) {
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      days.push(new Date(cursor.getTime()));
    }
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return days;
}

// Monthly revenue in thousands of US dollars: measured until December 2024, then a forecast with
// the low and high ends of its 80% prediction interval. December 2024 appears in both parts so
// the forecast starts where the measured line ends. `null` means "no value for this month".
export const revenueForecast = [
  { month: 'Jan 24', actual: 182, forecast: null, low: null, high: null },
  { month: 'Feb 24', actual: 176, forecast: null, low: null, high: null },
  { month: 'Mar 24', actual: 195, forecast: null, low: null, high: null },
  { month: 'Apr 24', actual: 201, forecast: null, low: null, high: null },
  { month: 'May 24', actual: 214, forecast: null, low: null, high: null },
  { month: 'Jun 24', actual: 208, forecast: null, low: null, high: null },
  { month: 'Jul 24', actual: 221, forecast: null, low: null, high: null },
  { month: 'Aug 24', actual: 226, forecast: null, low: null, high: null },
  { month: 'Sep 24', actual: 219, forecast: null, low: null, high: null },
  { month: 'Oct 24', actual: 238, forecast: null, low: null, high: null },
  { month: 'Nov 24', actual: 251, forecast: null, low: null, high: null },
  { month: 'Dec 24', actual: 273, forecast: 273, low: 273, high: 273 },
  { month: 'Jan 25', actual: null, forecast: 236, low: 224, high: 248 },
  { month: 'Feb 25', actual: null, forecast: 231, low: 213, high: 249 },
  { month: 'Mar 25', actual: null, forecast: 249, low: 225, high: 273 },
  { month: 'Apr 25', actual: null, forecast: 256, low: 226, high: 286 },
  { month: 'May 25', actual: null, forecast: 268, low: 232, high: 304 },
  { month: 'Jun 25', actual: null, forecast: 262, low: 221, high: 303 },
];

// Daily active users of a shopping service from 1 January to 31 March 2025 (UTC dates),
// in thousands, split between the website and the mobile app. Weekends move users to the app.
export const dailyActiveUsers = Array.from({ length: 90 }, (_, index) => {
  const date = new Date(Date.UTC(2025, 0, 1 + index));
  const weekday = date.getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const web = 38 + index * 0.06 + (weekend ? -9 : 0) + 2 * Math.sin(index / 5);
  const app = 21 + index * 0.12 + (weekend ? 6 : 0) + 1.5 * Math.cos(index / 7);
  return { date, web: Math.round(web * 10) / 10, app: Math.round(app * 10) / 10 };
});

// Units of one product in stock at the end of each day of April 2025 (day 1 to 30).
// Deliveries of 300 units arrive on days 12 and 24; new stock is ordered below REORDER_POINT.
export const REORDER_POINT = 150;
export const stockLevels = [
  420, 388, 351, 322, 290, 262, 231, 197, 168, 139, 112, 379, 350, 316, 287, 254,
  226, 195, 167, 138, 110, 79, 48, 318, 289, 257, 226, 198, 171, 140,
];

// Shared formatter: thousands of US dollars, as in "$412k". Empty for missing values.
export function formatThousandDollars(value: number | null): string {
  if (value === null) {
    return '';
  }
  return `${value < 0 ? '−' : ''}$${Math.abs(value).toLocaleString('en-US')}k`;
}
