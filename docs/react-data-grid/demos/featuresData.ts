// The Data Grid features and the plan that first includes each one, for the feature demos.
// `path` is the address of the guide page on this site.

export type Plan = 'Community' | 'Pro' | 'Premium';

export const PLANS: readonly Plan[] = ['Community', 'Pro', 'Premium'];

export interface Feature {
  id: number;
  name: string;
  area: string;
  plan: Plan;
  path: string;
}

type Entry = [name: string, area: string, plan: Plan, page: string];

const ENTRIES: Entry[] = [
  ['Column types, getters and formatters', 'Columns', 'Community', 'column-definition'],
  ['Column widths, flex and resizing', 'Columns', 'Community', 'column-dimensions'],
  ['Show and hide columns', 'Columns', 'Community', 'column-visibility'],
  ['Custom column types', 'Columns', 'Community', 'custom-columns'],
  ['Custom column headers', 'Columns', 'Community', 'column-header'],
  ['Column menu', 'Columns', 'Community', 'column-menu'],
  ['Column spanning', 'Columns', 'Community', 'column-spanning'],
  ['Column groups', 'Columns', 'Community', 'column-groups'],
  ['Reorder columns by dragging', 'Columns', 'Pro', 'column-ordering'],
  ['Column pinning', 'Columns', 'Pro', 'column-pinning'],
  ['Row ids and row data', 'Rows', 'Community', 'row-definition'],
  ['Update rows one at a time', 'Rows', 'Community', 'row-updates'],
  ['Update many rows in one call', 'Rows', 'Pro', 'row-updates'],
  ['Fixed, variable and automatic row height', 'Rows', 'Community', 'row-height'],
  ['Row spanning', 'Rows', 'Community', 'row-spanning'],
  ['Master-detail panels', 'Rows', 'Pro', 'master-detail'],
  ['Reorder rows by dragging', 'Rows', 'Pro', 'row-ordering'],
  ['Row pinning', 'Rows', 'Pro', 'row-pinning'],
  ['Custom cell rendering and styling', 'Cells', 'Community', 'cells'],
  ['Cell and row editing', 'Editing', 'Community', 'editing'],
  ['Saving edits', 'Editing', 'Community', 'editing/persistence'],
  ['Custom edit components', 'Editing', 'Community', 'editing/custom-edit-component'],
  ['Sort by one column', 'Sorting', 'Community', 'sorting'],
  ['Sort by several columns', 'Sorting', 'Pro', 'sorting'],
  ['Filter panel, one condition', 'Filtering', 'Community', 'filtering'],
  ['Custom filter operators', 'Filtering', 'Community', 'filtering/customization'],
  ['Quick filter (search)', 'Filtering', 'Community', 'filtering/quick-filter'],
  ['Server-side filtering', 'Filtering', 'Community', 'filtering/server-side'],
  ['Several filter conditions', 'Filtering', 'Pro', 'filtering/multi-filters'],
  ['Header filters', 'Filtering', 'Pro', 'filtering/header-filters'],
  ['Pagination, up to 100 rows a page', 'Pagination', 'Community', 'pagination'],
  ['Larger pages or no pagination', 'Pagination', 'Pro', 'pagination'],
  ['Row selection and checkboxes', 'Selection', 'Community', 'row-selection'],
  ['Select several rows with Ctrl or Shift', 'Selection', 'Pro', 'row-selection'],
  ['Cell range selection', 'Selection', 'Premium', 'cell-selection'],
  ['Virtualization', 'Performance', 'Community', 'virtualization'],
  ['Keyboard and screen reader support', 'Accessibility', 'Community', 'accessibility'],
  ['Translations', 'Localization', 'Community', 'localization'],
  ['Tree data', 'Grouping', 'Pro', 'tree-data'],
  ['Row grouping', 'Grouping', 'Premium', 'row-grouping'],
  ['Aggregation', 'Grouping', 'Premium', 'aggregation'],
  ['Pivoting', 'Grouping', 'Premium', 'pivoting'],
  ['CSV export and printing', 'Export', 'Community', 'export'],
  ['Excel export', 'Export', 'Premium', 'export'],
  ['Copy to the clipboard', 'Clipboard', 'Community', 'clipboard'],
  ['Paste from the clipboard', 'Clipboard', 'Premium', 'clipboard'],
  ['Scroll to a row or column', 'Scrolling', 'Community', 'scrolling'],
  ['List view', 'Layout', 'Pro', 'list-view'],
  ['Data source for server-side data', 'Server-side data', 'Community', 'server-side-data'],
  ['Server-side tree data', 'Server-side data', 'Pro', 'server-side-data/tree-data'],
  ['Lazy loading', 'Server-side data', 'Pro', 'server-side-data/lazy-loading'],
  ['Server-side row grouping', 'Server-side data', 'Premium', 'server-side-data/row-grouping'],
  ['Server-side aggregation', 'Server-side data', 'Premium', 'server-side-data/aggregation'],
  ['AI assistant', 'Assistant', 'Premium', 'ai-assistant'],
  ['Toolbar', 'Components', 'Community', 'components/toolbar'],
  ['Prompt field', 'Components', 'Premium', 'components/prompt-field'],
  ['Themes and styles', 'Customization', 'Community', 'style'],
  ['Loading and empty overlays', 'Customization', 'Community', 'overlays'],
  ['Replace subcomponents (slots)', 'Customization', 'Community', 'components'],
  ['Sizing in the page', 'Layout', 'Community', 'layout'],
  ['API object', 'Resources', 'Community', 'api-object'],
  ['Events', 'Resources', 'Community', 'events'],
  ['Save and restore state', 'Resources', 'Community', 'state'],
];

export const FEATURES: Feature[] = ENTRIES.map(([name, area, plan, page], index) => ({
  id: index + 1,
  name,
  area,
  plan,
  path: `/x/react-data-grid/${page}/`,
}));
