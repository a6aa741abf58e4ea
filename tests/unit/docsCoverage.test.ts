import { mentionedNames } from '@site/plugins/api-reference/guideSections';
import { docsCoverage, guideProduct, percent } from '@site/src/lib/docsCoverage';
import type { ApiPageData, ApiProp } from '@site/src/lib/apiReference';

const page = [
  '---',
  'title: "Data Grid - Sorting"',
  'description: "About `notAProp` in front matter."',
  '---',
  '',
  "import Basic from './demos/Basic.tsx?demo';",
  '',
  'Intro naming `rows`.',
  '',
  '## Sort order',
  '',
  'The <ApiLink name="DataGrid" prop="sortingOrder" /> prop, and `initialState.sorting.sortModel`.',
  '',
  '```tsx',
  '<DataGrid hiddenInCode />',
  '`alsoHidden`',
  '```',
  '',
  '### Multi-sorting <ProBadge /> {#multi-sorting}',
  '',
  'Hold Shift; `onSortModelChange(model)` tells you. `<DataGrid disableColumnSorting />` turns it off.',
].join('\n');

describe('mentionedNames', () => {
  it('collects the names the headings and prose write as code or link, as the "explained in" index reads them', () => {
    expect([...mentionedNames(page)].sort()).toEqual(
      [
        'rows',
        'DataGrid',
        'sortingOrder',
        'initialState',
        'onSortModelChange',
        // A prop written as JSX in prose is named too.
        'disableColumnSorting',
      ].sort(),
    );
  });

  it('ignores code blocks, imports and the front matter', () => {
    const names = mentionedNames(page);
    for (const hidden of ['hiddenInCode', 'alsoHidden', 'notAProp', 'Basic']) expect(names.has(hidden)).toBe(false);
  });
});

const prop = (name: string, extra: Partial<ApiProp> = {}): ApiProp => ({
  name,
  type: 'string',
  required: false,
  description: '',
  ...extra,
});
const component = (name: string, props: ApiProp[]): ApiPageData => ({
  kind: 'component',
  name,
  product: 'data-grid',
  path: `/x/api/data-grid/${name}/`,
  description: '',
  imports: [],
  props,
  slots: [],
  classes: [],
});

describe('docsCoverage', () => {
  it('counts each component’s own props but the styling ones and deprecated ones, and lists the rest', () => {
    const pages = [
      component('DataGrid', [
        prop('rows'),
        prop('sortingOrder'),
        prop('sx'),
        prop('children'),
        prop('old', { deprecated: '' }),
      ]),
      component('DataGridPro', [prop('rows'), prop('sortingOrder'), prop('treeData')]),
      { ...component('GridColDef', [prop('field')]), kind: 'interface' as const },
    ];
    const [grid] = docsCoverage(pages, new Map([['data-grid', new Set(['rows'])]]));
    expect(grid).toEqual({
      product: 'data-grid',
      explained: 1,
      total: 3,
      components: [
        { name: 'DataGrid', explained: 1, total: 2, missing: ['sortingOrder'] },
        { name: 'DataGridPro', explained: 1, total: 3, missing: ['sortingOrder', 'treeData'] },
      ],
    });
    expect(percent(grid!.explained, grid!.total)).toBe('33.3%');
  });

  it('maps guide pages to products and leaves the others out', () => {
    expect(guideProduct('react-data-grid/server-side-data/index')).toBe('data-grid');
    expect(guideProduct('react-tree-view/quickstart')).toBe('tree-view');
    expect(guideProduct('migration/migration-data-grid-v7')).toBeUndefined();
  });
});
