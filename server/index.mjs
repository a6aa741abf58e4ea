// @ts-check
// The production server: the built site under /x/, the feedback API under /feedback-api/v1 and the
// docs MCP server at /mcp (answering from the same build), in one process on one machine. `npm run
// serve` starts it (server/serve.mjs); the browser tests and benchmarks create one on a free port
// through createServer.
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createAdaptorServer } from '@hono/node-server';
import { BASE_URL, staticSite } from './static.mjs';
import { FEEDBACK_API_BASE, feedbackApi } from './feedback.mjs';
import { defaultFeedbackDb, openFeedbackStore } from './store.mjs';
import { MCP_PATH, mcpApi } from './mcp/http.mjs';
import { openDocs } from './mcp/docs.mjs';

/** Same default as `url` in docusaurus.config.ts (both read SITE_URL). */
export const DEFAULT_SITE_URL = 'https://mui-x-docs.example.com';

/**
 * @typedef {object} ServerOptions
 * @property {string | null} [buildDir] the build to serve; null serves the API only (dev)
 * @property {string} [feedbackDb] SQLite file, or ':memory:'; default FEEDBACK_DB or ./data/feedback.sqlite
 * @property {string | readonly string[]} [siteOrigin] the origins allowed to post cross-origin; default SITE_URL's origin
 * @property {import('./rateLimit.mjs').RateLimit} [rateLimit] feedback posts per client
 * @property {import('./rateLimit.mjs').RateLimit} [mcpRateLimit] MCP requests per client
 * @property {boolean} [trustProxy] take the client address from X-Forwarded-For (behind a proxy only)
 */

/** @param {ServerOptions} [options] */
export function createApp(options = {}) {
  const { buildDir = 'build', rateLimit, mcpRateLimit, trustProxy = process.env.TRUST_PROXY === 'true' } = options;
  const siteOrigin = options.siteOrigin ?? new URL(process.env.SITE_URL || DEFAULT_SITE_URL).origin;
  const store = openFeedbackStore(options.feedbackDb ?? defaultFeedbackDb());
  const app = new Hono();
  app.use(`${BASE_URL}*`, compress());
  app.route(FEEDBACK_API_BASE, feedbackApi({ store, siteOrigin, rateLimit, trustProxy }));
  if (buildDir !== null) {
    // Outside /x/ like the feedback API: the service worker never caches it. Reads the build lazily,
    // on the first tool call.
    app.route(MCP_PATH, mcpApi({ docs: openDocs(buildDir), rateLimit: mcpRateLimit, trustProxy }));
    const site = staticSite(path.resolve(buildDir));
    app.all(`${BASE_URL}*`, site);
    app.all(BASE_URL.slice(0, -1), (c) => c.redirect(BASE_URL, 301));
    app.all('*', (c) => c.redirect(BASE_URL, 302));
  }
  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: 'Internal error.' }, 500);
  });
  return { app, store, siteOrigin };
}

/**
 * A server that is not listening yet: `await listen()` picks a free port unless given one, and
 * `close()` drops open connections, so a test can stop it mid-page like a machine going down.
 * @param {ServerOptions} [options]
 */
export function createServer(options = {}) {
  const { app, store, siteOrigin } = createApp(options);
  const server = /** @type {import('node:http').Server} */ (createAdaptorServer({ fetch: app.fetch }));
  let origin = '';
  return {
    app,
    store,
    siteOrigin,
    /** `http://host:port` once listening. */
    get origin() {
      return origin;
    },
    /**
     * @param {number} [port]
     * @param {string} [host]
     * @returns {Promise<string>} the origin
     */
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = /** @type {import('node:net').AddressInfo} */ (server.address());
          origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
          resolve(origin);
        });
      });
    },
    /** Stops listening, ends open connections and closes the database. */
    close() {
      return new Promise((resolve) => {
        server.close(() => {
          store.close();
          resolve(undefined);
        });
        server.closeAllConnections();
      });
    },
  };
}
