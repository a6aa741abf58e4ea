// @ts-check
// `npm run mcp` (or `node server/mcp/stdio.mjs`): the docs MCP server over stdio, for an editor or
// agent on this machine. Reads the last build: `--build-dir <dir>`, else DOCS_BUILD_DIR, else
// ./build. Builds nothing and opens no connection. stdout carries the protocol, so every message
// of its own goes to stderr.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { openDocs } from './docs.mjs';
import { createDocsMcpServer } from './server.mjs';

const { values } = parseArgs({ options: { 'build-dir': { type: 'string' } } });
const docs = openDocs(values['build-dir']);
if (!existsSync(docs.buildDir)) {
  console.error(`No build in ${docs.buildDir}: run \`npm run build\` first, or set DOCS_BUILD_DIR.`);
  process.exit(1);
}
const server = createDocsMcpServer(docs);
await server.connect(new StdioServerTransport());
console.error(`MUI X docs MCP server on stdio, reading ${docs.buildDir}`);
