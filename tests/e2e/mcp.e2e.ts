// The docs MCP server on the real build, driven by the SDK's own client both ways a reader's editor
// reaches it: over stdio (`node server/mcp/stdio.mjs`, what `npm run mcp` runs) and over streamable
// HTTP at /mcp of the served site. No browser.
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SITE } from './support/browser';

const ROOT = path.resolve(__dirname, '../..');

const transports: [string, () => Transport][] = [
  [
    'stdio',
    () =>
      new StdioClientTransport({
        command: process.execPath,
        args: ['server/mcp/stdio.mjs'],
        cwd: ROOT,
        // The SDK passes only a safe few variables to the server; DOCS_BUILD_DIR points a local run at
        // another build (the served site is build/ unless run-e2e is told otherwise).
        env: {
          ...getDefaultEnvironment(),
          ...(process.env.DOCS_BUILD_DIR ? { DOCS_BUILD_DIR: process.env.DOCS_BUILD_DIR } : {}),
        },
        stderr: 'pipe',
      }),
  ],
  ['HTTP', () => new StreamableHTTPClientTransport(new URL('/mcp', SITE))],
];

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const [first] = result.content;
  return { isError: result.isError === true, text: first?.type === 'text' ? first.text : '' };
}

describe.each(transports)('the docs MCP server over %s', (_name, transport) => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ name: 'mcp-e2e', version: '1.0.0' });
    await client.connect(transport());
  });

  afterAll(async () => {
    await client?.close();
  });

  it('lists its tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api', 'get_page', 'search_docs']);
  });

  it('finds the Row selection page for "checkbox selection"', async () => {
    const { isError, text } = await call(client, 'search_docs', { query: 'checkbox selection' });
    expect(isError).toBe(false);
    const { hits } = JSON.parse(text) as { hits: { title: string; url: string }[] };
    const top = hits.slice(0, 3).map((hit) => hit.url);
    expect(top.some((url) => url.startsWith('/x/react-data-grid/row-selection/'))).toBe(true);
    expect(hits[0]).toMatchObject({ title: expect.any(String), url: expect.stringMatching(/^\/x\//) });
  });

  it('returns the sorting twin', async () => {
    const { isError, text } = await call(client, 'get_page', { path: '/x/react-data-grid/sorting/' });
    expect({ isError, start: text.slice(0, 200) }).toEqual({
      isError: false,
      start: expect.stringContaining('# Data Grid - Sorting'),
    });
  });

  it("reports DataGrid's checkboxSelection as boolean, default false, with the guide sections that explain it", async () => {
    const { isError, text } = await call(client, 'get_api', { component: 'DataGrid', prop: 'checkboxSelection' });
    expect(isError).toBe(false);
    const prop = JSON.parse(text);
    expect(prop).toMatchObject({ name: 'checkboxSelection', type: 'boolean', default: 'false' });
    expect(prop.explainedIn[0]).toEqual({
      title: 'Row selection › Checkbox selection',
      url: '/x/react-data-grid/row-selection/#checkbox-selection',
    });
  });

  it('answers bad arguments, unknown pages and paths outside the build with an MCP error', async () => {
    for (const [name, args] of [
      ['search_docs', {}],
      ['search_docs', { query: 42 }],
      ['get_page', { path: '../package.json' }],
      ['get_page', { path: '/x/no-such-page/' }],
      ['get_api', { component: 'NoSuchGrid' }],
    ] as const) {
      const result = await call(client, name, args);
      expect({ name, args, isError: result.isError }).toEqual({ name, args, isError: true });
    }
    // Still serving after them.
    expect((await call(client, 'search_docs', { query: 'sorting' })).isError).toBe(false);
  });
});

describe('/mcp over HTTP', () => {
  it('refuses what is not an MCP request with a 4xx', async () => {
    const url = new URL('/mcp', SITE);
    expect((await fetch(url)).status).toBe(405);
    const notJson = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
});
