// @ts-check
// The built site under /x/, as it is deployed: immutable caching for hashed assets, revalidation
// for everything else (HTML, sw.js), 301 to the trailing-slash URL, the localized 404 page, and no
// path outside build/. `docusaurus serve` is not used: it redirects any asset whose extension is
// longer than four characters (our .woff2 fonts) to a path with a trailing slash, which then 404s.
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { markdownTwinPath } from '../src/lib/markdownTwin.mjs';

export const BASE_URL = '/x/';

/** @type {Readonly<Record<string, string>>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/**
 * @param {string} file
 * @returns {Promise<import('node:fs').Stats | null>}
 */
async function fileStats(file) {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * The file a request path maps to, or null; never outside the build folder.
 * @param {string} buildDir absolute
 * @param {string} urlPath starting with BASE_URL
 * @returns {Promise<string | null>}
 */
export async function resolveFile(buildDir, urlPath) {
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(BASE_URL.length));
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  const target = path.resolve(buildDir, relative);
  if (target !== buildDir && !target.startsWith(buildDir + path.sep)) return null;
  if (relative === '' || relative.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return (await fileStats(index)) ? index : null;
  }
  return (await fileStats(target)) ? target : null;
}

/**
 * Hashed bundles never change under their name; every other file is revalidated (its ETag makes
 * that a 304), so a new deployment and a new sw.js are seen at once.
 * @param {string} buildDir
 * @param {string} file
 */
export function cacheControl(buildDir, file) {
  const relative = path.relative(buildDir, file).split(path.sep);
  return relative.includes('assets') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {import('hono').Context} c
 * @param {string} buildDir
 * @param {number} status
 * @param {string} file
 */
async function sendFile(c, buildDir, status, file) {
  const stats = await fileStats(file);
  if (!stats) return c.text('Not found', 404);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const isPage = file.endsWith('.html');
  const isTwin = file.endsWith('.md');
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(buildDir, file),
    ETag: etag,
    // A page URL answers with HTML or, asked for text/markdown, with its twin.
    Vary: isPage || isTwin ? 'Accept, Accept-Encoding' : 'Accept-Encoding',
  };
  // The twins are copies of the pages for tools and agents, not pages of their own for search engines.
  if (isTwin) headers['X-Robots-Tag'] = 'noindex';
  if (status === 200 && c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, /** @type {200 | 404} */ (status), headers);
  // Node's Readable.toWeb is typed with the DOM stream of @types/node, which TypeScript's DOM lib
  // calls a different type; they are the same object at runtime.
  const body = /** @type {ReadableStream<Uint8Array>} */ (
    /** @type {unknown} */ (Readable.toWeb(createReadStream(file)))
  );
  return c.body(body, /** @type {200 | 404} */ (status), { ...headers, 'Content-Length': String(stats.size) });
}

/**
 * Whether a request asks for Markdown before HTML (`Accept: text/markdown`, or a higher q for it).
 * @param {string | undefined} accept
 */
export function prefersMarkdown(accept) {
  if (!accept) return false;
  /** @type {Map<string, number>} */
  const quality = new Map();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    quality.set(type.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const markdown = quality.get('text/markdown') ?? 0;
  return markdown > 0 && markdown >= (quality.get('text/html') ?? 0);
}

/**
 * The handler for every path under BASE_URL.
 * @param {string} buildDir
 * @returns {import('hono').Handler}
 */
export function staticSite(buildDir) {
  const root = path.resolve(buildDir);
  return async (c) => {
    const { pathname, search } = new URL(c.req.url);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      return c.text('Method not allowed', 405);
    }
    if (pathname.endsWith('/') && prefersMarkdown(c.req.header('Accept'))) {
      const twin = await resolveFile(root, markdownTwinPath(pathname));
      if (twin) return sendFile(c, root, 200, twin);
    }
    const file = await resolveFile(root, pathname);
    if (file) return sendFile(c, root, 200, file);
    // A page path without its trailing slash: redirect to the canonical URL.
    if (!path.extname(pathname) && (await resolveFile(root, `${pathname}/`))) {
      return c.redirect(`${pathname}/${search}`, 301);
    }
    const localized = path.join(root, pathname.startsWith(`${BASE_URL}zh/`) ? 'zh' : '', '404.html');
    const notFoundPage = (await fileStats(localized)) ? localized : path.join(root, '404.html');
    if (await fileStats(notFoundPage)) return sendFile(c, root, 404, notFoundPage);
    return c.text('Not found', 404);
  };
}
