// Twelve sales records of a small tea and coffee wholesaler, small enough to add up by hand.
// Used by the demos of the "Understanding pivoting" page.

export interface Sale {
  id: number;
  region: 'North' | 'South';
  product: 'Coffee' | 'Tea' | 'Cocoa';
  quarter: 'Q1' | 'Q2';
  units: number;
  revenue: number; // in US dollars
}

export const sales: Sale[] = [
  {
    id: 1,
    region: 'North',
    product: 'Coffee',
    quarter: 'Q1',
    units: 120,
    revenue: 600,
  },
  { id: 2, region: 'North', product: 'Tea', quarter: 'Q1', units: 80, revenue: 320 },
  {
    id: 3,
    region: 'North',
    product: 'Cocoa',
    quarter: 'Q1',
    units: 40,
    revenue: 200,
  },
  {
    id: 4,
    region: 'South',
    product: 'Coffee',
    quarter: 'Q1',
    units: 150,
    revenue: 750,
  },
  { id: 5, region: 'South', product: 'Tea', quarter: 'Q1', units: 60, revenue: 240 },
  {
    id: 6,
    region: 'South',
    product: 'Cocoa',
    quarter: 'Q1',
    units: 30,
    revenue: 150,
  },
  {
    id: 7,
    region: 'North',
    product: 'Coffee',
    quarter: 'Q2',
    units: 130,
    revenue: 650,
  },
  { id: 8, region: 'North', product: 'Tea', quarter: 'Q2', units: 90, revenue: 360 },
  {
    id: 9,
    region: 'North',
    product: 'Cocoa',
    quarter: 'Q2',
    units: 20,
    revenue: 100,
  },
  {
    id: 10,
    region: 'South',
    product: 'Coffee',
    quarter: 'Q2',
    units: 170,
    revenue: 850,
  },
  {
    id: 11,
    region: 'South',
    product: 'Tea',
    quarter: 'Q2',
    units: 70,
    revenue: 280,
  },
  {
    id: 12,
    region: 'South',
    product: 'Cocoa',
    quarter: 'Q2',
    units: 50,
    revenue: 250,
  },
];
