// The strings of an API page's table filters and its compact Demos list, in English. Kept apart from
// the site's main table (translations.ts) because only API pages load them; their Chinese text is in
// i18n/zh/code.json under `site.<key>` like every other site string.
import type { FilterKind } from './apiFilter';

export const API_PAGE_STRINGS = {
  'apiFilter.props.label': 'Filter props',
  'apiFilter.props.count': '{shown} of {total} props',
  'apiFilter.props.countOne': '{shown} of 1 prop',
  'apiFilter.props.none': 'No prop matches “{query}”.',
  'apiFilter.properties.label': 'Filter properties',
  'apiFilter.properties.count': '{shown} of {total} properties',
  'apiFilter.properties.countOne': '{shown} of 1 property',
  'apiFilter.properties.none': 'No property matches “{query}”.',
  'apiFilter.slots.label': 'Filter slots',
  'apiFilter.slots.count': '{shown} of {total} slots',
  'apiFilter.slots.countOne': '{shown} of 1 slot',
  'apiFilter.slots.none': 'No slot matches “{query}”.',
  'apiFilter.classes.label': 'Filter CSS classes',
  'apiFilter.classes.count': '{shown} of {total} CSS classes',
  'apiFilter.classes.countOne': '{shown} of 1 CSS class',
  'apiFilter.classes.none': 'No CSS class matches “{query}”.',
  'apiFilter.hint.props': 'Name, type or description',
  'apiFilter.hint.slots': 'Name, component or description',
  'apiFilter.hint.classes': 'Class, rule or description',
  'apiFilter.clear': 'Clear the filter',
  'apiDemos.allGuides': 'All {count} guides',
} as const;

export type ApiPageStringKey = keyof typeof API_PAGE_STRINGS;

/** The keys of one filter's label, count and empty state. */
export function filterStringKeys(kind: FilterKind): {
  readonly label: ApiPageStringKey;
  readonly count: ApiPageStringKey;
  readonly countOne: ApiPageStringKey;
  readonly none: ApiPageStringKey;
  readonly hint: ApiPageStringKey;
} {
  return {
    label: `apiFilter.${kind}.label`,
    count: `apiFilter.${kind}.count`,
    countOne: `apiFilter.${kind}.countOne`,
    none: `apiFilter.${kind}.none`,
    hint: kind === 'slots' || kind === 'classes' ? `apiFilter.hint.${kind}` : 'apiFilter.hint.props',
  };
}
