// Every page of the built site, English and Chinese, opened in Chromium: no console error or
// warning, no uncaught error, no failed request, and nothing requested from another origin. English
// pages are scrolled through so every demo runs; Chinese pages, which render the same demos, are
// checked through hydration and their first screen (CRAWL_FULL=true scrolls them too).
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { SITE, launch } from './support/browser';
import { crawl, sitemapUrls } from './support/crawl';

/** The only messages allowed anywhere, each with its reason. */
const ALLOWED: readonly RegExp[] = [
  // The library's own notice on Pro and Premium demos while no licence key is configured.
  /MUI X: Missing license key/,
];

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

it('opens every page of the site without a problem', async () => {
  const urls = ['build/sitemap.xml', 'build/zh/sitemap.xml'].flatMap((file) =>
    sitemapUrls(readFileSync(file, 'utf8'), SITE),
  );
  const started = Date.now();
  const light = process.env.CRAWL_FULL === 'true' ? () => false : (url: string) => url.startsWith(`${SITE}/x/zh/`);
  const reports = await crawl(browser, urls, { origin: SITE, allowed: ALLOWED, concurrency: 2, light });
  const seconds = Math.round((Date.now() - started) / 1000);
  const slowest = [...reports].sort((a, b) => b.duration - a.duration).slice(0, 10);
  console.info(
    `Crawled ${reports.length} pages in ${seconds} s. Slowest:\n` +
      slowest.map((report) => `  ${(report.duration / 1000).toFixed(1)} s ${report.url}`).join('\n'),
  );
  const stalledOnce = reports.filter((report) => report.stalls === 1).map((report) => report.url);
  if (stalledOnce.length > 0) console.info(`Stalled once, then finished in a fresh context: ${stalledOnce.join(', ')}`);
  expect(reports.length).toBeGreaterThan(300);
  // One line per problem, so a failure reads in full in CI's shortened log.
  expect(reports.flatMap((report) => report.problems.map((problem) => `${report.url}: ${problem}`))).toEqual([]);
}, 1_800_000);
