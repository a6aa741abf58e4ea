// First-load JavaScript of built pages: every script the browser fetches before Docusaurus marks
// the page hydrated (data-has-hydrated="true"); prefetches of linked pages start after that.
// Usage: node bench/first-load.mjs [--files] [/x/introduction/ ...]   (needs a build; serves it itself)
// --files lists each page's scripts with their gzip size, to see which chunk grew.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openServedBuild, writeResult } from './servedBuild.mjs';

const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const pathArgs = args.filter((arg) => arg !== '--files');
const pages = pathArgs.length ? pathArgs : ['/x/introduction/', '/x/react-data-grid/sorting/'];
const { origin, browser, close } = await openServedBuild();

const results = [];
for (const path of pages) {
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
  await page.goto(origin + path, { waitUntil: 'load' });
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
    const bytes = readFileSync(`build${file}`);
    const gzipBytes = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gzipBytes;
    files.push({ file, gzipKB: +(gzipBytes / 1024).toFixed(1) });
  }
  if (listFiles) {
    console.log(path);
    console.table(files.sort((a, b) => b.gzipKB - a.gzipKB));
  }
  results.push({
    path,
    files: ownScripts.length,
    rawKB: +(raw / 1024).toFixed(1),
    gzipKB: +(gzip / 1024).toFixed(1),
  });
  await page.close();
}
await close();

console.table(results);
writeResult('first-load', { budgetGzipKB: 150, results });
