// Invented figures for a fictional regional power grid. All values are in gigawatt-hours (GWh).

// Renewable output per quarter, as plain arrays that line up index by index.
export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
export const quarterlySolar = [168, 377, 383, 147];
export const quarterlyWind = [454, 289, 264, 433];

// Monthly output per source, one object per month, for the `dataset` prop.
export const monthlyGeneration = [
  { month: 'Jan', solar: 38, wind: 164, hydro: 88 },
  { month: 'Feb', solar: 51, wind: 151, hydro: 92 },
  { month: 'Mar', solar: 79, wind: 139, hydro: 117 },
  { month: 'Apr', solar: 104, wind: 112, hydro: 136 },
  { month: 'May', solar: 131, wind: 96, hydro: 141 },
  { month: 'Jun', solar: 142, wind: 81, hydro: 122 },
  { month: 'Jul', solar: 149, wind: 77, hydro: 97 },
  { month: 'Aug', solar: 133, wind: 84, hydro: 79 },
  { month: 'Sep', solar: 101, wind: 103, hydro: 74 },
  { month: 'Oct', solar: 72, wind: 128, hydro: 83 },
  { month: 'Nov', solar: 44, wind: 147, hydro: 95 },
  { month: 'Dec', solar: 31, wind: 158, hydro: 91 },
];

// Yearly output of the six largest plants, sorted from largest to smallest.
export const plantOutput = [
  { plant: 'Kestrel Bay Offshore', source: 'Wind', output: 1240 },
  { plant: 'Harlow Moor', source: 'Wind', output: 860 },
  { plant: 'Upper Teign', source: 'Hydro', output: 710 },
  { plant: 'Saltmarsh Park', source: 'Solar', output: 540 },
  { plant: 'Granite Falls', source: 'Hydro', output: 455 },
  { plant: 'Cobble Hill', source: 'Solar', output: 290 },
];

// Shared formatter: adds the unit and a thousands separator.
export function formatGwh(value: number | null): string {
  return value === null ? '' : `${value.toLocaleString('en-US')} GWh`;
}
