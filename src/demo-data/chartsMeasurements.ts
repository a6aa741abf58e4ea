// Invented but plausible measurements for the scatter chart pages. Every figure is made up; the small
// seeded generator below makes the noisy sets repeatable, so the server and the browser draw the same points.

function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

// Roughly bell-shaped noise with the given spread (sum of three uniform draws).
function noise(next: () => number, spread: number) {
  return (next() + next() + next() - 1.5) * 2 * spread;
}

const round = (value: number, digits = 0) => {
  const factor = 10 ** digits;
  // `+ 0` turns -0 into 0.
  return Math.round(value * factor) / factor + 0;
};

// ---------------------------------------------------------------- Scatter page

export type TreeRecord = {
  tag: string;
  species: 'Oak' | 'Birch';
  diameter: number;
  height: number;
  age: number;
  condition: 'Good' | 'Fair' | 'Poor';
};

function surveyTrees(species: TreeRecord['species'], count: number, seed: number) {
  const next = seeded(seed);
  const rows: TreeRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const isOak = species === 'Oak';
    const diameter = round(isOak ? 12 + next() * 78 : 8 + next() * 36);
    const height = isOak
      ? 5 + 30 * (1 - Math.exp(-diameter / 38)) + noise(next, 2)
      : 3 + 26 * (1 - Math.exp(-diameter / 20)) + noise(next, 1.6);
    const age = diameter * (isOak ? 2.3 : 1.5) + noise(next, 8);
    const roll = next();
    let condition: TreeRecord['condition'] = 'Good';
    if (roll > 0.88) {
      condition = 'Poor';
    } else if (roll > 0.62) {
      condition = 'Fair';
    }
    rows.push({
      tag: `${isOak ? 'OK' : 'BR'}-${String(i + 1).padStart(3, '0')}`,
      species,
      diameter,
      height: round(height, 1),
      age: Math.max(6, round(age)),
      condition,
    });
  }
  return rows;
}

// Park tree survey: trunk diameter at breast height (cm), height (m), estimated age (years).
export const oakTrees = surveyTrees('Oak', 32, 11);
export const birchTrees = surveyTrees('Birch', 32, 29);

// Mountain weather stations: altitude (m) and mean January and July air temperature (°C).
export const weatherStations = [
  ['Lakeside', 120],
  ['Millbrook', 260],
  ['Orchard Hill', 410],
  ['Fernwood', 530],
  ['Stonebridge', 690],
  ['Pine Hollow', 840],
  ['Eagle Rest', 980],
  ['Cold Spring', 1130],
  ['High Meadow', 1290],
  ['Larch Pass', 1450],
  ['Glacier View', 1620],
  ['Crag Hut', 1810],
  ['Summit Ridge', 2050],
  ['Ice Saddle', 2330],
].map(([name, altitude], index) => {
  const next = seeded(101 + index);
  const metres = altitude as number;
  return {
    id: index + 1,
    name: name as string,
    altitude: metres,
    january: round(3.2 - 0.0052 * metres + noise(next, 0.9), 1),
    july: round(23.5 - 0.0061 * metres + noise(next, 0.9), 1),
  };
});

// Mammals: typical adult body mass (kg) and resting heart rate (beats per minute).
export const mammalHeartRates = [
  { id: 'Mouse', mass: 0.02, heartRate: 600 },
  { id: 'Hamster', mass: 0.12, heartRate: 420 },
  { id: 'Rat', mass: 0.3, heartRate: 350 },
  { id: 'Squirrel', mass: 0.5, heartRate: 300 },
  { id: 'Rabbit', mass: 2, heartRate: 205 },
  { id: 'Cat', mass: 4, heartRate: 150 },
  { id: 'Fox', mass: 7, heartRate: 125 },
  { id: 'Dog', mass: 25, heartRate: 95 },
  { id: 'Sheep', mass: 60, heartRate: 80 },
  { id: 'Human', mass: 70, heartRate: 68 },
  { id: 'Pig', mass: 150, heartRate: 70 },
  { id: 'Horse', mass: 500, heartRate: 38 },
  { id: 'Cow', mass: 650, heartRate: 55 },
  { id: 'Giraffe', mass: 1000, heartRate: 60 },
  { id: 'Elephant', mass: 5000, heartRate: 30 },
];

// ------------------------------------------------------- Scatter demonstration

function athletes(
  prefix: string,
  count: number,
  seed: number,
  meanHeight: number,
  bmi: number,
) {
  const next = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const height = round(meanHeight + noise(next, 7));
    const weight = round(bmi * (height / 100) ** 2 + noise(next, 4), 1);
    return { id: `${prefix}${index + 1}`, x: height, y: weight };
  });
}

// Club members measured at a sports clinic: height (cm) as x, body weight (kg) as y.
export const rowers = athletes('R', 28, 7, 188, 24.5);
export const climbers = athletes('C', 28, 8, 173, 21);

// Flats and houses sold in one town: floor area (m²), price (thousand €), year the building was finished.
export const houseSales = (() => {
  const next = seeded(2024);
  return Array.from({ length: 48 }, (_, index) => {
    const area = round(38 + next() ** 1.4 * 190);
    const yearBuilt = round(1925 + next() * 98);
    const age = 2024 - yearBuilt;
    const price = area * (3.6 - age * 0.012) * (1 + noise(next, 0.09));
    return { id: `H${index + 1}`, area, price: round(price), yearBuilt };
  });
})();

// Cafés in a fictional chain: customers per day, average bill (€) and number of seats.
export const cafes = [
  { id: 'Harbour Front', customers: 620, bill: 7.4, seats: 80 },
  { id: 'Station Kiosk', customers: 780, bill: 4.1, seats: 12 },
  { id: 'Old Town', customers: 410, bill: 9.8, seats: 64 },
  { id: 'University', customers: 530, bill: 5.2, seats: 48 },
  { id: 'Riverside', customers: 290, bill: 11.6, seats: 70 },
  { id: 'Market Square', customers: 470, bill: 8.1, seats: 40 },
  { id: 'Airport Gate B', customers: 900, bill: 8.9, seats: 30 },
  { id: 'Business Park', customers: 350, bill: 6.3, seats: 24 },
  { id: 'Garden Centre', customers: 180, bill: 10.4, seats: 36 },
  { id: 'Library', customers: 240, bill: 5.9, seats: 20 },
  { id: 'Hospital Lobby', customers: 560, bill: 5.6, seats: 18 },
  { id: 'Beach Pavilion', customers: 330, bill: 12.5, seats: 96 },
];

// Students of one course: hours of self-study per week and final exam score (0–100 points).
export const studyHours = (() => {
  const next = seeded(314);
  return Array.from({ length: 40 }, (_, index) => {
    const hours = round(1 + next() * 17, 1);
    const score = Math.min(100, 41 + 2.6 * hours + noise(next, 9));
    return { id: `S${index + 1}`, x: hours, y: round(score) };
  });
})();

// Cities of an invented country: population (inhabitants) and municipal area (km²).
export const cities = [
  ['Port Amsel', 11_800_000, 2_950],
  ['Velmora', 6_200_000, 1_710],
  ['Castor Bay', 3_400_000, 1_180],
  ['Northwick', 1_950_000, 640],
  ['Lindara', 1_260_000, 505],
  ['Quarry Hill', 880_000, 410],
  ['Salt Harbour', 610_000, 198],
  ['Bremholt', 430_000, 245],
  ['Ostrava Nova', 312_000, 96],
  ['Kettering Vale', 205_000, 140],
  ['Merrow', 148_000, 61],
  ['Dunmoor', 97_000, 88],
  ['Alder Cross', 71_000, 23],
  ['Pellmouth', 52_000, 41],
  ['Ravensholm', 36_000, 12],
  ['Tarnby', 24_000, 19],
  ['Wexcombe', 15_500, 6.4],
  ['Ebbing', 9_800, 11],
].map(([name, population, area]) => ({
  id: name as string,
  population: population as number,
  area: area as number,
}));

export type ShopperSegment = 'Occasional' | 'Regular' | 'Loyal';

// Loyalty-card shoppers: visits per month, yearly spend (€) and the segment a clustering step assigned.
export const shoppers = (() => {
  const next = seeded(77);
  const centres: [ShopperSegment, number, number][] = [
    ['Occasional', 1.5, 320],
    ['Regular', 4.5, 1150],
    ['Loyal', 9, 2300],
  ];
  return centres.flatMap(([segment, visits, spend], group) =>
    Array.from({ length: 26 }, (_, index) => ({
      id: `${segment[0]}${index + 1}`,
      x: round(Math.max(0.3, visits + noise(next, 0.7 + group * 0.45)), 1),
      y: round(Math.max(60, spend + noise(next, 150 + group * 90))),
      z: segment,
    })),
  );
})();

// Product lines of a shop: sales growth over the year (%) and gross margin (%).
export const productLines = [
  { id: 'Tents', growth: 14, margin: 38 },
  { id: 'Sleeping bags', growth: 6, margin: 41 },
  { id: 'Hiking boots', growth: 9, margin: 29 },
  { id: 'Rain jackets', growth: -4, margin: 44 },
  { id: 'Backpacks', growth: 17, margin: 36 },
  { id: 'Stoves', growth: -8, margin: 22 },
  { id: 'Head torches', growth: 22, margin: 47 },
  { id: 'Trekking poles', growth: 3, margin: 19 },
  { id: 'Maps', growth: -12, margin: 15 },
  { id: 'Water filters', growth: 26, margin: 24 },
  { id: 'Fleece tops', growth: -2, margin: 36 },
  { id: 'Cookware', growth: 1, margin: 27 },
];
