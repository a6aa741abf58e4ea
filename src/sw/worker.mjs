// The site's part of the service worker (plugin-pwa's `swCustom`): runtime caching of what a reader
// visits, so a visited page, its assets and the search index work offline. plugin-pwa's own worker
// precaches the app shell (filtered by isAppShellFile) and answers those requests itself; this code
// leaves them alone. Not type-checked: the worker's globals (webworker lib) clash with the DOM lib
// the rest of the project is checked with; the rules it applies are typed and unit tested.
import { CACHE_LIMITS, CACHE_NAMES, runtimeCacheFor } from './rules.mjs';

/** A page that takes longer than this, with a cached copy at hand, is served from the cache. */
const NETWORK_TIMEOUT_MS = 4000;

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

function scopePath() {
  return new URL(sw.registration.scope).pathname;
}

/** Only complete, same-origin, non-redirected answers are worth keeping. */
function cacheable(response) {
  return response.ok && response.type === 'basic' && !response.redirected;
}

function cacheKey(url) {
  const key = new URL(url);
  key.hash = '';
  // Pages are the same whatever their query (?demo state, tracking); assets are addressed exactly.
  if (key.pathname.endsWith('/') || key.pathname.endsWith('.html')) key.search = '';
  return key.href;
}

async function trim(cacheName, limit) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

async function store(kind, key, response) {
  if (!cacheable(response)) return;
  const cache = await caches.open(CACHE_NAMES[kind]);
  await cache.put(key, response);
  await trim(CACHE_NAMES[kind], CACHE_LIMITS[kind]);
}

/** Pages: the network first (the newest text), the cache when offline or slow. */
async function networkFirst(event, kind, key) {
  const cached = caches.match(key, { cacheName: CACHE_NAMES[kind] });
  const network = fetch(event.request).then((response) => {
    event.waitUntil(store(kind, key, response.clone()));
    return response;
  });
  // Settled either way, so a late failure after the cache answered is not an unhandled rejection.
  network.catch(() => undefined);
  const timeout = new Promise((resolve) => setTimeout(() => resolve(undefined), NETWORK_TIMEOUT_MS));
  try {
    const first = await Promise.race([network, timeout.then(() => cached)]);
    if (first) return first;
    return await network;
  } catch (error) {
    const fallback = await cached;
    if (fallback) return fallback;
    throw error;
  }
}

/** Hashed assets never change: the cache first. */
async function cacheFirst(event, kind, key) {
  const cached = await caches.match(key, { cacheName: CACHE_NAMES[kind] });
  if (cached) return cached;
  const response = await fetch(event.request);
  event.waitUntil(store(kind, key, response.clone()));
  return response;
}

/** The search index and other files: the cached copy at once, refreshed in the background. */
async function staleWhileRevalidate(event, kind, key) {
  const cached = await caches.match(key, { cacheName: CACHE_NAMES[kind] });
  const network = fetch(event.request).then((response) => {
    event.waitUntil(store(kind, key, response.clone()));
    return response;
  });
  if (cached) {
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }
  return network;
}

/** Caches what a page loaded before this worker controlled it (sent by src/sw/registration.ts). */
async function cacheUrls(urls) {
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(href, sw.location.href);
      const kind = runtimeCacheFor(url, scopePath(), sw.location.origin);
      if (!kind) return;
      const key = cacheKey(url);
      if (await caches.match(key, { cacheName: CACHE_NAMES[kind] })) return;
      try {
        await store(kind, key, await fetch(url.href, { credentials: 'same-origin' }));
      } catch {
        // Offline already: it will be cached on the next visit.
      }
    }),
  );
}

export default function customServiceWorker() {
  sw.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    const kind = runtimeCacheFor(url, scopePath(), sw.location.origin);
    if (!kind) return;
    const key = cacheKey(url);
    if (kind === 'pages') event.respondWith(networkFirst(event, kind, key));
    else if (kind === 'assets') event.respondWith(cacheFirst(event, kind, key));
    else event.respondWith(staleWhileRevalidate(event, kind, key));
  });

  sw.addEventListener('message', (event) => {
    if (event.data?.type === 'CACHE_URLS' && Array.isArray(event.data.urls)) {
      event.waitUntil(cacheUrls(event.data.urls.filter((url) => typeof url === 'string')));
    }
  });

  // Take control of pages opened before the first install, so what they load next is cached too.
  sw.addEventListener('activate', (event) => {
    const current = new Set(Object.values(CACHE_NAMES));
    event.waitUntil(
      Promise.all([
        sw.clients.claim(),
        caches
          .keys()
          .then((names) =>
            Promise.all(
              names
                .filter((name) => name.startsWith('mui-x-docs-') && !current.has(name))
                .map((name) => caches.delete(name)),
            ),
          ),
      ]),
    );
  });
}
