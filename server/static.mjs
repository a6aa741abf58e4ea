// Serves the production build under /x/, gzip-compressed, as the site is deployed. `docusaurus serve`
// is not used: it redirects any asset whose extension is longer than four characters (our .woff2
// fonts) to a path with a trailing slash, which then 404s.
import http from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const BASE_URL = '/x/';

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
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(file) {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a request path maps to, or null; never outside the build folder. */
export async function resolveFile(buildDir, urlPath) {
  const relative = decodeURIComponent(urlPath.slice(BASE_URL.length));
  const target = path.resolve(buildDir, relative);
  if (target !== buildDir && !target.startsWith(buildDir + path.sep)) return null;
  if (relative === '' || relative.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return (await isFile(index)) ? index : null;
  }
  return (await isFile(target)) ? target : null;
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

function send(req, res, status, file) {
  const extension = path.extname(file);
  const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(gzip && { 'Content-Encoding': 'gzip' }),
  });
  const stream = createReadStream(file).on('error', () => res.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

export function createStaticServer(buildDir) {
  const root = path.resolve(buildDir);
  return http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(BASE_URL)) {
      res.writeHead(302, { Location: BASE_URL }).end();
      return;
    }
    const file = await resolveFile(root, url.pathname);
    if (file) {
      send(req, res, 200, file);
      return;
    }
    // A page path without its trailing slash: redirect to the canonical URL.
    if (!path.extname(url.pathname) && (await resolveFile(root, `${url.pathname}/`))) {
      res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
      return;
    }
    const localized = path.join(root, url.pathname.startsWith(`${BASE_URL}zh/`) ? 'zh' : '', '404.html');
    const notFoundPage = (await isFile(localized)) ? localized : path.join(root, '404.html');
    if (await isFile(notFoundPage)) send(req, res, 404, notFoundPage);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  createStaticServer(process.env.BUILD_DIR ?? 'build').listen(port, host, () => {
    console.log(`Serving build/ at http://${host}:${port}${BASE_URL}`);
  });
}
