/**
 * @jest-environment node
 */
// The docs MCP server as the production server offers it, at /mcp over streamable HTTP: the SDK's
// client gets the same tools, and what is not an MCP request gets a 4xx, within size and rate limits.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createServer, type ServerOptions } from '../../server/index.mjs';
import { MCP_BODY_MAX_BYTES } from '../../server/mcp/http.mjs';
import { makeFixtureBuild, type FixtureBuild } from './fixtures/mcp/build';

let build: FixtureBuild;
const servers: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  build = await makeFixtureBuild();
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

afterAll(() => build.cleanup());

async function start(options: ServerOptions = {}): Promise<string> {
  const server = createServer({ buildDir: build.buildDir, feedbackDb: ':memory:', ...options });
  servers.push(server);
  return `${await server.listen()}/mcp`;
}

/** A JSON-RPC request as an MCP client posts it. */
function post(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body,
  });
}

const LIST_TOOLS = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

describe('/mcp', () => {
  it('serves the tools to the SDK client', async () => {
    const url = await start();
    const client = new Client({ name: 'mcp-http-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_api', 'get_page', 'search_docs']);
    const result = (await client.callTool({
      name: 'get_api',
      arguments: { component: 'DataGrid', prop: 'checkboxSelection' },
    })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    expect(JSON.parse((result.content[0] as { text: string }).text)).toMatchObject({
      type: 'boolean',
      default: 'false',
    });
    const bad = (await client.callTool({ name: 'search_docs', arguments: { query: 7 } })) as CallToolResult;
    expect(bad.isError).toBe(true);
    expect((bad.content[0] as { text: string }).text).toMatch(/Input validation error/);
    await client.close();
  });

  it('answers a tool call without a session, in one JSON body', async () => {
    const url = await start();
    const response = await post(
      url,
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'get_page', arguments: { path: '/x/react-data-grid/sorting/' } },
      }),
      { 'Mcp-Protocol-Version': '2025-06-18' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body.result.content[0].text).toMatch(/^# Data Grid - Sorting\n/);
  });

  it('refuses what is not an MCP request with a 4xx', async () => {
    const url = await start();
    const get = await fetch(url, { headers: { Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(405);
    expect((await post(url, LIST_TOOLS, { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post(url, LIST_TOOLS, { Accept: 'text/html' })).status).toBe(406);
    const notJson = await post(url, '{"jsonrpc": "2.0", ');
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.code).toBe(-32700);
    expect((await post(url, JSON.stringify({ hello: 'world' }))).status).toBe(400);
    const huge = await post(
      url,
      JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping', params: { pad: 'x'.repeat(MCP_BODY_MAX_BYTES) } }),
    );
    expect(huge.status).toBe(413);
  });

  it('rate-limits each client with 429 and Retry-After', async () => {
    const url = await start({ mcpRateLimit: { max: 2, windowMs: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(url, LIST_TOOLS)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await post(url, LIST_TOOLS);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await limited.json()).error.message).toBe('Too many requests; try again later.');
  });
});
