// `npm run bench`: production build (cold and warm) time and peak memory, first-load JavaScript and
// Lighthouse (mobile) of one page per template, two of them again beside a stock Docusaurus site
// (bench/peer.mjs), client-side navigation, chart paint after load, and search (index sizes,
// keystroke latency). Writes bench/results/latest.json (first-load details in first-load.json).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { writeResult } from './servedBuild.mjs';
import { measureNavigation } from './navigation.mjs';
import { LIGHTHOUSE_BUDGETS, LIGHTHOUSE_PAGES, measureLighthouse } from './lighthouse.mjs';
import { benchSearch } from './search.mjs';
import { CHART_PAINT_BUDGET_MS, measureChartPaint } from './chart-paint.mjs';
import { measurePeer } from './peer.mjs';
import { printPeerComparison } from './peerCompare.mjs';

function timedBuild(label) {
  const timeBin = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-v'] : [];
  const started = Date.now();
  // `npm run build` (one process per locale); GNU time reports the largest process's peak.
  const result = spawnSync(
    timeBin[0] ?? 'node',
    [...timeBin.slice(1), ...(timeBin.length ? ['node'] : []), 'scripts/build.mjs'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`${label} build failed:\n${result.stderr.slice(-2000)}`);
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
  return {
    label,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    peakMB: peak ? Math.round(Number(peak[1]) / 1024) : null,
  };
}

const builds = [];
rmSync('.docusaurus', { recursive: true, force: true });
rmSync('node_modules/.cache', { recursive: true, force: true });
builds.push(timedBuild('cold (en + zh)'));
builds.push(timedBuild('warm (en + zh)'));

const firstLoad = spawnSync('node', ['bench/first-load.mjs', ...Object.values(LIGHTHOUSE_PAGES)], { stdio: 'inherit' });
if (firstLoad.status !== 0) throw new Error('first-load measurement failed');

const lighthouse = await measureLighthouse();
// Runs interleaved with a stock Docusaurus site's: the ratios hold when the machine slows down.
const peer = await measurePeer();
const navigation = await measureNavigation();
const chartPaint = await measureChartPaint();
const search = await benchSearch();
console.table(builds);
console.table(lighthouse);
printPeerComparison(peer);
console.table([navigation]);
console.table(chartPaint);
console.table([{ largestIndexGzipKB: search.largestIndexGzipKB, ...search.latency }]);

writeResult('latest', {
  budgets: {
    buildSeconds: 480,
    buildPeakMB: 4096,
    navigationMs: 100,
    chartPaintAfterLoadMs: CHART_PAINT_BUDGET_MS,
    lighthouse: LIGHTHOUSE_BUDGETS,
    searchIndexGzipKB: 300,
    searchMs: 30,
  },
  builds,
  lighthouse,
  peer,
  navigation,
  chartPaint,
  search,
  firstLoad: 'bench/results/first-load.json',
});
