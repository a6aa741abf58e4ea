// @ts-check
// The docs MCP server over streamable HTTP, mounted at /mcp by the production server. Stateless:
// every POST gets a fresh server and transport (the tools keep no state, so there is no session
// to resume), answered with one JSON body rather than an event stream. Limits like the feedback
// API's: a request size cap and a per-client rate limit.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { clientRateLimit } from '../rateLimit.mjs';
import { createDocsMcpServer } from './server.mjs';

export const MCP_PATH = '/mcp';

/** A tool call is a few hundred bytes; the client's initialize message about one kilobyte. */
export const MCP_BODY_MAX_BYTES = 16 * 1024;

/** An agent working through the docs calls a tool every few seconds at most; a client above this is scripting. */
export const DEFAULT_MCP_RATE_LIMIT = { max: 300, windowMs: 5 * 60 * 1000 };

/**
 * A JSON-RPC error body (what an MCP client reads from a failed HTTP response), with no request
 * id: the request was refused before it was read.
 * @param {import('hono').Context} c
 * @param {400 | 405 | 413 | 429} status
 * @param {string} message
 */
function refuse(c, status, message) {
  return c.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, status);
}

/**
 * @param {{
 *   docs: import('./docs.mjs').Docs,
 *   rateLimit?: import('../rateLimit.mjs').RateLimit,
 *   trustProxy?: boolean,
 * }} options
 */
export function mcpApi({ docs, rateLimit = DEFAULT_MCP_RATE_LIMIT, trustProxy = false }) {
  const rateLimited = clientRateLimit({
    limit: rateLimit,
    trustProxy,
    reject: (c) => refuse(c, 429, 'Too many requests; try again later.'),
  });
  const app = new Hono();
  // A whole component's API data is some 80 KB of JSON; it compresses to a tenth.
  app.use(compress());

  app.post(
    '/',
    async (c, next) => rateLimited(c) ?? next(),
    bodyLimit({
      maxSize: MCP_BODY_MAX_BYTES,
      onError: (c) => refuse(c, 413, `The body is larger than ${MCP_BODY_MAX_BYTES} bytes.`),
    }),
    async (c) => {
      const server = createDocsMcpServer(docs);
      // The transport checks the rest and answers 4xx itself: Accept, Content-Type, JSON, JSON-RPC shape.
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
        maxRequestBodySize: MCP_BODY_MAX_BYTES,
      });
      await server.connect(transport);
      try {
        return await transport.handleRequest(c.req.raw);
      } finally {
        // The JSON answer is complete once handleRequest resolves; nothing is left to stream.
        await server.close();
      }
    },
  );

  // No session means no event stream to open (GET) or session to end (DELETE); the SDK's client
  // expects 405 for both from a stateless server.
  app.all('/', (c) => {
    c.header('Allow', 'POST');
    return refuse(c, 405, 'Method not allowed: this MCP server is stateless; POST JSON-RPC messages.');
  });

  return app;
}
