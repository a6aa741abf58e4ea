// From built pages to index files: records per product, one MiniSearch index each, written under
// <outDir>/search-index/ (in the format of src/lib/search/indexFile.ts) with a content hash in the
// name, plus the manifest the client reads.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import type { ProductId } from '../../src/lib/navigation';
import { INDEX_OPTIONS, toIndexedDocument, type SearchRecord } from '../../src/lib/search/records';
import { SEARCH_INDEX_DIR, type SearchManifest } from '../../src/lib/search/manifest';
import { encodeIndexFile } from '../../src/lib/search/indexFile';

export function buildIndex(records: readonly SearchRecord[]): MiniSearch<ReturnType<typeof toIndexedDocument>> {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(records.map(toIndexedDocument));
  return index;
}

export interface WrittenIndex {
  readonly product: ProductId;
  readonly file: string;
  readonly records: number;
  readonly bytes: number;
}

/** Writes one index per product and the manifest; returns what it wrote. */
export async function writeIndexes(
  outDir: string,
  locale: string,
  records: readonly SearchRecord[],
): Promise<WrittenIndex[]> {
  const dir = path.join(outDir, SEARCH_INDEX_DIR);
  await fs.mkdir(dir, { recursive: true });
  const byProduct = new Map<ProductId, SearchRecord[]>();
  for (const record of records) {
    const list = byProduct.get(record.product) ?? [];
    list.push(record);
    byProduct.set(record.product, list);
  }
  const written: WrittenIndex[] = [];
  for (const [product, list] of byProduct) {
    const json = JSON.stringify(encodeIndexFile(buildIndex(list), product));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${product}.${hash}.json`;
    await fs.writeFile(path.join(dir, file), json);
    written.push({ product, file, records: list.length, bytes: Buffer.byteLength(json) });
  }
  const manifest: SearchManifest = {
    locale,
    indexes: Object.fromEntries(written.map(({ product, file }) => [product, file])),
  };
  await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  return written;
}
