// Docusaurus's chunk prefetcher (lib/client/prefetch.js), fetching each file once; routePrefetcher.ts
// calls it. Docusaurus prefetches the chunks of every route a visible link points to, and remembers
// routes, not files: the docs layout chunks every route shares were requested once per link (281
// <link> elements for 15 files on a Data Grid page, each appended to <head> while the page was
// becoming interactive).
const requested = new Map<string, Promise<void>>();

function alreadyFetched(url: string): boolean {
  // A resource timing entry means the file is in the HTTP cache (loaded by this page already).
  return performance.getEntriesByName(new URL(url, window.location.href).href, 'resource').length > 0;
}

function prefetchWithLink(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    // A failed prefetch only means the route loads on click; the browser logs the 404 itself.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

export default function prefetch(url: string): Promise<void> {
  let pending = requested.get(url);
  if (!pending) {
    pending = alreadyFetched(url) ? Promise.resolve() : prefetchWithLink(url);
    requested.set(url, pending);
  }
  return pending;
}
