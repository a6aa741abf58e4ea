// @ts-check
// Per-client rate limiting shared by the server's APIs (feedback, MCP): one counter per client
// address, and the 429 answer with Retry-After. Each API chooses its own limit and error body.
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * @typedef {object} RateLimit
 * @property {number} max requests allowed per client in one window
 * @property {number} windowMs
 */

/**
 * Fixed-window counter per client. In memory: one process serves the site, and a restart
 * forgiving everyone is acceptable.
 * @param {RateLimit} limit
 */
export function createRateLimiter(limit, now = () => Date.now()) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  return {
    /**
     * Counts one request; the seconds to wait when over the limit, else 0.
     * @param {string} key
     */
    hit(key) {
      const time = now();
      if (windows.size > 10_000) {
        for (const [client, window] of windows) if (time - window.start >= limit.windowMs) windows.delete(client);
      }
      const current = windows.get(key);
      if (!current || time - current.start >= limit.windowMs) {
        windows.set(key, { start: time, count: 1 });
        return 0;
      }
      current.count += 1;
      return current.count > limit.max ? Math.ceil((current.start + limit.windowMs - time) / 1000) : 0;
    },
  };
}

/**
 * The client's address: the socket's, or the first X-Forwarded-For entry behind a proxy (where
 * the socket is the proxy's, and would put every reader in one window).
 * @param {import('hono').Context} c
 * @param {boolean} trustProxy
 */
export function clientAddress(c, trustProxy) {
  const forwarded = trustProxy ? c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() : undefined;
  return forwarded || getConnInfo(c).remote.address || 'unknown';
}

/**
 * Counts each request against its client's window. The returned check answers 429 with
 * Retry-After (the body from `reject`) once the client is over the limit, else null: the caller
 * decides where in its own checks the count happens.
 * @param {{
 *   limit: RateLimit,
 *   trustProxy?: boolean,
 *   reject: (c: import('hono').Context) => Response,
 * }} options
 */
export function clientRateLimit({ limit, trustProxy = false, reject }) {
  const limiter = createRateLimiter(limit);
  /** @param {import('hono').Context} c */
  return (c) => {
    const wait = limiter.hit(clientAddress(c, trustProxy));
    if (wait === 0) return null;
    c.header('Retry-After', String(wait));
    return reject(c);
  };
}
