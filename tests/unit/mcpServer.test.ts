/**
 * @jest-environment node
 */
// The docs MCP server's tools, driven by the SDK's own client over an in-memory transport, on a
// small fixture build (tests/unit/fixtures/mcp).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { openDocs } from '../../server/mcp/docs.mjs';
import { createDocsMcpServer } from '../../server/mcp/server.mjs';
import { writeIndexes } from '../../plugins/search-index/build';
import { makeFixtureBuild, type FixtureBuild } from './fixtures/mcp/build';

let build: FixtureBuild;

beforeAll(async () => {
  build = await makeFixtureBuild();
});

afterAll(() => build.cleanup());

async function connect(buildDir = build.buildDir): Promise<Client> {
  const server = createDocsMcpServer(openDocs(buildDir));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'mcp-unit-test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const [first] = result.content;
  return { isError: result.isError === true, text: first?.type === 'text' ? first.text : '' };
}

/** A tool's answer, which must not be an error, parsed as JSON. */
async function callJson(client: Client, name: string, args: Record<string, unknown>) {
  const { isError, text } = await call(client, name, args);
  expect({ isError, text }).toEqual({ isError: false, text: expect.any(String) });
  return JSON.parse(text);
}

describe('the docs MCP server', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  });
  afterAll(() => client.close());

  it('lists its three read-only tools with their arguments', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api', 'get_page', 'search_docs']);
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(byName.search_docs!.inputSchema.required).toEqual(['query']);
    expect(Object.keys(byName.search_docs!.inputSchema.properties ?? {})).toEqual(['query', 'product', 'limit']);
    expect(byName.get_page!.inputSchema.required).toEqual(['path']);
    expect(byName.get_api!.inputSchema.required).toEqual(['component']);
    for (const tool of tools) expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect(client.getServerVersion()).toMatchObject({ name: 'mui-x-docs', version: '8.2.0' });
  });

  describe('search_docs', () => {
    it('finds the Row selection page for "checkbox selection", with title, section and URL', async () => {
      const { hits } = await callJson(client, 'search_docs', { query: 'checkbox selection' });
      expect(hits[0]).toEqual({
        title: 'Data Grid - Row selection',
        section: 'Checkbox selection',
        kind: 'section',
        url: '/x/react-data-grid/row-selection/#checkbox-selection',
        excerpt: 'Turn on checkboxSelection={true} to add a column of checkboxes in front of the rows.',
      });
      expect(hits).toContainEqual(
        expect.objectContaining({ section: 'checkboxSelection', kind: 'prop', type: 'boolean', title: 'DataGrid API' }),
      );
    });

    it('gives the plan of a paid feature and narrows to one product', async () => {
      const { hits } = await callJson(client, 'search_docs', { query: 'multi-sorting' });
      expect(hits[0]).toMatchObject({ url: '/x/react-data-grid/sorting/#multi-sorting', plan: 'pro' });
      const treeView = await callJson(client, 'search_docs', { query: 'checkbox selection', product: 'tree-view' });
      expect(treeView.product).toBe('tree-view');
      expect(treeView.hits.map((hit: { url: string }) => hit.url)).toEqual([
        '/x/react-tree-view/rich-tree-view/selection/#checkbox-selection',
      ]);
      const charts = await callJson(client, 'search_docs', { query: 'checkbox selection', product: 'charts' });
      expect(charts.hits).toEqual([]);
      const one = await callJson(client, 'search_docs', { query: 'checkbox selection', limit: 1 });
      expect(one.hits).toHaveLength(1);
    });
  });

  describe('get_page', () => {
    it('returns the Markdown twin whatever form the path takes', async () => {
      const twin = (await call(client, 'get_page', { path: '/x/react-data-grid/sorting/' })).text;
      expect(twin.startsWith('# Data Grid - Sorting\n')).toBe(true);
      for (const input of [
        'react-data-grid/sorting',
        '/x/react-data-grid/sorting.md',
        '/x/react-data-grid/sorting',
        'https://mui.com/x/react-data-grid/sorting/#multi-sorting',
        'http://localhost:3000/x/react-data-grid/sorting/?tab=1',
        '/x/zh/react-data-grid/sorting/',
        '/x/react-data-grid/sorting/index.html',
      ]) {
        expect(await call(client, 'get_page', { path: input })).toEqual({ isError: false, text: twin });
      }
    });

    it('answers an unknown page with a tool error naming it and pointing to search_docs', async () => {
      const { isError, text } = await call(client, 'get_page', { path: '/x/react-data-grid/no-such-page/' });
      expect(isError).toBe(true);
      expect(text).toBe(
        'No docs page at "/x/react-data-grid/no-such-page/" (looked for its Markdown twin /x/react-data-grid/no-such-page.md). Use search_docs to find the page\'s URL.',
      );
    });

    it('says so when the build has the page but not its twin', async () => {
      const { isError, text } = await call(client, 'get_page', { path: '/x/react-data-grid/row-selection/' });
      expect(isError).toBe(true);
      expect(text).toMatch(
        /^The page "\/x\/react-data-grid\/row-selection\/" exists, but this build has no Markdown twin/,
      );
    });

    it('never reads outside the build', async () => {
      for (const input of [
        '../secret',
        '../secret.md',
        '/x/../secret.md',
        '/x/react-data-grid/../../secret',
        '%2e%2e/secret.md',
        '/x/%2E%2E%2F%2E%2E%2Fsecret',
        'https://mui.com/x/%2e%2e/secret.md',
        '..\\secret.md',
        '/x/...md',
        `${build.root}/secret.md`,
        'file:///etc/passwd',
        '/x/react-data-grid/leak.md',
      ]) {
        const result = await call(client, 'get_page', { path: input });
        expect({ input, isError: result.isError }).toEqual({ input, isError: true });
        expect(result.text).not.toContain('Not part of the docs');
      }
      expect((await call(client, 'get_page', { path: '../secret.md' })).text).toBe(
        '"../secret.md" is not a docs page path: it must not contain "." or ".." segments. Pass a URL such as /x/react-data-grid/sorting/.',
      );
    });
  });

  describe('get_api', () => {
    it("reports DataGrid's checkboxSelection as boolean, default false, with the guides that explain it", async () => {
      const prop = await callJson(client, 'get_api', { component: 'DataGrid', prop: 'checkboxSelection' });
      expect(prop).toEqual({
        component: 'DataGrid',
        name: 'checkboxSelection',
        type: 'boolean',
        default: 'false',
        required: false,
        description: 'If `true`, the Data Grid will display an extra column with checkboxes for selecting rows.',
        explainedIn: [
          { title: 'Row selection › Checkbox selection', url: '/x/react-data-grid/row-selection/#checkbox-selection' },
          { title: 'List view › Selection', url: '/x/react-data-grid/list-view/#selection' },
        ],
        url: '/x/api/data-grid/data-grid/#checkboxSelection-prop',
      });
    });

    it('lists the explaining guide sections of every prop in the whole-component answer, and none where no guide names it', async () => {
      const grid = await callJson(client, 'get_api', { component: 'DataGrid' });
      const byName = Object.fromEntries(
        grid.props.map((prop: { name: string; explainedIn?: unknown }) => [prop.name, prop.explainedIn]),
      );
      expect(byName.rows).toEqual([
        {
          title: 'Row definition › Pass rows to the grid',
          url: '/x/react-data-grid/row-definition/#pass-rows-to-the-grid',
        },
      ]);
      expect(byName.checkboxSelection).toHaveLength(2);
      expect(grid.props.find((prop: { name: string }) => prop.name === 'paginationMode')).not.toHaveProperty(
        'explainedIn',
      );
      expect(grid).not.toHaveProperty('explainedIn');
      // API data written before the index existed (DatePicker's here) still answers, without links.
      const picker = await callJson(client, 'get_api', { component: 'DatePicker', prop: 'value' });
      expect(picker).not.toHaveProperty('explainedIn');
    });

    it('matches names in any case and in kebab-case', async () => {
      for (const [component, prop] of [
        ['data-grid', 'checkboxSelection'],
        ['datagrid', 'CHECKBOXSELECTION'],
        ['<DataGrid />', 'checkbox-selection'],
        ['/x/api/data-grid/data-grid/', 'checkboxSelection'],
      ]) {
        expect(await callJson(client, 'get_api', { component, prop })).toMatchObject({
          component: 'DataGrid',
          name: 'checkboxSelection',
        });
      }
    });

    it('gives a whole component: imports, props with plan and deprecation, slots and classes', async () => {
      const grid = await callJson(client, 'get_api', { component: 'DataGridPro' });
      expect(grid).toMatchObject({
        name: 'DataGridPro',
        kind: 'component',
        product: 'data-grid',
        url: '/x/api/data-grid/data-grid-pro/',
        plan: 'pro',
        themeName: 'MuiDataGrid',
      });
      expect(grid.imports).toContain("import { DataGridPro } from '@mui/x-data-grid-pro';");
      expect(grid.props).toContainEqual(expect.objectContaining({ name: 'checkboxSelectionVisibleOnly', plan: 'pro' }));
      expect(grid.slots[0]).toEqual(
        expect.objectContaining({ name: expect.any(String), description: expect.any(String) }),
      );
      expect(grid.classes[0]).toEqual(expect.objectContaining({ className: expect.stringMatching(/^MuiDataGrid-/) }));
      const free = await callJson(client, 'get_api', { component: 'DataGrid' });
      expect(free.plan).toBeUndefined();
      expect(free.props.find((prop: { name: string }) => prop.name === 'autoHeight')).toMatchObject({
        deprecated: expect.stringContaining('flex parent container'),
      });
      // The callback signature is for the single-prop answer only.
      expect(free.props.find((prop: { name: string }) => prop.name === 'onRowSelectionModelChange')).not.toHaveProperty(
        'signature',
      );
      const callback = await callJson(client, 'get_api', { component: 'DataGrid', prop: 'onRowSelectionModelChange' });
      expect(callback.signature.params.map((param: { name: string }) => param.name)).toEqual([
        'rowSelectionModel',
        'details',
      ]);
    });

    it('answers an unknown component or prop with a tool error listing close names', async () => {
      const component = await call(client, 'get_api', { component: 'DataGrd' });
      expect(component.isError).toBe(true);
      expect(component.text).toBe(
        'No component or interface named "DataGrd" in the API reference. Close names: DataGrid, DataGridPro. Use search_docs to find it by what it does.',
      );
      const prop = await call(client, 'get_api', { component: 'DataGrid', prop: 'checkboxSelect' });
      expect(prop.isError).toBe(true);
      expect(prop.text).toBe(
        'DataGrid has no prop "checkboxSelect". Close names: checkboxSelection. Call get_api with "DataGrid" alone for all its props.',
      );
      const far = await call(client, 'get_api', { component: 'Spreadsheet' });
      expect(far.text).toBe(
        'No component or interface named "Spreadsheet" in the API reference. Use search_docs to find it by what it does.',
      );
    });
  });

  it('answers bad arguments with an MCP error and keeps serving', async () => {
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', {}, /query/],
      ['search_docs', { query: 42 }, /query/],
      ['search_docs', { query: '   ' }, /The query has no words/],
      ['search_docs', { query: 'x'.repeat(501) }, /query/],
      ['search_docs', { query: 'sorting', product: 'spreadsheet' }, /product/],
      ['search_docs', { query: 'sorting', limit: 0 }, /limit/],
      ['get_page', {}, /path/],
      ['get_page', { path: ['sorting'] }, /path/],
      ['get_api', { component: '' }, /component/],
      ['get_api', { component: 'DataGrid', prop: null }, /prop/],
      ['no_such_tool', {}, /Tool no_such_tool not found/],
    ];
    for (const [name, args, message] of bad) {
      const result = await call(client, name, args);
      expect({ name, args, isError: result.isError }).toEqual({ name, args, isError: true });
      expect(result.text).toMatch(message);
    }
    expect((await callJson(client, 'search_docs', { query: 'sorting' })).hits.length).toBeGreaterThan(0);
  });

  it('reads the API data and the search index again after a new build', async () => {
    const next = await makeFixtureBuild();
    const live = await connect(next.buildDir);
    expect((await callJson(live, 'get_api', { component: 'DataGrid' })).description).toBe('');
    const file = path.join(next.buildDir, 'api/reference.json');
    const pages = JSON.parse(readFileSync(file, 'utf8'));
    pages[0].description = 'The free Data Grid.';
    writeFileSync(file, JSON.stringify(pages));
    expect((await callJson(live, 'get_api', { component: 'DataGrid' })).description).toBe('The free Data Grid.');
    rmSync(path.join(next.buildDir, 'search-index'), { recursive: true });
    expect((await call(live, 'search_docs', { query: 'sorting' })).isError).toBe(true);
    await writeIndexes(next.buildDir, 'en', [
      { id: 1, kind: 'page', product: 'x-charts', page: 'Charts - Bars', url: '/x/react-charts/bars/', text: 'Bars.' },
    ]);
    expect((await callJson(live, 'search_docs', { query: 'bars' })).hits[0].url).toBe('/x/react-charts/bars/');
    await live.close();
    next.cleanup();
  });

  it('says what is missing when there is no build', async () => {
    const empty = await connect(`${build.root}/no-build`);
    expect(await call(empty, 'search_docs', { query: 'sorting' })).toEqual({
      isError: true,
      text: 'The docs build has no search index: run `npm run build` first.',
    });
    expect(await call(empty, 'get_api', { component: 'DataGrid' })).toEqual({
      isError: true,
      text: 'The docs build has no API data (api/reference.json): run `npm run build` first.',
    });
    await empty.close();
  });
});
