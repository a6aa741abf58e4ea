import {
  compactRoutes,
  shortenRouteChunkNames,
  slimGlobalData,
  slimRegistry,
  slimSiteConfig,
  slimVersionProps,
  checkDocMetadata,
  reportClientChunkNames,
  DOC_LINK_MARKER,
} from '@site/plugins/route-data/transform';

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

  const REGISTRY = `export default {
  "f0b72827": [() => import(/* webpackChunkName: "f0b72827" */ "@site/docs/sorting.mdx"), "@site/docs/sorting.mdx", require.resolveWeak("@site/docs/sorting.mdx")],
  "002e3861": [() => import(/* webpackChunkName: "002e3861" */ "@site/docs/editing.mdx"), "@site/docs/editing.mdx", require.resolveWeak("@site/docs/editing.mdx")],
};`;

  it('gives registry chunks short names and drops the module names the browser never reads', () => {
    expect(slimRegistry(REGISTRY)).toBe(`export default {
  "r1": [() => import(/* webpackChunkName: "r1" */ "@site/docs/sorting.mdx"), "", require.resolveWeak("@site/docs/sorting.mdx")],
  "r0": [() => import(/* webpackChunkName: "r0" */ "@site/docs/editing.mdx"), "", require.resolveWeak("@site/docs/editing.mdx")],
};`);
    expect(() => slimRegistry('export default { a: [load, require.resolveWeak("x")] };')).toThrow(/unknown format/);
  });

  it("has the server report each chunk by the browser's short name, which the browser's manifest knows", () => {
    expect(reportClientChunkNames(REGISTRY)).toBe(`export default {
  "f0b72827": [() => import(/* webpackChunkName: "f0b72827" */ "@site/docs/sorting.mdx"), "r1", require.resolveWeak("@site/docs/sorting.mdx")],
  "002e3861": [() => import(/* webpackChunkName: "002e3861" */ "@site/docs/editing.mdx"), "r0", require.resolveWeak("@site/docs/editing.mdx")],
};`);
  });

  it('gives the route table the same short names as the registry', () => {
    const routeChunks = {
      '/x/react-data-grid/sorting/-915': { __comp: 'f0b72827', __context: { plugin: '002e3861' }, sidebar: 'unknown1' },
    };
    expect(JSON.parse(shortenRouteChunkNames(JSON.stringify(routeChunks), REGISTRY, 'routesChunkNames.json'))).toEqual({
      '/x/react-data-grid/sorting/-915': { __comp: 'r1', __context: { plugin: 'r0' }, sidebar: 'unknown1' },
    });
    expect(() => shortenRouteChunkNames('{"/x/-1": {"__comp": "other"}}', REGISTRY, 'routesChunkNames.json')).toThrow(
      /no chunk name in routesChunkNames\.json/,
    );
  });

  it('drops the doc map and the sidebar translation keys from the version props, keeping what the theme reads', () => {
    // The sidebar before and after: the keys and `unlisted: false` go; doc links keep a marker, which
    // is all the breadcrumbs check.
    const sortingLink = { type: 'link', docId: 'sorting', href: '/x/sorting', label: 'Sorting' };
    const hiddenLink = { type: 'link', docId: 'hidden', href: '/x/hidden', label: 'Hidden', unlisted: true };
    const whatsNew = { type: 'link', label: 'What’s new', href: 'https://mui.com/x/whats-new/' };
    const grid = { type: 'category', label: 'Data Grid', collapsed: true };
    const props = {
      version: {
        label: 'Next',
        docs: { sorting: { id: 'sorting', title: 'Sorting', description: 'Long text', sidebar: 'docs' } },
        docsSidebars: {
          docs: [
            { ...whatsNew, key: 'whats-new' },
            {
              ...grid,
              key: 'grid-group',
              items: [
                { ...sortingLink, key: 'sorting', unlisted: false },
                { ...hiddenLink, key: 'hidden' },
              ],
            },
          ],
        },
      },
    };
    expect(JSON.parse(slimVersionProps(JSON.stringify(props), 'x.json'))).toEqual({
      version: {
        label: 'Next',
        docs: {},
        docsSidebars: {
          docs: [
            whatsNew,
            {
              ...grid,
              items: [
                { ...sortingLink, docId: DOC_LINK_MARKER },
                { ...hiddenLink, docId: DOC_LINK_MARKER },
              ],
            },
          ],
        },
      },
    });
    expect(() => slimVersionProps('{"sidebar": []}', 'p/other.json')).toThrow(/p\/other\.json/);
  });

  it('fails the build when the docs version gets a banner or badge, which the site does not render', () => {
    const version = (fields: object) => JSON.stringify({ version: { docs: {}, docsSidebars: {}, ...fields } });
    expect(() => slimVersionProps(version({ banner: null, badge: false }), 'p/x.json')).not.toThrow();
    expect(() => slimVersionProps(version({ banner: 'unmaintained' }), 'p/x.json')).toThrow(/banner or badge/);
    expect(() => slimVersionProps(version({ badge: true }), 'p/x.json')).toThrow(/DocVersionBanner/);
  });

  it("passes a doc's metadata through and fails on the footer fields the site does not render", () => {
    const doc = { id: 'react-data-grid/sorting', title: 'Sorting', tags: [], editUrl: undefined };
    expect(checkDocMetadata(JSON.stringify(doc), 'site-docs-sorting.json')).toBe(JSON.stringify(doc));
    expect(() => checkDocMetadata(JSON.stringify({ ...doc, tags: [{ label: 'grid' }] }), 'x.json')).toThrow(
      /doc react-data-grid\/sorting has tags/,
    );
    expect(() => checkDocMetadata(JSON.stringify({ ...doc, editUrl: 'https://example.com/edit' }), 'x.json')).toThrow(
      /has editUrl, which src\/theme\/DocItem\/Footer does not render/,
    );
    expect(() => checkDocMetadata('{"title": "no id"}', 'odd.json')).toThrow(/odd\.json is not a doc's metadata/);
  });

  it("empties each docs version's doc list in the global data and keeps everything else", () => {
    const version = { name: 'current', path: '/x', mainDocId: 'introduction/index', sidebars: { docs: {} } };
    const data = {
      'docusaurus-plugin-content-docs': {
        default: {
          path: '/x',
          versions: [{ ...version, docs: [{ id: 'sorting', path: '/x/sorting', sidebar: 'docs' }] }],
        },
      },
      'docs-navigation': { default: { pageTitles: { '/x/sorting/': 'Sorting' } } },
    };
    expect(JSON.parse(slimGlobalData(JSON.stringify(data), 'globalData.json'))).toEqual({
      'docusaurus-plugin-content-docs': { default: { path: '/x', versions: [{ ...version, docs: [] }] } },
      'docs-navigation': data['docs-navigation'],
    });
    expect(() => slimGlobalData('{"docs-navigation": {}}', '.docusaurus/globalData.json')).toThrow(
      /globalData\.json has no docusaurus-plugin-content-docs data/,
    );
  });

  it('drops what only the build reads from the site config and keeps what the client reads', () => {
    const config = {
      title: 'MUI X',
      baseUrl: '/x/',
      ssrTemplate: '<!DOCTYPE html>…',
      headTags: [{ tagName: 'link' }],
      presets: [['classic', {}]],
      plugins: [],
      markdown: { format: 'mdx' },
      future: { faster: { rspackBundler: true }, experimental_router: 'browser' },
      themeConfig: { navbar: { items: [] } },
      customFields: { productionHost: 'mui.com' },
    };
    const code = `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;
    const slim = slimSiteConfig(code, 'docusaurus.config.mjs');
    expect(JSON.parse(slim.replace(/^export default /, '').replace(/;\s*$/, ''))).toEqual({
      title: 'MUI X',
      baseUrl: '/x/',
      future: { experimental_router: 'browser' },
      themeConfig: config.themeConfig,
      customFields: config.customFields,
    });
    expect(() => slimSiteConfig('export default makeConfig();', '.docusaurus/docusaurus.config.mjs')).toThrow(
      /docusaurus\.config\.mjs is not `export default <site config as JSON>;`/,
    );
  });
});
