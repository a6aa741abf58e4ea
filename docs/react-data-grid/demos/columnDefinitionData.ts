// Help-desk tickets for the column definition demos. A seeded generator keeps every value stable.
import { createRandom } from '@site/src/demo-data';

export const PRIORITIES = ['Low', 'Normal', 'High', 'Urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

export interface Ticket {
  id: number;
  subject: string;
  team: 'Billing' | 'Platform' | 'Mobile';
  priority: Priority;
  estimateHours: number;
  dueDate: Date;
  openedAt: Date;
  escalated: boolean;
}

const SUBJECTS = [
  'Invoice shows the wrong VAT rate',
  'Login loop after password reset',
  'Export stops at 10,000 rows',
  'Push notifications arrive twice',
  'Refund not visible in the ledger',
  'Dark mode icons are unreadable',
  'Webhook retries never stop',
  'App crashes when camera is denied',
  'Card declined for valid coupon',
  'Slow search on large workspaces',
  'Sync conflict on offline edits',
  'Receipt email missing a logo',
];
const TEAMS = ['Billing', 'Platform', 'Mobile'] as const;

export function getTickets(count = 12): Ticket[] {
  const random = createRandom(41);
  return Array.from({ length: count }, (_, index) => {
    const day = 3 + Math.floor(random() * 25);
    return {
      id: index + 1,
      subject: SUBJECTS[index % SUBJECTS.length] as string,
      team: TEAMS[Math.floor(random() * TEAMS.length)] as Ticket['team'],
      priority: PRIORITIES[Math.floor(random() * PRIORITIES.length)] as Priority,
      // Quarter hours between 0.5 and 16.
      estimateHours: (2 + Math.floor(random() * 62)) / 4,
      dueDate: new Date(2025, 2, day + 7),
      openedAt: new Date(
        2025,
        2,
        day,
        8 + Math.floor(random() * 10),
        Math.floor(random() * 4) * 15,
      ),
      escalated: random() > 0.7,
    };
  });
}
