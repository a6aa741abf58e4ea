// A page paints what has arrived, and nothing it painted moves when the rest arrives. A proxy in
// front of the site sends a page's HTML in two parts with a pause between them, as a slow network
// or a busy phone's parser would. No box may take its size from what is parsed after it: that is
// what lets the first frame go without render blocking (a `<link rel=expect blocking=render>`
// held every page's first paint until the whole layout was parsed, and often long after).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { launch, SITE } from './support/browser';
import type { Browser } from 'playwright-core';

const PAUSE_MS = 2_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Serves the site, sending `page`'s HTML cut where `cutAfter` first appears, the rest after PAUSE_MS. */
async function splitPageProxy(page: string, cutAfter: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${SITE}${request.url}`);
      if (request.url !== page) {
        response.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const html = await upstream.text();
      const cut = html.indexOf(cutAfter) + cutAfter.length;
      expect(cut).toBeGreaterThan(cutAfter.length);
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

interface FirstRender {
  firstPaintMs: number;
  /** Layout shifts before any input: what moved, and how far. */
  shifts: string[];
}

async function loadInTwoParts(page: string, cutAfter: string, phone: boolean): Promise<FirstRender> {
  const proxy = await splitPageProxy(page, cutAfter);
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  try {
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }>) {
          if (entry.hadRecentInput || entry.value === 0) continue;
          for (const { node, previousRect, currentRect } of entry.sources) {
            const name = node instanceof Element ? `${node.tagName}.${node.className}` : (node?.nodeName ?? '?');
            shifts.push(`${name}: (${previousRect.x}, ${previousRect.y}) -> (${currentRect.x}, ${currentRect.y})`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await tab.goto(`${proxy.origin}${page}`, { waitUntil: 'load' });
    await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    return await tab.evaluate(() => ({
      firstPaintMs:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      shifts: (window as unknown as { shifts: string[] }).shifts,
    }));
  } finally {
    await context.close();
    await proxy.close();
  }
}

describe.each([
  ['a guide, cut before its article', '/x/react-data-grid/sorting/', '<main'],
  ['a guide, cut in the navbar', '/x/react-data-grid/sorting/', 'navbar__items--right'],
  ['an API page, cut in the props table', '/x/api/data-grid/data-grid/', '<tbody'],
])('%s', (_name, page, cutAfter) => {
  it.each([
    ['on a phone', true],
    ['on a desktop', false],
  ])(
    '%s: paints the first part at once and nothing moves when the rest arrives',
    async (_viewport, phone) => {
      const { firstPaintMs, shifts } = await loadInTwoParts(page, cutAfter, phone);
      expect(firstPaintMs).toBeLessThan(PAUSE_MS);
      expect(shifts).toEqual([]);
    },
    30_000,
  );
});
