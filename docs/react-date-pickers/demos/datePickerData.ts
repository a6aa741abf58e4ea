import dayjs, { Dayjs } from 'dayjs';
import { createRandom } from '@site/src/demo-data';

/** The month the class calendar demo starts on. */
export const firstClassMonth = dayjs('2025-09-01');

/**
 * Stands in for a request to a timetable service: resolves, after `latencyMs`,
 * the days of `month` that have an evening class. The days are seeded by the month,
 * so a month always gets the same answer. Call the returned `cancel` to drop the answer.
 */
export function requestClassDays(month: Dayjs, latencyMs = 600) {
  let timer = 0;
  const promise = new Promise<number[]>((resolve) => {
    timer = window.setTimeout(() => {
      const random = createRandom(7000 + month.year() * 12 + month.month());
      const days = new Set<number>();
      while (days.size < 5) {
        days.add(1 + Math.floor(random() * month.daysInMonth()));
      }
      resolve([...days].sort((a, b) => a - b));
    }, latencyMs);
  });
  return { promise, cancel: () => window.clearTimeout(timer) };
}
