/** Every link to another site in the given pages: URL → the routes that link to it, sorted. */
export function externalLinks(
  pages: readonly { route: string; html: string }[],
  siteOrigin: string,
): Record<string, string[]> {
  const found = new Map<string, Set<string>>();
  for (const { route, html } of pages) {
    // The minified HTML drops the quotes around attribute values where it can.
    for (const [, quoted, bare] of html.matchAll(/<a\b[^>]*?\shref=(?:"(https?:\/\/[^"]+)"|(https?:\/\/[^\s>]+))/g)) {
      const url = (quoted ?? bare)!.replace(/&amp;/g, '&');
      if (new URL(url).origin === siteOrigin) continue;
      if (!found.has(url)) found.set(url, new Set());
      found.get(url)!.add(route);
    }
  }
  return Object.fromEntries(
    [...found.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([url, routes]) => [url, [...routes].sort()]),
  );
}
