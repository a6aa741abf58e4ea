// Where a page's main-thread time goes under Lighthouse's mobile throttling: one run per page, with
// the work by kind (style and layout, script evaluation, parsing...), the long tasks with the script
// they ran, the script cost per file and the DOM size. For finding what a TBT figure is made of
// before changing anything; `npm run bench` gives the medians that budgets are judged by.
// Usage: node bench/lighthouse-breakdown.mjs /x/api/data-grid/data-grid/ [...]   (needs a build)
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { openServedBuild } from './servedBuild.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: node bench/lighthouse-breakdown.mjs <path> [...]');
  process.exit(2);
}

const items = (lhr, audit) => lhr.audits[audit]?.details?.items ?? [];
const shortUrl = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url));

const { origin, close } = await openServedBuild();
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});
try {
  for (const path of paths) {
    const { lhr } = await lighthouse(origin + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audit = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    console.log(
      `\n${path}: score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}, ` +
        `host CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
    );
    console.log(
      `FCP ${audit('first-contentful-paint')} ms, LCP ${audit('largest-contentful-paint')} ms, ` +
        `TBT ${audit('total-blocking-time')} ms, DOM ${audit('dom-size')} elements`,
    );
    // The simulated figures above come from the observed trace's dependency graph: a late observed
    // paint pulls every request that finished before it into the simulated path.
    const observed = items(lhr, 'metrics')[0] ?? {};
    console.log(
      `observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, ` +
        `DOMContentLoaded ${observed.observedDomContentLoaded} ms, load ${observed.observedLoad} ms`,
    );
    const lcpElement = items(lhr, 'largest-contentful-paint-element')[0]?.items?.[0]?.node;
    if (lcpElement) console.log(`LCP element: ${lcpElement.selector} "${String(lcpElement.snippet).slice(0, 100)}"`);
    console.table(
      items(lhr, 'mainthread-work-breakdown').map((item) => ({ work: item.groupLabel, ms: Math.round(item.duration) })),
    );
    console.table(
      items(lhr, 'bootup-time').map((item) => ({
        script: shortUrl(item.url),
        totalMs: Math.round(item.total),
        evalMs: Math.round(item.scripting),
        parseMs: Math.round(item.scriptParseCompile),
      })),
    );
    console.table(
      items(lhr, 'long-tasks').map((item) => ({
        startMs: Math.round(item.startTime),
        ms: Math.round(item.duration),
        script: shortUrl(item.url),
      })),
    );
  }
} finally {
  await chrome.kill();
  await close();
}
