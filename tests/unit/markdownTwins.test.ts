import type { Root, RootContent, Table } from 'mdast';
import { demoCaption, toTwinTree, type TwinContext } from '@site/plugins/markdown-twins/twinTree';
import { apiPageMarkdown, cell } from '@site/plugins/markdown-twins/apiMarkdown';
import { withoutHeadingIds } from '@site/plugins/markdown-twins/guideMarkdown';
import type { ApiPageData } from '@site/src/lib/apiReference';

const context: TwinContext = {
  file: '/site/docs/react-data-grid/sorting.mdx',
  origin: 'https://docs.example.com',
  readDemo: (importPath) => [
    { name: importPath.split('/').pop()!, source: 'export default function BasicSorting() {}\n' },
    { name: 'salesData.ts', source: 'export const sales = [];\n' },
  ],
  pagePathOf: (file) =>
    file === '/site/docs/react-data-grid/filtering/index.mdx' ? '/x/react-data-grid/filtering/' : undefined,
};

const jsx = (name: string, attributes: Record<string, unknown>, children: RootContent[] = []) =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
    children,
  }) as unknown as RootContent;

const text = (value: string) => ({ type: 'text', value }) as RootContent;
const paragraph = (...children: RootContent[]) => ({ type: 'paragraph', children }) as RootContent;

it('replaces a demo by its files in fenced TypeScript blocks under a caption', () => {
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'mdxjsEsm', value: "import BasicSorting from './demos/BasicSorting.tsx?demo';" } as RootContent,
      jsx('Demo', { demo: { type: 'mdxJsxAttributeValueExpression', value: 'BasicSorting' } }),
    ],
  };
  toTwinTree(tree, context);
  expect(tree.children).toEqual([
    {
      type: 'paragraph',
      children: [
        { type: 'strong', children: [{ type: 'text', value: 'Demo: Basic sorting' }] },
        { type: 'text', value: ' (BasicSorting.tsx)' },
      ],
    },
    { type: 'code', lang: 'tsx', meta: 'title="BasicSorting.tsx"', value: 'export default function BasicSorting() {}' },
    { type: 'code', lang: 'tsx', meta: 'title="salesData.ts"', value: 'export const sales = [];' },
  ]);
});

it('fails naming the page when a demo has no import', () => {
  const tree: Root = {
    type: 'root',
    children: [jsx('Demo', { demo: { type: 'mdxJsxAttributeValueExpression', value: 'Missing' } })],
  };
  expect(() => toTwinTree(tree, context)).toThrow(
    'sorting.mdx: <Demo demo={Missing} /> has no matching `?demo` import.',
  );
});

it('resolves API links, plan badges and relative links to absolute URLs', () => {
  const tree: Root = {
    type: 'root',
    children: [
      paragraph(
        {
          type: 'mdxJsxTextElement',
          name: 'ApiLink',
          attributes: [
            { type: 'mdxJsxAttribute', name: 'name', value: 'DataGrid' },
            { type: 'mdxJsxAttribute', name: 'prop', value: 'sortModel' },
          ],
          children: [],
        } as unknown as RootContent,
        text(' and '),
        { type: 'link', url: '../filtering/index.mdx#quick-filter', children: [text('filtering')] } as RootContent,
        text(' '),
        { type: 'mdxJsxTextElement', name: 'ProBadge', attributes: [], children: [] } as unknown as RootContent,
      ),
    ],
  };
  toTwinTree(tree, { ...context, file: '/site/docs/react-data-grid/sorting/index.mdx' });
  const links = (tree.children[0] as { children: { type: string; url?: string }[] }).children.filter(
    (node) => node.type === 'link',
  );
  expect(links.map((link) => link.url)).toEqual([
    'https://docs.example.com/x/api/data-grid/data-grid/#sortModel-prop',
    'https://docs.example.com/x/react-data-grid/filtering/#quick-filter',
    'https://docs.example.com/x/introduction/licensing/#pro-plan',
  ]);
});

it('drops imports and expressions, keeps keys and the content of tabs under their labels', () => {
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'mdxFlowExpression', value: '/* a comment */' } as RootContent,
      jsx('Tabs', {}, [jsx('TabItem', { value: 'npm', label: 'npm' }, [paragraph(text('npm install'))])]),
      paragraph(text('Press '), {
        type: 'mdxJsxTextElement',
        name: 'kbd',
        attributes: [],
        children: [text('Enter')],
      } as unknown as RootContent),
    ],
  };
  toTwinTree(tree, context);
  expect(tree.children).toEqual([
    paragraph({ type: 'strong', children: [text('npm')] } as RootContent),
    paragraph(text('npm install')),
    paragraph(text('Press '), { type: 'html', value: '<kbd>Enter</kbd>' } as RootContent),
  ]);
});

it('names a demo after its component, keeping acronyms', () => {
  expect(demoCaption('ApiSortButtons')).toBe('API sort buttons');
  expect(demoCaption('CSVExportToolbar')).toBe('CSV export toolbar');
});

it('drops the explicit heading ids MDX cannot parse', () => {
  expect(withoutHeadingIds('## Pro plan <ProBadge /> {#pro-plan}\ntext {#kept}')).toBe(
    '## Pro plan <ProBadge />\ntext {#kept}',
  );
});

it('writes an API page as tables with type, default and plan', () => {
  const page: ApiPageData = {
    kind: 'component',
    name: 'DataGrid',
    product: 'data-grid',
    path: '/x/api/data-grid/data-grid/',
    description: 'The free grid.',
    imports: ["import { DataGrid } from '@mui/x-data-grid';"],
    props: [
      {
        name: 'checkboxSelection',
        type: 'boolean',
        default: 'false',
        required: false,
        description: 'Adds a checkbox column.',
      },
      { name: 'rows', type: 'GridRowsProp<R>', required: true, description: 'The rows.' },
      {
        name: 'pinnedColumns',
        type: "'left' | 'right'",
        required: false,
        description: 'Pinned columns.\nPro only.',
        plan: 'pro',
      },
    ],
    slots: [{ name: 'toolbar', defaultComponent: 'GridToolbar', description: 'The toolbar.' }],
    classes: [{ key: 'root', className: 'MuiDataGrid-root', description: 'The root element.' }],
  };
  const markdown = apiPageMarkdown(page, 'https://docs.example.com/x/api/data-grid/data-grid/', '8.2.0');
  expect(markdown).toContain('| `checkboxSelection` | `boolean` | `false` |  | Adds a checkbox column. |');
  expect(markdown).toContain('| `rows` (required) | `GridRowsProp<R>` |  |  | The rows. |');
  expect(markdown).toContain("| `pinnedColumns` | `'left' \\| 'right'` |  | Pro | Pinned columns. Pro only. |");
  expect(markdown).toContain('| `toolbar` | `GridToolbar` | The toolbar. |');
  expect(markdown).toContain('| `.MuiDataGrid-root` | `root` | The root element. |');
  expect(markdown.startsWith('# DataGrid API\n')).toBe(true);
});

it('escapes table cells', () => {
  expect(cell('a | b\n  c')).toBe('a \\| b c');
});

it('writes the generated events table as a GFM table, with a plan link for paid events', () => {
  const tree: Root = {
    type: 'root',
    children: [jsx('GridEventsTable', { events: { type: 'mdxJsxAttributeValueExpression', value: 'gridEvents' } })],
  };
  toTwinTree(tree, {
    ...context,
    gridEvents: [
      { name: 'rowClick', params: 'GridRowParams', event: 'MouseEvent', description: 'Fired when\na row is clicked.' },
      { name: 'rowOrderChange', plan: 'pro', params: 'GridRowOrderChangeParams', description: 'A row moved.' },
    ],
  });
  const table = tree.children[0] as Table;
  expect(table.type).toBe('table');
  const cells = table.children.map((row) => row.children.map((cell) => cell.children));
  expect(cells[0]!.map((cell) => (cell[0] as { value: string }).value)).toEqual([
    'Event',
    'Parameters',
    'Event object',
    'Plan',
    'Description',
  ]);
  expect(cells[1]).toEqual([
    [{ type: 'inlineCode', value: 'rowClick' }],
    [{ type: 'inlineCode', value: 'GridRowParams' }],
    [{ type: 'inlineCode', value: 'MouseEvent' }],
    [{ type: 'text', value: 'free' }],
    [{ type: 'text', value: 'Fired when a row is clicked.' }],
  ]);
  expect(cells[2]![2]).toEqual([{ type: 'text', value: 'none' }]);
  expect(cells[2]![3]).toEqual([
    {
      type: 'link',
      url: 'https://docs.example.com/x/introduction/licensing/#pro-plan',
      children: [{ type: 'text', value: 'Pro plan' }],
    },
  ]);
  expect(() => toTwinTree({ type: 'root', children: [jsx('GridEventsTable', {})] }, context)).toThrow(
    "sorting.mdx: <GridEventsTable> needs the Data Grid's events.",
  );
});
