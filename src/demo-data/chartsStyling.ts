// Invented figures for the Charts pages on styling, animation, zoom, export and the planned chart
// types (treemap, Sankey, Gantt). Nothing here is real. No imports and no randomness: the few long
// series are computed from fixed formulas, so every run returns the same numbers.

/** Orders of a small coffee roaster per month: `booked` are confirmed, `expected` still open (bags). */
export const roasterOrders = [
  { month: 'Jul', booked: 410, expected: 0 },
  { month: 'Aug', booked: 385, expected: 0 },
  { month: 'Sep', booked: 462, expected: 0 },
  { month: 'Oct', booked: 398, expected: 96 },
  { month: 'Nov', booked: 305, expected: 214 },
  { month: 'Dec', booked: 188, expected: 367 },
];

/** Share of the roaster's sales per coffee origin last year, in percent (sums to 100). */
export const roasterOrigins = [
  { id: 'ethiopia', label: 'Ethiopia', value: 27 },
  { id: 'colombia', label: 'Colombia', value: 22 },
  { id: 'brazil', label: 'Brazil', value: 18 },
  { id: 'kenya', label: 'Kenya', value: 13 },
  { id: 'guatemala', label: 'Guatemala', value: 11 },
  { id: 'other', label: 'Other', value: 9 },
];

/**
 * CPU load of a web server sampled every second for two minutes, in percent. A slow wave plus a
 * faster ripple; a short spike around sample 70.
 */
export const serverLoad = Array.from({ length: 120 }, (_, index) => {
  const wave = 44 + 14 * Math.sin(index / 9) + 6 * Math.sin(index / 2.3);
  const spike = index >= 68 && index <= 73 ? 30 - Math.abs(index - 70.5) * 8 : 0;
  return Math.round(Math.min(98, Math.max(4, wave + spike)));
});

/** Used space on a laptop disk, by folder and sub-folder, in gigabytes. */
export interface DiskFolder {
  id: string;
  label: string;
  children: { id: string; label: string; size: number }[];
}
export const diskUsage: DiskFolder[] = [
  {
    id: 'media',
    label: 'Photos and videos',
    children: [
      { id: 'media-photos', label: 'Photos', size: 86 },
      { id: 'media-videos', label: 'Videos', size: 64 },
      { id: 'media-raw', label: 'Camera RAW', size: 41 },
    ],
  },
  {
    id: 'apps',
    label: 'Applications',
    children: [
      { id: 'apps-games', label: 'Games', size: 58 },
      { id: 'apps-design', label: 'Design tools', size: 22 },
      { id: 'apps-office', label: 'Office', size: 9 },
    ],
  },
  {
    id: 'work',
    label: 'Work',
    children: [
      { id: 'work-projects', label: 'Projects', size: 34 },
      { id: 'work-archive', label: 'Archive', size: 17 },
      { id: 'work-docs', label: 'Documents', size: 6 },
    ],
  },
  {
    id: 'system',
    label: 'System',
    children: [
      { id: 'system-os', label: 'Operating system', size: 27 },
      { id: 'system-cache', label: 'Caches', size: 12 },
    ],
  },
];

/** Where the electricity of a fictional region came from and where it went last year, in TWh. */
export const energySources = ['Hydro', 'Wind', 'Solar', 'Gas'];
export const energyUses = ['Homes', 'Industry', 'Transport', 'Export'];
/** `energyFlows[source][use]`: the energy that went from one source to one use, in TWh. */
export const energyFlows = [
  [9.4, 12.8, 1.6, 4.1],
  [7.2, 6.5, 2.9, 5.3],
  [4.8, 2.1, 1.2, 0.6],
  [3.1, 8.7, 0.4, 0],
];

/** UTC midnight of a day in 2025 (month is 1-based). */
const day2025 = (month: number, day: number) => new Date(Date.UTC(2025, month - 1, day));

/** The plan of a small website redesign: one row per task, dates at UTC midnight, `end` excluded. */
export const redesignTasks = [
  { id: 'research', task: 'User research', owner: 'Ines', start: day2025(3, 3), end: day2025(3, 15) },
  { id: 'sitemap', task: 'Site map', owner: 'Ines', start: day2025(3, 12), end: day2025(3, 20) },
  { id: 'wireframes', task: 'Wireframes', owner: 'Tomas', start: day2025(3, 17), end: day2025(4, 1) },
  { id: 'design', task: 'Visual design', owner: 'Tomas', start: day2025(3, 27), end: day2025(4, 16) },
  { id: 'build', task: 'Front-end build', owner: 'Ravi', start: day2025(4, 7), end: day2025(5, 6) },
  { id: 'content', task: 'Content migration', owner: 'Ines', start: day2025(4, 21), end: day2025(5, 10) },
  { id: 'testing', task: 'Testing', owner: 'Ravi', start: day2025(5, 5), end: day2025(5, 17) },
  { id: 'launch', task: 'Launch', owner: 'Tomas', start: day2025(5, 19), end: day2025(5, 21) },
];
/** The day the plan above is looked at, for a "today" marker. */
export const redesignToday = day2025(4, 24);

/** Hours each person of the redesign team is booked per week (weeks starting on Monday). */
export const teamWeeks = ['Mar 3', 'Mar 10', 'Mar 17', 'Mar 24', 'Mar 31', 'Apr 7', 'Apr 14', 'Apr 21', 'Apr 28', 'May 5', 'May 12', 'May 19'];
export const teamMembers = ['Ines', 'Tomas', 'Ravi'];
/** `[week index, member index, hours]` for each cell, as the heatmap series expects. */
export const teamBookings: [number, number, number][] = [
  [32, 0, 0],
  [36, 0, 0],
  [24, 30, 0],
  [8, 38, 0],
  [4, 40, 6],
  [6, 40, 32],
  [10, 34, 38],
  [28, 12, 40],
  [34, 6, 40],
  [30, 4, 36],
  [12, 8, 30],
  [6, 20, 14],
].flatMap((hours, week) => hours.map((value, member): [number, number, number] => [week, member, value]));
