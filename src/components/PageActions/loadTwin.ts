// The text of a page's Markdown twin, fetched once per page and kept while the reader stays on the
// site: the menu is remounted each time it opens, and reopening it should not fetch the page again.

const twins = new Map<string, Promise<string>>();

/** The twin at `path`; rejects when there is none to fetch, and the next call then tries again. */
export function loadTwin(path: string): Promise<string> {
  let twin = twins.get(path);
  if (!twin) {
    twin = fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      // A server that answers every path with the app (the dev server does) has no twin to give.
      if (response.headers.get('content-type')?.includes('text/html')) throw new Error(`${path}: not Markdown`);
      return response.text();
    });
    twins.set(path, twin);
    twin.catch(() => twins.delete(path));
  }
  return twin;
}
