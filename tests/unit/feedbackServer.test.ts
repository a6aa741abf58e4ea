/**
 * @jest-environment node
 */
// The production server over real HTTP: the feedback API on a temporary SQLite file, and the static
// behaviours the browser tests rely on (redirects, localized 404s, gzip, cache headers).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createServer } from '../../server/index.mjs';
import { openFeedbackStore } from '../../server/store.mjs';
import { feedbackReport } from '../../server/report.mjs';
import { FEEDBACK_COMMENT_MAX_LENGTH } from '../../src/lib/feedback.mjs';

const SITE_ORIGIN = 'https://docs.example.com';
const ENDPOINT = '/feedback-api/v1/feedback';

let dir: string;
let dbFile: string;
let buildDir: string;

function writeBuildFile(relative: string, content: string): void {
  const file = path.join(buildDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'feedback-test-'));
  dbFile = path.join(dir, 'data', 'feedback.sqlite');
  buildDir = path.join(dir, 'build');
  const page = `<!doctype html><title>Sorting</title>${'<p>Rows sort by one column at a time.</p>'.repeat(50)}`;
  writeBuildFile('index.html', page);
  writeBuildFile('react-data-grid/sorting/index.html', page);
  writeBuildFile('404.html', '<!doctype html><title>Page not found</title>');
  writeBuildFile('zh/404.html', '<!doctype html><title>找不到页面</title>');
  writeBuildFile('assets/js/main.0123abcd.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeBuildFile('sw.js', 'self.addEventListener("fetch", () => {});');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function start(options: Partial<Parameters<typeof createServer>[0]> = {}) {
  const server = createServer({ buildDir, feedbackDb: dbFile, siteOrigin: SITE_ORIGIN, ...options });
  const origin = await server.listen(0);
  return { server, origin };
}

const valid = {
  page: '/x/react-data-grid/sorting/',
  rating: 'no' as const,
  comment: 'The multi-sorting section needs an example with a custom comparator.',
  section: 'multi-sorting',
  version: '8.2.0',
  language: 'en',
};

function post(origin: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(origin + ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('feedback API', () => {
  it('stores a valid post and answers 201', async () => {
    const { server, origin } = await start();
    const response = await post(origin, valid);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, id: 1 });
    expect(server.store.all()).toEqual([expect.objectContaining({ id: 1, ...valid })]);
    await server.close();
  });

  it.each([
    ['a bad rating', { ...valid, rating: 'maybe' }, 'rating must be "yes" or "no".'],
    ['a missing page', { ...valid, page: undefined }, 'page is missing.'],
    [
      'a page that is not a path',
      { ...valid, page: 'https://elsewhere.example/' },
      expect.stringMatching(/^page must be a path/),
    ],
    [
      'an over-long comment',
      { ...valid, comment: 'a'.repeat(FEEDBACK_COMMENT_MAX_LENGTH + 1) },
      `comment is longer than ${FEEDBACK_COMMENT_MAX_LENGTH} characters.`,
    ],
    ['a body that is not an object', [valid], 'The body must be a JSON object.'],
    ['malformed JSON', '{"page": "/x/"', 'The body is not valid JSON.'],
  ])('rejects %s with 400 and the reason', async (_name, body, reason) => {
    const { server, origin } = await start();
    const response = await post(origin, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: reason });
    expect(server.store.count()).toBe(0);
    await server.close();
  });

  it('rejects a body over 16 KB with 413 and a non-JSON body with 415', async () => {
    const { server, origin } = await start();
    const huge = await post(origin, { ...valid, comment: 'a'.repeat(17 * 1024) });
    expect(huge.status).toBe(413);
    const form = await post(origin, 'page=/x/&rating=yes', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(server.store.count()).toBe(0);
    await server.close();
  });

  it('accepts a full comment of four-byte characters (under the byte limit)', async () => {
    const { server, origin } = await start();
    const response = await post(origin, { ...valid, comment: '😀'.repeat(FEEDBACK_COMMENT_MAX_LENGTH / 2) });
    expect(response.status).toBe(201);
    await server.close();
  });

  it('rate-limits each client with 429 and Retry-After', async () => {
    const { server, origin } = await start({ rateLimit: { max: 3, windowMs: 60_000 } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(origin, valid)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await post(origin, valid);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(server.store.count()).toBe(3);
    await server.close();
  });

  it('allows cross-origin posts from the site origin only', async () => {
    const { server, origin } = await start();
    const preflight = await fetch(origin + ENDPOINT, {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    const fromSite = await post(origin, valid, { Origin: SITE_ORIGIN });
    expect(fromSite.status).toBe(201);
    expect(fromSite.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    const sameOrigin = await post(origin, valid, { Origin: origin });
    expect(sameOrigin.status).toBe(201);
    const elsewhere = await post(origin, valid, { Origin: 'https://elsewhere.example' });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(server.store.count()).toBe(2);
    await server.close();
  });

  it('answers the health check and 405 for other methods on the endpoint', async () => {
    const { server, origin } = await start();
    const health = await fetch(`${origin}/feedback-api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(origin + ENDPOINT)).status).toBe(405);
    await server.close();
  });

  it('stores 200 concurrent posts, and keeps every row across a restart', async () => {
    const first = await start({ rateLimit: { max: 1000, windowMs: 60_000 } });
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(first.origin, { ...valid, comment: `comment ${i}` })),
    );
    const ms = performance.now() - started;
    console.info(`200 concurrent posts stored in ${Math.round(ms)} ms (${Math.round(200 / (ms / 1000))} posts/s)`);
    expect(responses.map((response) => response.status)).toEqual(Array(200).fill(201));
    expect(first.server.store.count()).toBe(200);
    await first.server.close();

    const second = await start();
    expect(second.server.store.count()).toBe(200);
    const comments = new Set(second.server.store.all().map((row) => row.comment));
    expect(comments.size).toBe(200);
    expect((await post(second.origin, valid)).status).toBe(201);
    expect(second.server.store.count()).toBe(201);
    await second.server.close();
    // It checks that no post is lost, not how fast they are stored (the log line reports that): on a
    // starved CPU, beside a build, the 200 posts once took longer than jest's 5 s default.
  }, 30_000);

  it('prints counts and the latest comments per page', () => {
    const store = openFeedbackStore(':memory:');
    store.add({ ...valid, rating: 'yes', comment: '' });
    store.add({ ...valid, comment: 'First comment' });
    store.add({ ...valid, comment: 'Second\ncomment' });
    store.add({ ...valid, page: '/x/introduction/', rating: 'yes', comment: '', section: '' });
    const report = feedbackReport(store, 1);
    expect(report).toMatch(/^4 answers on 2 pages\./);
    expect(report).toContain('/x/react-data-grid/sorting/  yes 1  no 2  (33% helpful)');
    expect(report).toMatch(/no #multi-sorting \[en\]: Second comment/);
    expect(report).not.toContain('First comment');
    expect(report).toContain('/x/introduction/  yes 1  no 0  (100% helpful)');
    store.close();
  });
});

describe('static site', () => {
  it('redirects to the trailing-slash URL and outside /x/ to /x/', async () => {
    const { server, origin } = await start();
    const page = await fetch(`${origin}/x/react-data-grid/sorting?a=1`, { redirect: 'manual' });
    expect(page.status).toBe(301);
    expect(page.headers.get('Location')).toBe('/x/react-data-grid/sorting/?a=1');
    const root = await fetch(`${origin}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('Location')).toBe('/x/');
    await server.close();
  });

  it('answers the localized 404 page and never serves a file outside the build', async () => {
    const { server, origin } = await start();
    const english = await fetch(`${origin}/x/missing/`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page not found');
    const chinese = await fetch(`${origin}/x/zh/missing/`);
    expect(chinese.status).toBe(404);
    expect(await chinese.text()).toContain('找不到页面');
    writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    const traversal = await fetch(`${origin}/x/%2e%2e%2fsecret.txt`);
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('secret');
    await server.close();
  });

  it('gzips text, caches hashed assets for a year and revalidates HTML and sw.js', async () => {
    const { server, origin } = await start();
    // Node's fetch decompresses; a raw request shows what is on the wire.
    const http = await import('node:http');
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
      http.get(`${origin}/x/react-data-grid/sorting/`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      });
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(raw.body).toString()).toContain('<title>Sorting</title>');
    const asset = await fetch(`${origin}/x/assets/js/main.0123abcd.js`);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const sw = await fetch(`${origin}/x/sw.js`);
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
    expect(sw.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const etag = sw.headers.get('ETag') ?? '';
    expect((await fetch(`${origin}/x/sw.js`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    await server.close();
  });
});
