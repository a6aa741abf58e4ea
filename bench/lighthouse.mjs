// Lighthouse (mobile preset) on one page per template, served gzip-compressed by server/: the
// median of 5 runs of the performance score, LCP, TBT and CLS, and the lowest and highest TBT.
// TBT on this machine varies by more than 100 ms between runs of the same build (one Data Grid
// page: 115 to 476 ms over 8 runs), so the spread is part of the result.
// Usage: node bench/lighthouse.mjs [/x/introduction/ ...]   (needs a build; serves it itself)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { median, openServedBuild, writeResult } from './servedBuild.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

export const LIGHTHOUSE_PAGES = {
  'text guide': '/x/introduction/',
  'Data Grid demos': '/x/react-data-grid/sorting/',
  'pickers demos': '/x/react-date-pickers/date-picker/',
  'charts demos': '/x/react-charts/bars/',
  'tree view demos': '/x/react-tree-view/rich-tree-view/selection/',
  'API page': '/x/api/data-grid/data-grid/',
};
export const RUNS = 5;
export const LIGHTHOUSE_BUDGETS = { textScore: 98, demoScore: 92, dataGridTbtMs: 150, cls: 0 };

/** The Chrome every Lighthouse run drives (the peer comparison uses the same one). */
export function launchLighthouseChrome() {
  return chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
}

/** One Lighthouse run (mobile preset, performance only) of a page, in the figures we report. */
export async function lighthouseRun(chromePort, url) {
  const { lhr } = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  // A page that failed to load (a 404, a build being rewritten) would count as a score of 0.
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code}`);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    cls: +(lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3),
    hostIndex: lhr.environment.benchmarkIndex,
  };
}

export async function measureLighthouse(pages = LIGHTHOUSE_PAGES) {
  const { origin, close } = await openServedBuild();
  const chrome = await launchLighthouseChrome();
  const results = [];
  try {
    for (const [template, path] of Object.entries(pages)) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(chrome.port, origin + path));
      results.push({
        template,
        path,
        score: median(runs.map((r) => r.score)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        tbtMinMs: Math.min(...runs.map((r) => r.tbtMs)),
        tbtMaxMs: Math.max(...runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
        // Lighthouse's own measure of the host CPU: simulated TBT scales with the host's speed, and
        // this machine's has varied by 1.5x within an hour, so a figure is read beside its index.
        hostIndex: Math.round(median(runs.map((r) => r.hostIndex))),
      });
    }
  } finally {
    await chrome.kill();
    await close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requested = process.argv.slice(2);
  const results = await measureLighthouse(
    requested.length ? Object.fromEntries(requested.map((path) => [path, path])) : LIGHTHOUSE_PAGES,
  );
  console.table(results);
  writeResult('lighthouse', {
    budgets: LIGHTHOUSE_BUDGETS,
    results,
  });
}
