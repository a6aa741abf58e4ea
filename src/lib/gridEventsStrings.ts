// The strings of the Data Grid events table (src/components/GridEventsTable), loaded only with the
// Events guide; their Chinese text is in i18n/zh/code.json under `site.<key>`.

export const GRID_EVENTS_STRINGS = {
  'gridEvents.filter': 'Filter events',
  'gridEvents.filterHint': 'By name, parameters or description',
  'gridEvents.count': '{shown} of {total} events',
  'gridEvents.none': 'No event matches “{query}”.',
  'gridEvents.name': 'Event',
  'gridEvents.params': 'Parameters',
  'gridEvents.event': 'Event object',
  'gridEvents.description': 'Description',
  'gridEvents.noParams': 'none',
} as const;

export type GridEventsStringKey = keyof typeof GRID_EVENTS_STRINGS;

/** Whether an event row matches a filter query: every word, anywhere in its name, types or text. */
export function matchesEventQuery(
  row: { readonly name: string; readonly params?: string; readonly event?: string; readonly description: string },
  query: string,
): boolean {
  const haystack = [row.name, row.params ?? '', row.event ?? '', row.description].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
