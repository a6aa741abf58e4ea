// The first frame waits for the whole layout (src/lib/firstRender.ts). A proxy in front of the
// site sends a page's HTML in two parts with a pause between them, as a slow network or a busy
// phone's parser would: the browser must not paint the first part on its own, or what it painted
// moves when the rest arrives. The same page without the render-blocking tag proves the pause
// is long enough for the browser to paint early.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch, SITE } from './support/browser';
import type { Browser } from 'playwright-core';

const PAGE = '/x/react-data-grid/sorting/';
const PAUSE_MS = 2_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Serves the site, sending PAGE's HTML cut before its article, the rest after PAUSE_MS. */
async function splitPageProxy(transform: (html: string) => string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${SITE}${request.url}`);
      if (request.url !== PAGE) {
        response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = transform(await upstream.text());
      const cut = html.indexOf('<article');
      expect(cut).toBeGreaterThan(0);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** When the browser first painted PAGE, in ms from navigation start. */
async function firstPaint(transform: (html: string) => string): Promise<number> {
  const proxy = await splitPageProxy(transform);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${proxy.origin}${PAGE}`, { waitUntil: 'load' });
    return await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    );
  } finally {
    await context.close();
    await proxy.close();
  }
}

const withoutRenderBlocking = (html: string) => html.replace(/<link[^>]*\brel=["']?expect\b[^>]*>/, '');

it('paints a page only once its whole layout has arrived', async () => {
  expect(await firstPaint((html) => html)).toBeGreaterThanOrEqual(PAUSE_MS);
}, 30_000);

it('(control) paints the first part early without the render-blocking tag', async () => {
  expect(await firstPaint(withoutRenderBlocking)).toBeLessThan(PAUSE_MS);
}, 30_000);
