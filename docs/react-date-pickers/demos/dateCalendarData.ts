import dayjs, { Dayjs } from 'dayjs';
import { createRandom } from '@site/src/demo-data';

/**
 * Pretends to ask a server which days of a month have a delivery slot booked.
 * The answer is seeded by the month, so the same month always gives the same days.
 * Pass an AbortSignal to drop a request the calendar no longer needs.
 */
export function fetchBookedDays(month: Dayjs, signal: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => {
      const random = createRandom(month.year() * 12 + month.month());
      const daysInMonth = month.daysInMonth();
      const booked = new Set<number>();
      while (booked.size < 4) {
        booked.add(1 + Math.floor(random() * daysInMonth));
      }
      resolve([...booked]);
    }, 700);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

export const firstMonth = dayjs('2025-06-01');
