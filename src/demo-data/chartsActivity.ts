// Made-up but plausible activity figures for the heatmap and funnel pages: a help desk's ticket
// load, a fitness app's metrics and its sign-up funnel. No imports and no randomness: the few
// larger grids are computed from fixed profiles, so every run returns the same numbers.

/** A heatmap cell: [x index, y index, value]. */
export type ActivityCell = [number, number, number];

/** Days of the week, Monday first (heatmap columns). */
export const activityWeekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Start of each two-hour slot of the day, midnight first (heatmap rows). */
export const activityTimeSlots = [
  '00:00',
  '02:00',
  '04:00',
  '06:00',
  '08:00',
  '10:00',
  '12:00',
  '14:00',
  '16:00',
  '18:00',
  '20:00',
  '22:00',
];

// Average tickets per two-hour slot on a Monday, and how busy each weekday is compared with Monday.
const slotProfile = [3, 1, 2, 9, 34, 51, 44, 53, 40, 21, 12, 6];
const weekdayFactor = [1, 0.94, 0.9, 0.93, 0.81, 0.33, 0.24];

/**
 * Support tickets opened at a help desk, averaged over one quarter, in tickets per two-hour slot.
 * Cells are [weekday index, time slot index, tickets]; values stay between 0 and 60.
 */
export const supportTickets: ActivityCell[] = activityWeekdays.flatMap((_, day) =>
  slotProfile.map((base, slot): ActivityCell => {
    const wobble = ((day * 7 + slot * 3) % 5) - 2;
    return [
      day,
      slot,
      Math.max(0, Math.round(base * (weekdayFactor[day] ?? 1) + wobble)),
    ];
  }),
);

/** Daily metrics logged by the users of a fitness app (short names, for axis labels). */
export const fitnessMetrics = ['Steps', 'Active min', 'Sleep', 'Rest HR', 'Screen'];

/** The same metrics with their units, for tooltips. */
export const fitnessMetricNames = [
  'Steps per day',
  'Active minutes',
  'Hours of sleep',
  'Resting heart rate (bpm)',
  'Screen time (hours)',
];

/** Pearson correlation between the daily metrics above, from -1 to 1 (symmetric matrix). */
export const fitnessCorrelationMatrix = [
  [1, 0.82, 0.18, -0.41, -0.56],
  [0.82, 1, 0.24, -0.48, -0.44],
  [0.18, 0.24, 1, -0.29, -0.37],
  [-0.41, -0.48, -0.29, 1, 0.21],
  [-0.56, -0.44, -0.37, 0.21, 1],
];

/** The correlation matrix as heatmap cells: [column metric, row metric, coefficient]. */
export const fitnessCorrelations: ActivityCell[] = fitnessCorrelationMatrix.flatMap(
  (row, y) => row.map((value, x): ActivityCell => [x, y, value]),
);

const monthNames = [
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
const monthLengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]; // 2024 is a leap year

/** Label of day `dayOfYear` (0 = 1 January 2024), such as 'Mar 4'. */
export function activityDateLabel(dayOfYear: number): string {
  let day = dayOfYear;
  let month = 0;
  for (const length of monthLengths) {
    if (day < length || month === 11) {
      break;
    }
    day -= length;
    month += 1;
  }
  return `${monthNames[month] ?? ''} ${day + 1}`;
}

/** Monday of each of the 52 weeks of 2024 (1 January 2024 was a Monday), such as 'Jan 8'. */
export const activityWeekStarts = Array.from({ length: 52 }, (_, week) =>
  activityDateLabel(week * 7),
);

// Minutes a typical day of the week gets: long runs on Saturday, rest on Sunday.
const dayBase = [38, 45, 30, 48, 26, 70, 12];

/**
 * Minutes of exercise logged by one app user on each day of 2024 (52 weeks x 7 days = 364 cells).
 * Cells are [week index, weekday index, minutes]; values stay between 0 and 120.
 */
export const dailyExerciseMinutes: ActivityCell[] = Array.from(
  { length: 52 },
  (_, week) =>
    dayBase.map((base, day): ActivityCell => {
      // A slow seasonal swing (more in spring and early autumn) plus a repeatable day-to-day jitter.
      const season = 1 + 0.35 * Math.sin(((week - 8) / 52) * Math.PI * 2);
      const jitter = ((week * 37 + day * 61 + week * day * 13) % 41) - 20;
      const holiday = week >= 51 || (week >= 30 && week <= 31) ? 0.3 : 1;
      const minutes = Math.round((base * season + jitter) * holiday);
      return [week, day, Math.min(120, Math.max(0, minutes))];
    }),
).flat();

/** Sign-up funnel of the fitness app for one month, in people per step. */
export const signupFunnel = [
  { label: 'Visited the site', value: 12400 },
  { label: 'Started sign-up', value: 5300 },
  { label: 'Created an account', value: 3900 },
  { label: 'Logged a workout', value: 2150 },
  { label: 'Subscribed', value: 760 },
];

/** The same funnel one year earlier, in people per step (for comparing two series). */
export const signupFunnelLastYear = [
  { label: 'Visited the site', value: 9800 },
  { label: 'Started sign-up', value: 3600 },
  { label: 'Created an account', value: 2500 },
  { label: 'Logged a workout', value: 1200 },
  { label: 'Subscribed', value: 380 },
];

/** A six-week running challenge run in the app: participants still active after each stage. */
export const challengeStages = [
  { label: 'Registered', value: 2400 },
  { label: 'Week 1', value: 1980 },
  { label: 'Week 2', value: 1610 },
  { label: 'Week 4', value: 1150 },
  { label: 'Finished', value: 870 },
];

/** Formats a number of people with a thousands separator, such as '12,400 people'. */
export function formatPeople(value: number): string {
  return `${value.toLocaleString('en-US')} people`;
}
