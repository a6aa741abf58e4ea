import { readFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { searchIndexes, type LoadedIndex } from './src/lib/search/engine';
import { INDEX_OPTIONS } from './src/lib/search/records';
const m = JSON.parse(readFileSync('build/search-index/manifest.json', 'utf8'));
const idx = Object.values(m.indexes).map((f) => MiniSearch.loadJSON(readFileSync('build/search-index/' + f, 'utf8'), INDEX_OPTIONS) as LoadedIndex);
const qs = ['treeData','bar chart','export to excel','date range picker','ch','chec','sorting','checkboxSelection','chekboxSelection','paginaton'];
for (let round = 0; round < 3; round++) {
  const out: string[] = [];
  for (const q of qs) { const t = performance.now(); searchIndexes(idx, q, { current: 'x-charts', limit: 20 }); out.push(`${q}:${(performance.now() - t).toFixed(1)}`); }
  console.log(out.join(' '));
}
