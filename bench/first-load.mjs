// First-load JavaScript of built pages: every script the browser fetches before Docusaurus marks
// the page hydrated (data-has-hydrated="true"); prefetches of linked pages start after that.
// Usage: node bench/first-load.mjs [/x/introduction/ ...]   (needs a build; serves it itself)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { openServedBuild, writeResult } from './servedBuild.mjs';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/x/introduction/', '/x/react-data-grid/sorting/'];
const { origin, browser, close } = await openServedBuild();

const results = [];
for (const path of pages) {
  const page = await browser.newPage();
  const scripts = [];
  let hydrated = false;
  page.on('request', (request) => {
    if (!hydrated && request.resourceType() === 'script' && request.url().startsWith(origin))
      scripts.push(request.url());
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  hydrated = true;
  let raw = 0;
  let gzip = 0;
  for (const url of new Set(scripts)) {
    const bytes = readFileSync(`build${new URL(url).pathname.replace(/^\/x/, '')}`);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  results.push({
    path,
    files: new Set(scripts).size,
    rawKB: +(raw / 1024).toFixed(1),
    gzipKB: +(gzip / 1024).toFixed(1),
  });
  await page.close();
}
await close();

console.table(results);
writeResult('first-load', { budgetGzipKB: 150, results });
