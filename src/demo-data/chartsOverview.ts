// Invented figures for "Rivermouth Bikes", a fictional city bike-share scheme, used by the
// Charts overview and quickstart pages. No imports: plain constants and small pure helpers.

// Month labels for the yearly series below.
export const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// Rides per month on classic (pedal) bikes, in thousands of rides.
export const classicRides = [
  11.4, 12.0, 16.1, 19.8, 23.6, 26.1, 28.4, 27.0, 22.9, 17.6, 12.8, 10.5,
];

// Rides per month on electric bikes, in thousands of rides.
export const ebikeRides = [
  6.8, 7.5, 10.7, 14.3, 18.1, 21.2, 24.5, 23.6, 20.3, 15.9, 11.3, 9.3,
];

// All rides per month (classic + electric), in thousands of rides, rounded to one decimal.
export const totalRides = classicRides.map(
  (value, index) => Math.round((value + (ebikeRides[index] ?? 0)) * 10) / 10,
);

// Average daytime air temperature per month in the city, in degrees Celsius.
export const averageTemperature = [4, 5, 8, 11, 15, 18, 21, 20, 17, 12, 8, 5];

// Share of last year's rides by the kind of ticket the rider used, in percent (sums to 100).
export const ridesByTicket = [
  { id: 'annual', label: 'Annual members', value: 58 },
  { id: 'monthly', label: 'Monthly pass', value: 21 },
  { id: 'day', label: 'Day pass', value: 14 },
  { id: 'single', label: 'Single ride', value: 7 },
];

// A sample of trips: distance ridden in kilometres (x) and trip duration in minutes (y).
export const classicTrips = [
  { id: 'c1', x: 1.2, y: 7 },
  { id: 'c2', x: 1.8, y: 10 },
  { id: 'c3', x: 2.4, y: 12 },
  { id: 'c4', x: 2.9, y: 16 },
  { id: 'c5', x: 3.3, y: 17 },
  { id: 'c6', x: 3.8, y: 21 },
  { id: 'c7', x: 4.5, y: 23 },
  { id: 'c8', x: 5.1, y: 28 },
  { id: 'c9', x: 5.9, y: 31 },
  { id: 'c10', x: 6.6, y: 37 },
  { id: 'c11', x: 2.1, y: 14 },
  { id: 'c12', x: 4.1, y: 26 },
];
export const ebikeTrips = [
  { id: 'e1', x: 1.5, y: 6 },
  { id: 'e2', x: 2.6, y: 9 },
  { id: 'e3', x: 3.4, y: 12 },
  { id: 'e4', x: 4.2, y: 14 },
  { id: 'e5', x: 5.0, y: 16 },
  { id: 'e6', x: 5.8, y: 19 },
  { id: 'e7', x: 6.7, y: 21 },
  { id: 'e8', x: 7.5, y: 25 },
  { id: 'e9', x: 8.4, y: 27 },
  { id: 'e10', x: 9.6, y: 31 },
  { id: 'e11', x: 3.9, y: 15 },
  { id: 'e12', x: 7.1, y: 22 },
];

// Rides per day over the last two weeks, starting on a Monday.
export const dailyRides = [
  1420, 1510, 1388, 1602, 1755, 980, 870, 1490, 1533, 1610, 1580, 1702, 1045, 912,
];

// Rides per day last week, Monday to Sunday (the second half of `dailyRides`).
export const lastWeekRides = dailyRides.slice(7);

// Docks in use right now, out of all docks in the network.
export const docksInUse = 312;
export const docksTotal = 480;

// Rider survey: average score out of 10 for the two bike models on five qualities.
export const bikeQualities = [
  'Comfort',
  'Battery range',
  'Hill climbing',
  'Cargo space',
  'Reliability',
];
export const cityBikeScores = [8.1, 7.4, 8.6, 4.2, 7.9];
export const cargoBikeScores = [6.7, 5.9, 6.3, 9.4, 8.3];

// Weekday labels (Monday first), for the heatmap and the weekly bars.
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Start times of the three-hour slots in the heatmap (06:00–09:00, …, 18:00–21:00).
export const timeSlots = ['06:00', '09:00', '12:00', '15:00', '18:00'];

// Average rides started per weekday (rows) and three-hour slot (columns), in rides per hour.
const ridesPerHour = [
  [142, 61, 58, 121, 96],
  [150, 64, 60, 128, 101],
  [147, 63, 62, 126, 104],
  [139, 66, 64, 124, 110],
  [121, 72, 79, 131, 118],
  [38, 97, 124, 112, 87],
  [29, 88, 119, 101, 64],
];

// The same figures as [time slot index, weekday index, rides per hour] triples for the heatmap.
export const rideHeatmap: [number, number, number][] = ridesPerHour.flatMap(
  (row, dayIndex) =>
    row.map((value, slotIndex): [number, number, number] => [slotIndex, dayIndex, value]),
);

// New riders last quarter at each step from installing the app to a repeat ride, in people.
export const signupFunnel = [
  { label: 'Installed the app', value: 12400 },
  { label: 'Created an account', value: 8700 },
  { label: 'Added a payment card', value: 5300 },
  { label: 'Took a first ride', value: 4600 },
  { label: 'Rode again within a week', value: 2700 },
];

// Rides started at the five busiest stations last week, in rides.
export const busiestStations = ['Harbour', 'Old Town', 'Market Hall', 'University', 'Riverside'];
export const stationRides = [764, 655, 612, 538, 471];

// Formats a thousands-of-rides value for tooltips, e.g. 24.5 -> "24,500 rides".
export function formatThousandRides(value: number | null): string {
  return value === null ? '' : `${Math.round(value * 1000).toLocaleString('en-US')} rides`;
}
