// Relevance of the built search index: each query of tests/search-relevance/queries.json must find
// its page in the top 3, for at least 90% of the queries. Runs after the build (npm test), in Node:
// it loads the index files the browser would fetch and queries them with the same code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductId } from '@site/src/lib/navigation';
import { searchIndexes, type LoadedIndex } from '@site/src/lib/search/engine';
import { loadIndexFile } from '@site/src/lib/search/indexFile';
import { MANIFEST_FILE, SEARCH_INDEX_DIR, type SearchManifest } from '@site/src/lib/search/manifest';

interface RelevanceQuery {
  readonly query: string;
  readonly expected: string | readonly string[];
  readonly product?: ProductId;
  readonly locale?: string;
}

const REQUIRED_SHARE = 0.9;
const { queries } = JSON.parse(readFileSync('tests/search-relevance/queries.json', 'utf8')) as {
  queries: RelevanceQuery[];
};

function loadLocale(locale: string): LoadedIndex[] | null {
  const dir = path.join('build', locale === 'en' ? '' : locale, SEARCH_INDEX_DIR);
  if (!existsSync(path.join(dir, MANIFEST_FILE))) return null;
  const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as SearchManifest;
  return Object.values(manifest.indexes).map(
    (file) => loadIndexFile(readFileSync(path.join(dir, file), 'utf8')),
  );
}

it('finds the expected page in the top 3 for at least 90% of the queries', () => {
  const indexes = new Map<string, LoadedIndex[] | null>();
  const failures: string[] = [];
  let checked = 0;
  for (const { query, expected, product, locale = 'en' } of queries) {
    if (!indexes.has(locale)) indexes.set(locale, loadLocale(locale));
    const loaded = indexes.get(locale);
    if (!loaded) {
      if (locale === 'en') throw new Error('No search index in build/: run `npm run build` first.');
      console.warn(`Skipping "${query}": the ${locale} site is not in build/ (built with DOCS_LOCALES?).`);
      continue;
    }
    checked += 1;
    const pages = [
      ...new Set(
        searchIndexes(loaded, query, { current: product, limit: 30 }).map((hit) => hit.record.url.split('#')[0]),
      ),
    ];
    const wanted = typeof expected === 'string' ? [expected] : expected;
    if (!pages.slice(0, 3).some((page) => wanted.includes(page!))) {
      failures.push(
        `"${query}" (${locale}${product ? `, on ${product}` : ''}): wanted ${wanted.join(' or ')}, got ${pages.slice(0, 3).join(', ') || 'nothing'}`,
      );
    }
  }
  const share = (checked - failures.length) / checked;
  console.info(
    `Search relevance: ${checked - failures.length}/${checked} (${Math.round(share * 100)}%) in the top 3.${failures.length ? `\n${failures.join('\n')}` : ''}`,
  );
  expect(queries.length).toBeGreaterThanOrEqual(40);
  expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
});
