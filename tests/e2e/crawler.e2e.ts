// The crawler must fail when a problem exists: it is run here against deliberately broken pages.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launch } from './support/browser';
import { crawl, sitemapUrls } from './support/crawl';
import { seriousViolations } from './support/a11y';

const FIXTURES: Record<string, string> = {
  '/clean/':
    '<!doctype html><html lang="en" data-has-hydrated="true"><title>Clean</title><main><h1>Fine</h1></main></html>',
  '/console-error/':
    '<!doctype html><html lang="en" data-has-hydrated="true"><title>Error</title><script>console.error("Something broke")</script></html>',
  '/throws/':
    '<!doctype html><html lang="en" data-has-hydrated="true"><title>Throws</title><script>throw new Error("Uncaught on purpose")</script></html>',
  '/broken-asset/':
    '<!doctype html><html lang="en" data-has-hydrated="true"><title>Missing</title><img src="/missing.png" alt="gone"></html>',
  '/tracker/':
    '<!doctype html><html lang="en" data-has-hydrated="true"><title>Tracker</title><img src="https://tracker.invalid/pixel.gif" alt=""></html>',
  '/missing-alt/':
    '<!doctype html><html lang="en" data-has-hydrated="true"><title>No alt</title><main><h1>Logo</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></main></html>',
  // A demo page whose renderer stops answering once the pointer moves: a synchronous request to an
  // address this server never answers blocks its main thread, the way a hung page does.
  '/stalls/':
    '<!doctype html><html lang="en" data-has-hydrated="true"><title>Stalls</title><section data-demo>Demo</section><script>addEventListener("mousemove", () => { const request = new XMLHttpRequest(); request.open("GET", "/never/", false); request.send(); })</script></html>',
  '/allowed/':
    '<!doctype html><html lang="en" data-has-hydrated="true"><title>Allowed</title><script>console.error("MUI X: Missing license key.")</script></html>',
};

let browser: Browser;
let server: http.Server;
let origin: string;
let stallsOnceVisits = 0;

beforeAll(async () => {
  browser = await launch();
  server = http.createServer((req, res) => {
    // Chromium asks every origin for a favicon; the fixtures have none and that is not their problem.
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    if (req.url === '/never/') return;
    if (req.url === '/stalls-once/') {
      stallsOnceVisits += 1;
      const body = stallsOnceVisits === 1 ? FIXTURES['/stalls/']! : FIXTURES['/clean/']!;
      return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(body);
    }
    const body = FIXTURES[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser.close();
  server.closeAllConnections();
  server.close();
});

describe('the crawler', () => {
  it('reports each kind of problem and nothing on a clean page', async () => {
    const reports = await crawl(
      browser,
      Object.keys(FIXTURES)
        .filter((path) => path !== '/stalls/')
        .map((path) => origin + path),
      { origin, allowed: [/MUI X: Missing license key/], concurrency: 2 },
    );
    const byPath = Object.fromEntries(reports.map((report) => [new URL(report.url).pathname, report.problems]));
    expect(byPath['/clean/']).toEqual([]);
    expect(byPath['/allowed/']).toEqual([]);
    expect(byPath['/console-error/']).toEqual(['console.error: Something broke']);
    expect(byPath['/throws/']).toEqual(['uncaught: Uncaught on purpose']);
    expect(byPath['/broken-asset/']).toContain(`HTTP 404: ${origin}/missing.png`);
    expect(byPath['/tracker/']).toContain('request to another origin: https://tracker.invalid/pixel.gif');
  });

  it('reports a page that stops answering twice, retries one that stops once, and goes on', async () => {
    const reports = await crawl(browser, [`${origin}/stalls/`, `${origin}/stalls-once/`, `${origin}/clean/`], {
      origin,
      allowed: [],
      concurrency: 1,
      pageTimeoutMs: 3_000,
    });
    const byPath = Object.fromEntries(reports.map((report) => [new URL(report.url).pathname, report.problems]));
    expect(byPath['/stalls/']).toEqual(['stalled: not finished 3 s after it was opened, twice']);
    expect(byPath['/stalls-once/']).toEqual([]);
    expect(Object.fromEntries(reports.map((report) => [new URL(report.url).pathname, report.stalls]))).toEqual({
      '/stalls/': 2,
      '/stalls-once/': 1,
      '/clean/': 0,
    });
    expect(byPath['/clean/']).toEqual([]);
  });

  it('fails the accessibility check on an image without a text alternative, and passes a clean page', async () => {
    const missingAlt = await seriousViolations(browser, `${origin}/missing-alt/`, 'light');
    expect(missingAlt.map((violation) => violation.rule)).toEqual(['image-alt']);
    expect(await seriousViolations(browser, `${origin}/clean/`, 'dark')).toEqual([]);
  });

  it('reads page URLs from a sitemap and serves them from the local origin', () => {
    const xml =
      '<urlset><url><loc>https://docs.example.com/x/introduction/</loc></url><url><loc>https://docs.example.com/x/zh/</loc></url></urlset>';
    expect(sitemapUrls(xml, 'http://127.0.0.1:9')).toEqual([
      'http://127.0.0.1:9/x/introduction/',
      'http://127.0.0.1:9/x/zh/',
    ]);
  });
});
