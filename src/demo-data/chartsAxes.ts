// Invented figures for the chart pages about axes, legends, tooltips, labels, highlighting and
// stacking. Every number is made up. No imports and no randomness: plain constants only.

/**
 * A cup of tea left on a desk: minutes since it was poured and its temperature in °C.
 * The readings are irregular, close together at first and sparse later.
 */
export const teaCooling = [
  { minute: 0, temperature: 92.0 },
  { minute: 1, temperature: 88.2 },
  { minute: 2, temperature: 84.5 },
  { minute: 3, temperature: 81.1 },
  { minute: 5, temperature: 74.8 },
  { minute: 7, temperature: 69.1 },
  { minute: 10, temperature: 61.7 },
  { minute: 15, temperature: 51.9 },
  { minute: 20, temperature: 44.4 },
  { minute: 30, temperature: 34.4 },
  { minute: 45, temperature: 26.8 },
  { minute: 60, temperature: 23.5 },
];

/** Weekly active users of a new note-taking app in its first 16 weeks (week 1 first). */
export const appWeeks = Array.from({ length: 16 }, (_, index) => index + 1);
export const appWeeklyUsers = [
  144, 234, 353, 568, 883, 1249, 1918, 3398, 4805, 7417, 12958, 18521, 30398, 44541,
  70842, 101411,
];

/** Bicycles repaired per day at a small workshop over two weeks (day 1 first). */
export const repairDays = Array.from({ length: 14 }, (_, index) => `${index + 1}`);
export const bikesRepaired = [3, 5, 2, 4, 6, 1, 0, 4, 5, 3, 6, 2, 1, 0];

/** Languages spoken at home by the 10,230 pupils of a school district (number of pupils). */
export const homeLanguages = [
  { id: 'en', label: 'English', value: 6120 },
  { id: 'es', label: 'Spanish', value: 1480 },
  { id: 'pl', label: 'Polish', value: 410 },
  { id: 'ar', label: 'Arabic', value: 385 },
  { id: 'vi', label: 'Vietnamese', value: 260 },
  { id: 'pt', label: 'Portuguese', value: 240 },
  { id: 'tl', label: 'Tagalog', value: 215 },
  { id: 'so', label: 'Somali', value: 190 },
  { id: 'zh', label: 'Mandarin', value: 175 },
  { id: 'uk', label: 'Ukrainian', value: 150 },
  { id: 'ur', label: 'Urdu', value: 120 },
  { id: 'ro', label: 'Romanian', value: 95 },
  { id: 'fa', label: 'Farsi', value: 80 },
  { id: 'other', label: 'Other languages', value: 310 },
];
