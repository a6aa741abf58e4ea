// First-load JavaScript of built pages: every script the browser fetches before Docusaurus marks
// the page hydrated (data-has-hydrated="true"); prefetches of linked pages start after that.
// Usage: node bench/first-load.mjs [--files] [/x/introduction/ ...]   (needs a build; serves it itself)
// --files lists each page's scripts with their gzip size, to see which chunk grew.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openServedBuild, writeResult } from './servedBuild.mjs';

/** ../shared/DESIGN.md: a guide without demos, and a demo page before its demos start. */
export const FIRST_LOAD_BUDGET_GZIP_KB = { text: 150, demos: 165 };

/**
 * Serves a build (ours, or the stock peer's: any Docusaurus build under /x/) and measures each page.
 * @param {{ buildDir?: string, pages: string[], listFiles?: boolean }} options
 */
export async function measureFirstLoad({ buildDir = 'build', pages, listFiles = false }) {
  const { origin, browser, close } = await openServedBuild(buildDir);
  const results = [];
  try {
    for (const pagePath of pages) {
      const page = await browser.newPage();
      // The moment Docusaurus marks the page hydrated, taken in the page itself: a request started
      // after it (an idle prefetch, a lazy widget) is not first-load JavaScript. The init script runs
      // before <html> exists, so it watches the whole document.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (document.documentElement.dataset.hasHydrated !== 'true') return;
          window.hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
      });
      await page.goto(origin + pagePath, { waitUntil: 'load' });
      await page.waitForFunction(() => window.hydratedAt !== undefined);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.initiatorType === 'script' && entry.startTime < window.hydratedAt)
          .map((entry) => entry.name),
      );
      const ownScripts = [...new Set(scripts)].filter((url) => url.startsWith(origin));
      let raw = 0;
      let gzip = 0;
      const files = [];
      for (const url of ownScripts) {
        const file = new URL(url).pathname.replace(/^\/x/, '');
        const bytes = readFileSync(path.join(buildDir, file));
        const gzipBytes = gzipSync(bytes, { level: 9 }).length;
        raw += bytes.length;
        gzip += gzipBytes;
        files.push({ file, gzipKB: +(gzipBytes / 1024).toFixed(1) });
      }
      if (listFiles) {
        console.log(pagePath);
        console.table(files.sort((a, b) => b.gzipKB - a.gzipKB));
      }
      results.push({
        path: pagePath,
        files: ownScripts.length,
        rawKB: +(raw / 1024).toFixed(1),
        gzipKB: +(gzip / 1024).toFixed(1),
      });
      await page.close();
    }
  } finally {
    await close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const pathArgs = args.filter((arg) => arg !== '--files');
  const results = await measureFirstLoad({
    pages: pathArgs.length ? pathArgs : ['/x/introduction/', '/x/react-data-grid/sorting/'],
    listFiles: args.includes('--files'),
  });
  console.table(results);
  writeResult('first-load', { budgetsGzipKB: FIRST_LOAD_BUDGET_GZIP_KB, results });
}
