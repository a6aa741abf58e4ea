// Search: size of every index file (raw and gzip) of the last build, and the time from a keystroke
// in the DocSearch modal to the results drawn, warm index, over 50 queries in Chromium.
// Usage: node bench/search.mjs   (needs a build; serves it itself). Writes bench/results/search.json.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import os from 'node:os';
import { openServedBuild, writeResult } from './servedBuild.mjs';

const BUDGET = { largestIndexGzipKB: 300, latencyMs: 30 };

export function indexSizes(buildDir = 'build') {
  const rows = [];
  for (const locale of ['', 'zh']) {
    const dir = path.join(buildDir, locale, 'search-index');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'manifest.json')) {
      const bytes = readFileSync(path.join(dir, file));
      rows.push({
        locale: locale || 'en',
        file,
        rawKB: +(bytes.length / 1024).toFixed(1),
        gzipKB: +(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1),
      });
    }
  }
  return rows;
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

export async function measureSearch({ runs = 50 } = {}) {
  const { queries } = JSON.parse(readFileSync('tests/search-relevance/queries.json', 'utf8'));
  const english = queries.filter((q) => !q.locale || q.locale === 'en').map((q) => q.query);
  const list = Array.from({ length: runs }, (_, i) => english[i % english.length]);
  const { origin, browser, close } = await openServedBuild();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/x/react-data-grid/sorting/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  // Warm: the index is fetched and parsed on the first query.
  await input.fill('sorting');
  await page.locator('.DocSearch-Hit').first().waitFor();
  await page.evaluate(() => {
    const state = { keydown: 0, lastChange: 0 };
    window.__searchBench = state;
    document.querySelector('.DocSearch-Input').addEventListener('keydown', () => {
      state.keydown = performance.now();
    });
    new MutationObserver(() => {
      state.lastChange = performance.now();
    }).observe(document.querySelector('.DocSearch-Modal'), { childList: true, subtree: true, characterData: true });
  });
  const settle = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () => {
            const { lastChange } = window.__searchBench;
            if (performance.now() - lastChange > 150) resolve();
            else setTimeout(check, 25);
          };
          setTimeout(check, 50);
        }),
    );
  const times = [];
  for (const query of list) {
    await input.fill(query.slice(0, -1));
    await settle();
    await page.evaluate(() => {
      window.__searchBench.lastChange = 0;
    });
    await input.press(query.slice(-1));
    await settle();
    const { keydown, lastChange } = await page.evaluate(() => window.__searchBench);
    times.push(Math.max(0, lastChange - keydown));
  }
  await close();
  times.sort((a, b) => a - b);
  return {
    queries: times.length,
    // Other work on the machine shows in the tail: report how busy it was.
    loadAverage: +os.loadavg()[0].toFixed(1),
    p50Ms: Math.round(percentile(times, 0.5) * 10) / 10,
    p95Ms: Math.round(percentile(times, 0.95) * 10) / 10,
    maxMs: Math.round(times[times.length - 1] * 10) / 10,
    budgetMs: BUDGET.latencyMs,
  };
}

export async function benchSearch() {
  const sizes = indexSizes();
  const latency = await measureSearch();
  const largest = Math.max(...sizes.map((row) => row.gzipKB));
  return { sizes, largestIndexGzipKB: largest, budgetGzipKB: BUDGET.largestIndexGzipKB, latency };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchSearch();
  console.table(result.sizes);
  console.table([{ largestIndexGzipKB: result.largestIndexGzipKB, budgetGzipKB: result.budgetGzipKB }]);
  console.table([result.latency]);
  writeResult('search', result);
}
