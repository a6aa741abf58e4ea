import type { Root } from 'mdast';
import { transformDocsComponents } from '@site/plugins/mdx/remarkDocsComponents';

const apiLink = (attributes: Record<string, string>, children: Root['children'] = []) => ({
  type: 'mdxJsxTextElement' as const,
  name: 'ApiLink',
  attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute' as const, name, value })),
  children,
});

const paragraph = (...children: unknown[]): Root => ({
  type: 'root',
  children: [{ type: 'paragraph', children } as Root['children'][number]],
});

describe('remarkDocsComponents', () => {
  it('turns <ApiLink> into a link to the prop row of the API page', () => {
    const tree = paragraph({ type: 'text', value: 'See ' }, apiLink({ name: 'DataGrid', prop: 'checkboxSelection' }));
    transformDocsComponents(tree, 'sorting.mdx');
    expect(tree.children[0]).toMatchObject({
      children: [
        { type: 'text', value: 'See ' },
        {
          type: 'link',
          url: '/api/data-grid/data-grid/#checkboxSelection-prop',
          children: [{ type: 'inlineCode', value: 'checkboxSelection' }],
        },
      ],
    });
  });

  it('keeps the text written inside <ApiLink> and links the page itself without a prop', () => {
    const tree = paragraph(apiLink({ name: 'DatePicker' }, [{ type: 'text', value: 'the picker' }]));
    transformDocsComponents(tree, 'date-picker.mdx');
    expect(tree.children[0]).toMatchObject({
      children: [
        { type: 'link', url: '/api/date-pickers/date-picker/', children: [{ type: 'text', value: 'the picker' }] },
      ],
    });
  });

  it('fails the build naming the file and the unknown component', () => {
    expect(() => transformDocsComponents(paragraph(apiLink({ name: 'DataGird' })), 'docs/a.mdx')).toThrow(
      'docs/a.mdx: <ApiLink name="DataGird">: there is no API page for DataGird.',
    );
    expect(() => transformDocsComponents(paragraph(apiLink({})), 'docs/a.mdx')).toThrow('needs a name');
  });

  it('imports Demo only into pages that render it', () => {
    const demo = { type: 'mdxJsxFlowElement', name: 'Demo', attributes: [], children: [] };
    const withDemo: Root = { type: 'root', children: [demo as Root['children'][number]] };
    transformDocsComponents(withDemo, 'a.mdx');
    expect(withDemo.children[0]).toMatchObject({
      type: 'mdxjsEsm',
      data: { estree: { body: [{ type: 'ImportDeclaration', source: { value: '@site/src/components/Demo' } }] } },
    });

    const withoutDemo = paragraph({ type: 'text', value: 'Text only' });
    transformDocsComponents(withoutDemo, 'b.mdx');
    expect(withoutDemo.children.map((node) => node.type)).toEqual(['paragraph']);
  });

  it("adds the page's name to its demo imports, and to nothing else", () => {
    const importOf = (name: string, source: string) => ({
      type: 'mdxjsEsm',
      value: `import ${name} from '${source}';`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
              source: { type: 'Literal', value: source, raw: `'${source}'` },
              attributes: [],
            },
          ],
        },
      },
    });
    const tree = {
      type: 'root',
      children: [importOf('Sorting', './demos/Sorting.tsx?demo'), importOf('Chart', '@site/src/components/Chart')],
    } as unknown as Root;
    transformDocsComponents(tree, `${process.cwd()}/docs/react-data-grid/sorting.mdx`);
    const query = './demos/Sorting.tsx?demo&page=docs-react-data-grid-sorting';
    expect(tree.children[0]).toMatchObject({
      value: `import Sorting from '${query}';`,
      data: { estree: { body: [{ source: { value: query, raw: JSON.stringify(query) } }] } },
    });
    expect(tree.children[1]).toMatchObject({
      data: { estree: { body: [{ source: { value: '@site/src/components/Chart' } }] } },
    });
  });
});
