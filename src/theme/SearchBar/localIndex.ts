// The browser side of local search, loaded with the modal (never on first load): fetches the
// manifest and the index files of the locale, loads them into MiniSearch, and answers queries.
import type { ProductId } from '@site/src/lib/navigation';
import { searchIndexes, type LoadedIndex } from '@site/src/lib/search/engine';
import { loadIndexFile } from '@site/src/lib/search/indexFile';
import { indexUrl, manifestUrl, orderedIndexFiles, type SearchManifest } from '@site/src/lib/search/manifest';
import { createLocalSearchClient, toDocSearchHit, type LocalDocSearchHit } from '@site/src/lib/search/docsearchHits';

const loaded = new Map<string, Promise<LoadedIndex[]>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index: ${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

/** Every index of the locale at `baseUrl`, fetched once per page load. */
export function loadIndexes(baseUrl: string, current?: ProductId): Promise<LoadedIndex[]> {
  let promise = loaded.get(baseUrl);
  if (!promise) {
    promise = (async () => {
      const manifest = await fetchJson<SearchManifest>(manifestUrl(baseUrl));
      const files = orderedIndexFiles(manifest, current);
      const texts = await Promise.all(
        files.map(async (file) => {
          const response = await fetch(indexUrl(baseUrl, file));
          if (!response.ok) throw new Error(`Search index: ${file} answered ${response.status}.`);
          return response.text();
        }),
      );
      return texts.map(loadIndexFile);
    })();
    promise.catch(() => loaded.delete(baseUrl)); // Try again on the next query.
    loaded.set(baseUrl, promise);
  }
  return promise;
}

/** The client the modal gets through `transformSearchClient`. */
export function createClient(baseUrl: string, current: ProductId, origin: string) {
  return createLocalSearchClient<LocalDocSearchHit>(async (query, hitsPerPage) => {
    const indexes = await loadIndexes(baseUrl, current);
    return searchIndexes(indexes, query, { current, limit: hitsPerPage }).map((hit) =>
      toDocSearchHit(hit, query, origin),
    );
  });
}
