// First-load JavaScript of built pages: every script the browser fetches before Docusaurus marks
// the page hydrated (data-has-hydrated="true"); prefetches of linked pages start after that.
// Usage: node bench/first-load.mjs [/x/introduction/ ...]   (needs a build; serves it itself)
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { createStaticServer } from '../server/static.mjs';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/x/introduction/', '/x/react-data-grid/sorting/'];
const server = createStaticServer('build').listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});

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
await browser.close();
server.close();

console.table(results);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/first-load.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`, budgetGzipKB: 150, results }, null, 2)}\n`,
);
