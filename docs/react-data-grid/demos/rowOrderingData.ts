// A small, fixed product backlog for the row ordering demos.
export interface BacklogItem {
  id: number;
  title: string;
  owner: string;
  points: number;
}

const ITEMS: Array<[string, string, number]> = [
  ['Export invoices as PDF', 'Mei', 5],
  ['Dark mode for the dashboard', 'Tomás', 3],
  ['Two-factor sign-in', 'Amara', 8],
  ['Faster search results', 'Lukas', 5],
  ['Bulk edit of contacts', 'Mei', 3],
  ['Calendar sync', 'Priya', 8],
  ['Onboarding checklist', 'Tomás', 2],
  ['Audit log page', 'Amara', 5],
  ['Keyboard shortcuts', 'Lukas', 2],
  ['CSV import wizard', 'Priya', 5],
  ['Team activity feed', 'Mei', 3],
  ['Usage-based billing', 'Amara', 13],
];

/** A fresh copy of the backlog, in its original order. */
export function getBacklog(count = ITEMS.length): BacklogItem[] {
  return ITEMS.slice(0, count).map(([title, owner, points], index) => ({
    id: index + 1,
    title,
    owner,
    points,
  }));
}
