import { compactRoutes, dropRegistryModuleNames, slimVersionProps } from '@site/plugins/route-data/transform';

// Shaped like the files Docusaurus 3.10 writes into .docusaurus/.
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/x/api/charts/bar-chart/',
    component: ComponentCreator('/x/api/charts/bar-chart/', '200'),
    exact: true
  },
  {
    path: '/x/',
    component: ComponentCreator('/x/', 'ca3'),
    routes: [
      {
        path: '/x/react-data-grid/sorting/',
        component: ComponentCreator('/x/react-data-grid/sorting/', '915'),
        exact: true,
        sidebar: "docs"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

/** Runs a generated routes module with a stand-in ComponentCreator; lists the components it made. */
function evaluateRoutes(code: string): { routes: unknown; made: string[] } {
  const body = code.replace(/^import .*$/gm, '').replace('export default', 'return');
  const made: string[] = [];
  const componentCreator = (path: string, hash?: string) => {
    made.push(path);
    return `component(${path}, ${hash})`;
  };
  return { routes: new Function('ComponentCreator', body)(componentCreator), made };
}

describe('route data for the browser', () => {
  it('writes each leaf route once and keeps every route the same', () => {
    const compact = compactRoutes(ROUTES);
    expect(compact.match(/'\/x\/react-data-grid\/sorting\/'|"\/x\/react-data-grid\/sorting\/"/g)).toHaveLength(1);
    expect(evaluateRoutes(compact).routes).toEqual(evaluateRoutes(ROUTES).routes);
  });

  it("makes a leaf route's component when it is first read, once", () => {
    const { routes, made } = evaluateRoutes(compactRoutes(ROUTES));
    expect(made).toEqual(['/x/', '*']);
    const [barChart] = routes as { component: string }[];
    expect(barChart?.component).toBe('component(/x/api/charts/bar-chart/, 200)');
    expect(barChart?.component).toBe('component(/x/api/charts/bar-chart/, 200)');
    expect(made).toEqual(['/x/', '*', '/x/api/charts/bar-chart/']);
  });

  it('fails when routes.js has no leaf route it recognises', () => {
    expect(() => compactRoutes('export default [{ path: "/x/", component: make("/x/") }];')).toThrow(/LEAF_ROUTE/);
  });

  it('drops the module names the browser never reads from the registry, keeping loaders and ids', () => {
    const registry = `export default {
  "002e3861": [() => import(/* webpackChunkName: "002e3861" */ "@site/docs/editing.mdx"), "@site/docs/editing.mdx", require.resolveWeak("@site/docs/editing.mdx")],
};`;
    expect(dropRegistryModuleNames(registry)).toBe(`export default {
  "002e3861": [() => import(/* webpackChunkName: "002e3861" */ "@site/docs/editing.mdx"), "", require.resolveWeak("@site/docs/editing.mdx")],
};`);
    expect(() => dropRegistryModuleNames('export default { a: [load, require.resolveWeak("x")] };')).toThrow(
      /unknown format/,
    );
  });

  it('drops descriptions and redundant sidebar keys from the version props, keeping what the theme reads', () => {
    // The sidebar before and after: only the doc links' keys and `unlisted: false` go.
    const sidebar = (sorting: object, hidden: object) => [
      { type: 'link', key: 'whats-new', label: 'What’s new', href: 'https://mui.com/x/whats-new/' },
      { type: 'category', key: 'grid-group', label: 'Data Grid', collapsed: true, items: [sorting, hidden] },
    ];
    const sortingLink = { type: 'link', docId: 'sorting', href: '/x/sorting', label: 'Sorting' };
    const hiddenLink = { type: 'link', docId: 'hidden', href: '/x/hidden', label: 'Hidden', unlisted: true };
    const props = {
      version: {
        label: 'Next',
        docs: { sorting: { id: 'sorting', title: 'Sorting', description: 'Long text', sidebar: 'docs' } },
        docsSidebars: {
          docs: sidebar({ ...sortingLink, key: 'sorting', unlisted: false }, { ...hiddenLink, key: 'hidden' }),
        },
      },
    };
    expect(JSON.parse(slimVersionProps(JSON.stringify(props), 'x.json'))).toEqual({
      version: {
        label: 'Next',
        docs: { sorting: { id: 'sorting', title: 'Sorting', sidebar: 'docs' } },
        docsSidebars: { docs: sidebar(sortingLink, hiddenLink) },
      },
    });
    expect(() => slimVersionProps('{"sidebar": []}', 'p/other.json')).toThrow(/p\/other\.json/);
  });
});
