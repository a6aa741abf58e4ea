// @ts-check
// The feedback API, mounted at /feedback-api/v1 (outside /x/, so no docs route can shadow it and
// the service worker never caches it).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FEEDBACK_BODY_MAX_BYTES, validateFeedback } from '../src/lib/feedback.mjs';
import { clientRateLimit } from './rateLimit.mjs';

export const FEEDBACK_API_BASE = '/feedback-api/v1';

/** @typedef {import('./rateLimit.mjs').RateLimit} RateLimit */

/** A reader who posts more than this is scripting; the form itself posts once per page view. */
export const DEFAULT_RATE_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 };

/**
 * @param {{
 *   store: import('./store.mjs').FeedbackStore,
 *   siteOrigin: string | readonly string[],
 *   rateLimit?: RateLimit,
 *   trustProxy?: boolean,
 * }} options
 */
export function feedbackApi({ store, siteOrigin, rateLimit = DEFAULT_RATE_LIMIT, trustProxy = false }) {
  const rateLimited = clientRateLimit({
    limit: rateLimit,
    trustProxy,
    reject: (c) => c.json({ error: 'Too many posts; try again later.' }, 429),
  });
  const allowedOrigins = new Set(typeof siteOrigin === 'string' ? [siteOrigin] : siteOrigin);
  const app = new Hono();

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
      const limited = rateLimited(c);
      if (limited) return limited;
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
