import type { ApiTables } from '@site/plugins/api-reference';

export const tables = (propName: string): ApiTables => ({
  props: [{ name: propName, type: 'boolean', required: false, description: '' }],
  slots: [],
  classes: [],
  typeDefinitions: [],
  explainedIn: {},
});

/** As the browser build's module has them: the URL of each page's tables file. */
const tablesByPath: Readonly<Record<string, ApiTables | string>> = {
  '/x/api/data-grid/data-grid/': tables('checkboxSelection'),
  '/x/zh/api/charts/bar-chart/': '/x/zh/assets/api-tables/charts-bar-chart.0123456789.json',
  '/x/api/charts/line-chart/': '/x/assets/api-tables/charts-line-chart.missing.json',
};
export default tablesByPath;
