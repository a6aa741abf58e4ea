// The navigation tree of the site, in the order of the MUI X v8.2.0 docs.
// page(docId, label, flags): a page; section(): a collapsible group; subheader(): an always-open heading.
// Flags: plan ('pro' | 'premium'), newFeature, planned, unstable. The navigation plugin validates this
// tree at build time (duplicate paths, unknown plans). API pages are generated (plugins/api-reference);
// their links come from its page list.
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiLinks, link, page, section, subheader, type SidebarEntry } from './src/lib/sidebarEntries';
import { apiSlug, type ApiProduct } from './src/lib/apiReference';
import { API_PAGES } from './plugins/api-reference/pages';

/** The API pages of a product, components or interfaces, as listed in plugins/api-reference/pages.ts. */
const api = (product: ApiProduct, kind: 'component' | 'interface') =>
  apiLinks(
    API_PAGES.filter((apiPage) => apiPage.product === product && apiPage.kind === kind),
    apiSlug,
  );
const apiIndex = (product: ApiProduct) => link(`api/${product}`, 'Index', `/api/${product}/`);

const docs: SidebarEntry[] = [
  link('whats-new', 'What’s new', 'https://mui.com/x/whats-new/'),
  section('introduction-group', 'Introduction', [
    page('introduction/index', 'Overview'),
    page('introduction/installation', 'Installation'),
    page('introduction/licensing', 'Licensing'),
    page('introduction/support', 'Support'),
    page('introduction/priority-support', 'Priority Support', { plan: 'premium', newFeature: true }),
    page('guides/telemetry', 'Telemetry', { plan: 'pro' }),
    page('introduction/roadmap', 'Roadmap'),
  ]),
  section('common-features-group', 'Common concepts', [
    page('common-concepts/custom-components', 'Slots and subcomponents'),
  ]),
  section('react-data-grid-group', 'Data Grid', [
    page('react-data-grid/index', 'Overview'),
    page('react-data-grid/quickstart', 'Quickstart'),
    page('react-data-grid/features', 'Features'),
    subheader('react-data-grid/main-features', 'Main features', [
      page('react-data-grid/layout', 'Layout'),
      section('react-data-grid/columns', 'Columns', [
        page('react-data-grid/column-definition', 'Column Definition'),
        page('react-data-grid/column-dimensions', 'Column Dimensions'),
        page('react-data-grid/column-visibility', 'Column Visibility'),
        page('react-data-grid/custom-columns', 'Custom Columns'),
        page('react-data-grid/column-header', 'Column Header'),
        page('react-data-grid/column-menu', 'Column Menu'),
        page('react-data-grid/column-spanning', 'Column Spanning'),
        page('react-data-grid/column-groups', 'Column Groups'),
        page('react-data-grid/column-ordering', 'Column Ordering', { plan: 'pro' }),
        page('react-data-grid/column-pinning', 'Column Pinning', { plan: 'pro' }),
        page('react-data-grid/column-recipes', 'Recipes'),
      ]),
      section('react-data-grid/rows', 'Rows', [
        page('react-data-grid/row-definition', 'Row Definition'),
        page('react-data-grid/row-updates', 'Row Updates'),
        page('react-data-grid/row-height', 'Row Height'),
        page('react-data-grid/row-spanning', 'Row Spanning', { newFeature: true }),
        page('react-data-grid/master-detail', 'Master Detail', { plan: 'pro' }),
        page('react-data-grid/row-ordering', 'Row Ordering', { plan: 'pro' }),
        page('react-data-grid/row-pinning', 'Row Pinning', { plan: 'pro' }),
        page('react-data-grid/row-recipes', 'Recipes'),
      ]),
      page('react-data-grid/cells', 'Cells'),
      section('react-data-grid/editing-group', 'Editing', [
        page('react-data-grid/editing/index', 'Overview'),
        page('react-data-grid/editing/persistence', 'Persistence'),
        page('react-data-grid/editing/custom-edit-component', 'Custom Edit Component'),
        page('react-data-grid/editing/editing-events', 'Editing Events'),
        page('react-data-grid/recipes-editing', 'Recipes Editing'),
      ]),
      page('react-data-grid/sorting', 'Sorting'),
      section('react-data-grid/filtering-group', 'Filtering', [
        page('react-data-grid/filtering/index', 'Overview'),
        page('react-data-grid/filtering/customization', 'Customization'),
        page('react-data-grid/filtering/quick-filter', 'Quick Filter'),
        page('react-data-grid/filtering/server-side', 'Server-side filter'),
        page('react-data-grid/filtering/multi-filters', 'Multi Filters', { plan: 'pro' }),
        page('react-data-grid/filtering/header-filters', 'Header Filters', { plan: 'pro' }),
        page('react-data-grid/filtering-recipes', 'Recipes'),
      ]),
      page('react-data-grid/pagination', 'Pagination'),
      section('react-data-grid/selection', 'Selection', [
        page('react-data-grid/row-selection', 'Row Selection'),
        page('react-data-grid/cell-selection', 'Cell Selection', { plan: 'premium' }),
      ]),
      page('react-data-grid/virtualization', 'Virtualization'),
      page('react-data-grid/accessibility', 'Accessibility'),
      page('react-data-grid/localization', 'Localization'),
    ]),
    subheader('react-data-grid/advanced-features-group', 'Advanced features', [
      page('react-data-grid/tree-data', 'Tree Data', { plan: 'pro' }),
      section(
        'react-data-grid/row-grouping-group',
        'Row grouping',
        [page('react-data-grid/row-grouping', 'Overview'), page('react-data-grid/recipes-row-grouping', 'Recipes')],
        { plan: 'premium' },
      ),
      page('react-data-grid/aggregation', 'Aggregation', { plan: 'premium' }),
      section(
        'react-data-grid/pivoting-group',
        'Pivoting',
        [
          page('react-data-grid/pivoting', 'Overview'),
          page('react-data-grid/pivoting-explained', 'Understanding pivoting'),
        ],
        { plan: 'premium', newFeature: true },
      ),
      page('react-data-grid/export', 'Export'),
      page('react-data-grid/clipboard', 'Copy and paste'),
      page('react-data-grid/scrolling', 'Scrolling'),
      page('react-data-grid/list-view', 'List view', { plan: 'pro' }),
      section(
        'react-data-grid/server-side-data-group',
        'Server-side data',
        [
          page('react-data-grid/server-side-data/index', 'Overview'),
          page('react-data-grid/server-side-data/tree-data', 'Tree Data', { plan: 'pro' }),
          page('react-data-grid/server-side-data/lazy-loading', 'Lazy Loading', { plan: 'pro' }),
          page('react-data-grid/server-side-data/row-grouping', 'Row Grouping', { plan: 'premium' }),
          page('react-data-grid/server-side-data/aggregation', 'Aggregation', { plan: 'premium' }),
        ],
        { newFeature: true },
      ),
      page('react-data-grid/ai-assistant', 'AI Assistant', { plan: 'premium', newFeature: true }),
    ]),
    subheader(
      'react-data-grid/components-group',
      'Components',
      [
        page('react-data-grid/components/usage', 'Usage'),
        page('react-data-grid/components/toolbar', 'Toolbar'),
        page('react-data-grid/components/export', 'Export'),
        page('react-data-grid/components/quick-filter', 'Quick Filter'),
        page('react-data-grid/components/columns-panel', 'Columns Panel', { planned: true }),
        page('react-data-grid/components/filter-panel', 'Filter Panel', { planned: true }),
        page('react-data-grid/components/prompt-field', 'Prompt Field', { plan: 'premium' }),
        page('react-data-grid/components/pivot-panel', 'Pivot Panel', { plan: 'premium', planned: true }),
        page('react-data-grid/components/ai-assistant-panel', 'AI Assistant Panel', { plan: 'premium', planned: true }),
      ],
      { newFeature: true },
    ),
    subheader('react-data-grid/customization-group', 'Customization', [
      page('react-data-grid/style', 'Styling basics'),
      page('react-data-grid/style-recipes', 'Styling recipes'),
      page('react-data-grid/overlays', 'Overlays'),
      page('react-data-grid/components/index', 'Custom subcomponents'),
    ]),
    subheader('api/resources-group', 'Resources', [
      page('react-data-grid/api-object', 'API object'),
      page('react-data-grid/events', 'Events'),
      page('react-data-grid/state', 'State'),
      page('react-data-grid/performance', 'Performance'),
    ]),
    section('api/data-grid-group', 'API reference', [
      apiIndex('data-grid'),
      subheader('api/data-grid-components-group', 'Components', api('data-grid', 'component')),
      subheader('api/data-grid-interfaces-group', 'Interfaces', api('data-grid', 'interface')),
    ]),
  ]),
  section('react-date-pickers-group', 'Date and Time Pickers', [
    page('react-date-pickers/index', 'Overview'),
    page('react-date-pickers/quickstart', 'Quickstart'),
    page('react-date-pickers/base-concepts', 'Base Concepts'),
    subheader('react-date-pickers-components', 'Components', [
      section('react-date-pickers/date-pickers', 'Date components', [
        page('react-date-pickers/date-picker', 'Date Picker'),
        page('react-date-pickers/date-field', 'Date Field'),
        page('react-date-pickers/date-calendar', 'Date Calendar'),
      ]),
      section('react-date-pickers/time-pickers', 'Time components', [
        page('react-date-pickers/time-picker', 'Time Picker'),
        page('react-date-pickers/time-field', 'Time Field'),
        page('react-date-pickers/time-clock', 'Time Clock'),
        page('react-date-pickers/digital-clock', 'Digital Clock'),
      ]),
      section('react-date-pickers/date-time-pickers', 'Date Time components', [
        page('react-date-pickers/date-time-picker', 'Date Time Picker'),
        page('react-date-pickers/date-time-field', 'Date Time Field'),
      ]),
      section(
        'react-date-pickers/date-range-pickers',
        'Date Range components',
        [
          page('react-date-pickers/date-range-picker', 'Date Range Picker'),
          page('react-date-pickers/date-range-field', 'Date Range Field'),
          page('react-date-pickers/date-range-calendar', 'Date Range Calendar'),
        ],
        { plan: 'pro' },
      ),
      section(
        'react-date-pickers/time-range-pickers',
        'Time Range components',
        [
          page('react-date-pickers/time-range-picker', 'Time Range Picker', { newFeature: true }),
          page('react-date-pickers/time-range-field', 'Time Range Field'),
        ],
        { plan: 'pro' },
      ),
      section(
        'react-date-pickers/date-time-range-pickers',
        'Date Time Range components',
        [
          page('react-date-pickers/date-time-range-picker', 'Date Time Range Picker'),
          page('react-date-pickers/date-time-range-field', 'Date Time Range Field'),
        ],
        { plan: 'pro' },
      ),
      page('react-date-pickers/fields', 'Field components'),
    ]),
    subheader('react-date-pickers/main-features', 'Main features', [
      page('react-date-pickers/validation', 'Validation'),
      page('react-date-pickers/lifecycle', 'Components lifecycle'),
      page('react-date-pickers/shortcuts', 'Shortcuts'),
      page('react-date-pickers/accessibility', 'Accessibility'),
    ]),
    subheader('react-date-pickers/localization-group', 'Localization', [
      page('react-date-pickers/localization', 'Translated components'),
      page('react-date-pickers/adapters-locale', 'Date format and localization'),
      page('react-date-pickers/timezone', 'UTC and timezones'),
      page('react-date-pickers/calendar-systems', 'Calendar Systems'),
    ]),
    subheader('react-date-pickers/customization-group', 'Customization', [
      page('react-date-pickers/custom-components', 'Custom subcomponents'),
      page('react-date-pickers/custom-layout', 'Custom Layout'),
      page('react-date-pickers/custom-field', 'Custom Field'),
      page('react-date-pickers/custom-opening-button', 'Custom Opening Button'),
      page('react-date-pickers/playground', 'Customization playground'),
    ]),
    subheader('api/picker-resources', 'Resources', [
      section('api/date-pickers-group', 'API reference', [
        apiIndex('date-pickers'),
        ...api('date-pickers', 'component'),
      ]),
    ]),
  ]),
  section('react-charts-group', 'Charts', [
    page('react-charts/index', 'Overview'),
    page('react-charts/quickstart', 'Quickstart'),
    subheader('react-chart-components', 'Components', [
      section('react-charts-bars', 'Bars', [
        page('react-charts/bars', 'Bars overview'),
        page('react-charts/bar-demo', 'Demos'),
      ]),
      section('react-charts-lines', 'Lines', [
        page('react-charts/lines', 'Lines overview'),
        page('react-charts/line-demo', 'Lines demo'),
        page('react-charts/areas-demo', 'Area demo'),
      ]),
      section('react-charts-pie', 'Pie', [
        page('react-charts/pie', 'Pie overview'),
        page('react-charts/pie-demo', 'Demo'),
      ]),
      section('react-charts-scatter', 'Scatter', [
        page('react-charts/scatter', 'Scatter overview'),
        page('react-charts/scatter-demo', 'Demo'),
      ]),
      page('react-charts/sparkline', 'Sparkline'),
      page('react-charts/gauge', 'Gauge'),
      page('react-charts/radar', 'Radar', { unstable: true }),
      page('react-charts/heatmap', 'Heatmap', { plan: 'pro' }),
      page('react-charts/funnel', 'Funnel', { plan: 'pro', unstable: true }),
      subheader('react-charts/main-features', 'Main features', [
        page('react-charts/animation', 'Animation'),
        page('react-charts/axis', 'Axis'),
        page('react-charts/components', 'Custom components'),
        page('react-charts/composition', 'Composition'),
        page('react-charts/label', 'Label'),
        page('react-charts/legend', 'Legend'),
        page('react-charts/localization', 'Localization'),
        page('react-charts/stacking', 'Stacking'),
        page('react-charts/styling', 'Styling'),
        page('react-charts/tooltip', 'Tooltip'),
        page('react-charts/highlighting', 'Highlighting'),
        page('react-charts/zoom-and-pan', 'Zoom and pan', { plan: 'pro' }),
        page('react-charts/export', 'Export', { plan: 'pro' }),
      ]),
      subheader('api/chart-resources', 'Resources', [
        section('api/charts-group', 'API reference', [
          ...api('charts', 'component'),
          subheader('api/charts-interfaces-group', 'Interfaces', api('charts', 'interface')),
        ]),
      ]),
      subheader('react-charts-future', 'Future components', [
        page('react-charts/treemap', 'Treemap', { planned: true }),
        page('react-charts/sankey', 'Sankey', { plan: 'pro', planned: true }),
        page('react-charts/gantt', 'Gantt', { plan: 'pro', planned: true }),
      ]),
    ]),
  ]),
  section('react-tree-view-group', 'Tree View', [
    page('react-tree-view/index', 'Overview'),
    page('react-tree-view/quickstart', 'Quickstart'),
    subheader('react-tree-view/simple-tree-view', 'Simple Tree View', [
      page('react-tree-view/simple-tree-view/items', 'Items'),
      page('react-tree-view/simple-tree-view/selection', 'Selection'),
      page('react-tree-view/simple-tree-view/expansion', 'Expansion'),
      page('react-tree-view/simple-tree-view/customization', 'Customization'),
      page('react-tree-view/simple-tree-view/focus', 'Focus'),
    ]),
    subheader('react-tree-view/rich-tree-view', 'Rich Tree View', [
      page('react-tree-view/rich-tree-view/items', 'Items'),
      page('react-tree-view/rich-tree-view/selection', 'Selection'),
      page('react-tree-view/rich-tree-view/expansion', 'Expansion'),
      page('react-tree-view/rich-tree-view/customization', 'Customization'),
      page('react-tree-view/rich-tree-view/focus', 'Focus'),
      page('react-tree-view/rich-tree-view/editing', 'Label editing', { newFeature: true }),
      page('react-tree-view/rich-tree-view/lazy-loading', 'Lazy Loading', { plan: 'pro', newFeature: true }),
      page('react-tree-view/rich-tree-view/ordering', 'Ordering', { plan: 'pro', newFeature: true }),
    ]),
    subheader('react-tree-view/main-features', 'Main features', [
      page('react-tree-view/accessibility', 'Accessibility'),
      page('react-tree-view/tree-item-customization', 'Item customization'),
    ]),
    subheader('api/tree-view-resources', 'Resources', [
      section('api/tree-view-group', 'API reference', api('tree-view', 'component')),
    ]),
  ]),
  section('migration-group', 'Migration', [
    subheader('migration-v8', 'Upgrade to v8', [
      page('migration/migration-data-grid-v7', 'Breaking changes: Data Grid'),
      page('migration/migration-pickers-v7', 'Breaking changes: Date and Time Pickers'),
      page('migration/migration-charts-v7', 'Breaking changes: Charts'),
      page('migration/migration-tree-view-v7', 'Breaking changes: Tree View'),
      page('migration/usage-with-material-ui-v5-v6', 'Usage with Material UI v5/v6'),
    ]),
    section('migration-v7', 'Upgrade to v7', [
      page('migration/migration-data-grid-v6', 'Breaking changes: Data Grid'),
      page('migration/migration-pickers-v6', 'Breaking changes: Date and Time Pickers'),
      page('migration/migration-charts-v6', 'Breaking changes: Charts'),
      page('migration/migration-tree-view-v6', 'Breaking changes: Tree View'),
    ]),
    section('migration-v6', 'Upgrade to v6', [
      page('migration/migration-data-grid-v5', 'Breaking changes: Data Grid'),
      page('migration/migration-pickers-v5', 'Breaking changes: Date and Time Pickers'),
      page('migration/migration-tree-view-lab', 'Migration from lab to v6 (Tree View)'),
    ]),
    section('migration-earlier', 'Earlier versions', [
      page('migration/migration-pickers-lab', 'Migration from lab to v5 (Date and Time Pickers)'),
      page('migration/migration-data-grid-v4', 'Migration from v4 to v5 (Data Grid)'),
    ]),
  ]),
];

export default { docs } satisfies SidebarsConfig;
