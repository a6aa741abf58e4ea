// @ts-check
// The feedback API, mounted at /feedback-api/v1 (outside /x/, so no docs route can shadow it and
// the service worker never caches it).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { FEEDBACK_BODY_MAX_BYTES, validateFeedback } from '../src/lib/feedback.mjs';

export const FEEDBACK_API_BASE = '/feedback-api/v1';

/**
 * @typedef {object} RateLimit
 * @property {number} max posts allowed per client in one window
 * @property {number} windowMs
 */

/** A reader who posts more than this is scripting; the form itself posts once per page view. */
export const DEFAULT_RATE_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 };

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
 * @param {{
 *   store: import('./store.mjs').FeedbackStore,
 *   siteOrigin: string | readonly string[],
 *   rateLimit?: RateLimit,
 *   trustProxy?: boolean,
 * }} options
 */
export function feedbackApi({ store, siteOrigin, rateLimit = DEFAULT_RATE_LIMIT, trustProxy = false }) {
  const limiter = createRateLimiter(rateLimit);
  const allowedOrigins = new Set(typeof siteOrigin === 'string' ? [siteOrigin] : siteOrigin);
  const app = new Hono();

  /** @param {import('hono').Context} c */
  const clientKey = (c) => {
    const forwarded = trustProxy ? c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() : undefined;
    return forwarded || getConnInfo(c).remote.address || 'unknown';
  };

  // Same-origin posts carry the page's own origin; cross-origin ones are allowed from the
  // configured site only (the dev server runs on another port than the feedback server).
  /** @param {import('hono').Context} c */
  const crossOrigin = (c) => {
    const origin = c.req.header('Origin');
    if (!origin || origin === new URL(c.req.url).origin) return { allowed: true, origin: null };
    return { allowed: allowedOrigins.has(origin), origin };
  };

  app.options('/feedback', (c) => {
    const { allowed, origin } = crossOrigin(c);
    if (!allowed) return c.json({ error: 'Origin not allowed.' }, 403);
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '86400');
      c.header('Vary', 'Origin');
    }
    return c.body(null, 204);
  });

  app.post(
    '/feedback',
    async (c, next) => {
      const { allowed, origin } = crossOrigin(c);
      if (!allowed) return c.json({ error: 'Origin not allowed.' }, 403);
      if (origin) {
        c.header('Access-Control-Allow-Origin', origin);
        c.header('Vary', 'Origin');
      }
      const wait = limiter.hit(clientKey(c));
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return c.json({ error: 'Too many posts; try again later.' }, 429);
      }
      const type = c.req.header('Content-Type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type))
        return c.json({ error: 'The body must be JSON (Content-Type: application/json).' }, 415);
      return next();
    },
    bodyLimit({
      maxSize: FEEDBACK_BODY_MAX_BYTES,
      onError: (c) => c.json({ error: `The body is larger than ${FEEDBACK_BODY_MAX_BYTES} bytes.` }, 413),
    }),
    async (c) => {
      /** @type {unknown} */
      let body;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'The body is not valid JSON.' }, 400);
      }
      const result = validateFeedback(body);
      if (!result.ok) return c.json({ error: result.reason }, 400);
      const id = store.add(result.value);
      return c.json({ ok: true, id }, 201);
    },
  );

  app.all('/feedback', (c) => {
    c.header('Allow', 'POST, OPTIONS');
    return c.json({ error: 'Method not allowed.' }, 405);
  });

  app.get('/health', (c) => {
    try {
      store.ping();
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'error', error: 'The feedback database is not available.' }, 503);
    }
  });

  return app;
}
