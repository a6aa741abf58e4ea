// Made-up but plausible climate, weather and energy figures for the line chart pages.
// The three towns are fictional: Harbourton (mild coast), Vostrava (cold inland plain) and
// Sol Mirado (southern hemisphere, so its summer falls in January). No imports, no randomness:
// the few long series are computed by a seeded generator, so every run returns the same numbers.

/** Seeded pseudo-random numbers in [0, 1) (mulberry32). Pure: same seed, same sequence. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const round = (value: number, digits = 1) => Number(value.toFixed(digits));
/** Midnight UTC of a calendar day (month is 1-based here, day may overflow into the next month). */
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** Short month names, January first. */
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Monthly mean air temperature of the three towns, in °C (one row per month, for `dataset`). */
export const cityTemperatures = [
  { month: 'Jan', harbourton: 5.1, vostrava: -6.8, solMirado: 24.8 },
  { month: 'Feb', harbourton: 5.4, vostrava: -5.1, solMirado: 24.6 },
  { month: 'Mar', harbourton: 7.0, vostrava: 0.4, solMirado: 23.1 },
  { month: 'Apr', harbourton: 9.2, vostrava: 8.3, solMirado: 20.4 },
  { month: 'May', harbourton: 12.4, vostrava: 14.9, solMirado: 17.6 },
  { month: 'Jun', harbourton: 15.1, vostrava: 19.2, solMirado: 15.2 },
  { month: 'Jul', harbourton: 17.3, vostrava: 21.4, solMirado: 14.7 },
  { month: 'Aug', harbourton: 17.2, vostrava: 20.1, solMirado: 15.9 },
  { month: 'Sep', harbourton: 15.0, vostrava: 14.3, solMirado: 17.8 },
  { month: 'Oct', harbourton: 11.8, vostrava: 7.6, solMirado: 20.1 },
  { month: 'Nov', harbourton: 8.2, vostrava: 0.5, solMirado: 22.3 },
  { month: 'Dec', harbourton: 5.9, vostrava: -4.9, solMirado: 24.0 },
];
export type CityKey = 'harbourton' | 'vostrava' | 'solMirado';
/** Display names of the three towns, by dataset key. */
export const cityNames: Record<CityKey, string> = {
  harbourton: 'Harbourton',
  vostrava: 'Vostrava',
  solMirado: 'Sol Mirado',
};

/** Monthly precipitation in Vostrava in millimetres, split into rain and snow (water equivalent). */
export const vostravaPrecipitation = [
  { month: 'Jan', rain: 4, snow: 31 },
  { month: 'Feb', rain: 5, snow: 28 },
  { month: 'Mar', rain: 12, snow: 22 },
  { month: 'Apr', rain: 30, snow: 9 },
  { month: 'May', rain: 52, snow: 0 },
  { month: 'Jun', rain: 74, snow: 0 },
  { month: 'Jul', rain: 81, snow: 0 },
  { month: 'Aug', rain: 69, snow: 0 },
  { month: 'Sep', rain: 48, snow: 1 },
  { month: 'Oct', rain: 29, snow: 8 },
  { month: 'Nov', rain: 11, snow: 24 },
  { month: 'Dec', rain: 5, snow: 33 },
];

/** Monthly precipitation in Harbourton in millimetres, January first. */
export const harbourtonRainfall = [96, 71, 68, 55, 52, 49, 44, 58, 67, 101, 112, 108];
/** Monthly precipitation in Vostrava in millimetres, rain plus snow, January first. */
export const vostravaTotalPrecipitation = vostravaPrecipitation.map((row) => row.rain + row.snow);

/** Mean hours of daylight per day in Vostrava, January first. */
export const vostravaDaylight = [8.1, 9.9, 11.9, 14.0, 15.8, 16.8, 16.3, 14.7, 12.6, 10.5, 8.6, 7.6];

/** Snow depth at the Pic Blanc ski station on nine Monday readings, in centimetres. */
export const snowDepthWeeks = ['Dec 2', 'Dec 9', 'Dec 16', 'Dec 23', 'Dec 30', 'Jan 6', 'Jan 13', 'Jan 20', 'Jan 27'];
export const snowDepth = [0, 12, 35, 28, 60, 74, 52, 20, 3];

/** Hours of sunshine per day in Harbourton over two weeks in June; `null` = the recorder was offline. */
export const sunshineDays = Array.from({ length: 14 }, (_, index) => index + 1);
export const sunshineHours = [9.4, 11.2, 6.1, null, null, 3.8, 7.5, 10.9, 12.6, null, 8.2, 5.4, 9.9, 11.7];

/** Daily peak discharge of the Aller river during a flood, in cubic metres per second. */
export const floodDays = Array.from({ length: 14 }, (_, index) => `Day ${index + 1}`);
export const riverDischarge = [6, 7, 9, 48, 310, 1450, 2100, 1320, 640, 280, 120, 55, 30, 18];

/** Groundwater level in a Vostrava monitoring well, in metres below ground, January first. */
export const groundwaterDepth = [3.1, 2.8, 2.6, 2.9, 3.4, 4.1, 4.9, 5.6, 5.8, 5.2, 4.3, 3.6];

/** Daily mean temperature in Harbourton from 1 March to 31 May 2024, in °C (dates at midnight UTC). */
export const harbourtonSpring = (() => {
  const random = seeded(2024);
  return Array.from({ length: 92 }, (_, index) => ({
    date: utcDay(2024, 3, 1 + index),
    temperature: round(6.5 + 0.085 * index + 2.1 * Math.sin(index / 4.5) + (random() - 0.5) * 2.4),
  }));
})();

/** Yearly mean temperature difference from the 1961–1990 average, in °C, 1975 to 2024. */
export const temperatureAnomaly = (() => {
  const random = seeded(1975);
  return Array.from({ length: 50 }, (_, index) => ({
    year: 1975 + index,
    anomaly: round(-0.16 + 0.022 * index + (random() - 0.5) * 0.36, 2),
  }));
})();

/** Closing price of a carbon allowance on the fictional Nordmark exchange, in euros per tonne of CO₂, Jan–Jun 2024 (weekdays). */
export const carbonPrices = (() => {
  const random = seeded(77);
  const rows: { date: Date; price: number }[] = [];
  let price = 78.4;
  for (let day = 0; day < 181; day += 1) {
    const date = utcDay(2024, 1, 2 + day);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6) continue;
    const drift = day < 45 ? -0.22 : 0.12;
    price = Math.max(52, price + drift + (random() - 0.5) * 2.6);
    rows.push({ date, price: round(price, 2) });
  }
  return rows;
})();

/** Daily visitors to a regional weather-warning website, 1 Jan to 25 Feb 2024; storm Ingrid hits on 21–23 Jan. */
export const warningSiteVisits = (() => {
  const random = seeded(311);
  const storm: Record<number, number> = { 19: 7400, 20: 18600, 21: 26900, 22: 11800, 23: 6900 };
  return Array.from({ length: 56 }, (_, index) => {
    const date = utcDay(2024, 1, 1 + index);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const usual = (weekend ? 2700 : 4100) * (0.9 + random() * 0.2);
    return { date, visitors: storm[index] ?? Math.round(usual) };
  });
})();

/** Climate of Harbourton per month: rainfall in millimetres and mean temperature in °C. */
export const harbourtonClimate = months.map((month, index) => ({
  month,
  rainfall: harbourtonRainfall[index] ?? 0,
  temperature: cityTemperatures[index]?.harbourton ?? 0,
}));

/** Time-of-use electricity tariff of a fictional supplier: the price in euros per kWh from each hour (0–24). */
export const tariffByHour = Array.from({ length: 25 }, (_, hour) => {
  let price = 0.18; // night rate, 22:00 to 06:00
  if (hour >= 6 && hour < 22) price = 0.27; // day rate
  if (hour >= 7 && hour < 10) price = 0.34; // morning peak
  if (hour >= 16 && hour < 20) price = 0.41; // evening peak
  return { hour, price };
});

/** Hourly air temperature from a rooftop sensor over 48 hours from 14 July 2024, 00:00 UTC, in °C; `null` = no reading. */
export const rooftopReadings = (() => {
  const random = seeded(48);
  return Array.from({ length: 48 }, (_, hour) => {
    const time = new Date(Date.UTC(2024, 6, 14, hour));
    const offline = (hour >= 19 && hour <= 25) || hour === 38;
    const value = 19 + 6 * Math.sin(((hour - 9) / 24) * 2 * Math.PI) + (random() - 0.5) * 1.2;
    return { time, temperature: offline ? null : round(value) };
  });
})();

/** Water stored in the three reservoirs of a valley at the start of each month, in million cubic metres. */
export const reservoirStorage = [
  { month: 'Jan', upperLake: 41, millDam: 22, stoneBrook: 12 },
  { month: 'Feb', upperLake: 44, millDam: 24, stoneBrook: 13 },
  { month: 'Mar', upperLake: 49, millDam: 27, stoneBrook: 15 },
  { month: 'Apr', upperLake: 55, millDam: 30, stoneBrook: 17 },
  { month: 'May', upperLake: 58, millDam: 31, stoneBrook: 18 },
  { month: 'Jun', upperLake: 54, millDam: 28, stoneBrook: 16 },
  { month: 'Jul', upperLake: 46, millDam: 23, stoneBrook: 13 },
  { month: 'Aug', upperLake: 37, millDam: 18, stoneBrook: 9 },
  { month: 'Sep', upperLake: 31, millDam: 15, stoneBrook: 7 },
  { month: 'Oct', upperLake: 32, millDam: 16, stoneBrook: 8 },
  { month: 'Nov', upperLake: 35, millDam: 18, stoneBrook: 10 },
  { month: 'Dec', upperLake: 38, millDam: 20, stoneBrook: 11 },
];

/** Formats a temperature for tooltips and ticks: one decimal and the unit; empty for a missing value. */
export function formatCelsius(value: number | null): string {
  return value === null ? '' : `${value.toFixed(1)} °C`;
}

/** Formats a UTC date as a short day label, e.g. "Mar 4". */
export function formatShortDate(value: Date): string {
  return value.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
