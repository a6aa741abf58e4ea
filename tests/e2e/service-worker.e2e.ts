// The service worker on the built site. Off on localhost by default (the crawl would see it
// otherwise); with the local opt-in (what SW_ON_LOCALHOST=true does for a build) it registers,
// and a visited page then loads with the server stopped.
import { appendFileSync, copyFileSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SW_ON_LOCALHOST_STORAGE_KEY } from '@site/src/lib/serviceWorker';
import { launch, newContext } from './support/browser';
import { startOwnServer, type OwnServer } from './support/ownServer';

let browser: Browser;
let context: BrowserContext;
let own: OwnServer;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

beforeEach(async () => {
  own = await startOwnServer();
  context = await newContext(browser);
});

afterEach(async () => {
  await context.close();
  await own.dispose();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(own.origin + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return page;
}

it('does not register on localhost by default', async () => {
  const page = await open('/x/introduction/');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length))).toBe(0);
  const worker = await page.request.get(`${own.origin}/x/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

it('registers with the local opt-in, and a visited page loads with the server stopped', async () => {
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), SW_ON_LOCALHOST_STORAGE_KEY);
  const path = '/x/react-data-grid/sorting/';
  const page = await open(path);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${own.origin}/x/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The page was loaded before the worker existed: wait until the worker has cached it.
  await page.waitForFunction(async (url) => Boolean(await caches.match(url)), own.origin + path, { polling: 100 });
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames.some((name) => name.includes('precache'))).toBe(true);

  await own.stop();
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  expect(await page.locator('h1').first().textContent()).toContain('Sorting');
  expect(await page.getByRole('button', { name: 'Yes', exact: true }).count()).toBe(1);
});

it('searches offline once search has been used on a visit', async () => {
  await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), SW_ON_LOCALHOST_STORAGE_KEY);
  const page = await open('/x/react-data-grid/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const search = async (query: string) => {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit').first().waitFor();
  };
  await search('checkboxSelection');
  await page.waitForFunction(
    async () => {
      const cached = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
      return cached.flat().some((request) => request.url.includes('/search-index/x-data-grid.'));
    },
    undefined,
    { polling: 100 },
  );

  await own.stop();
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await search('sorting');
  expect(await page.locator('.DocSearch-Hit').first().textContent()).toMatch(/sort/i);
});

it('applies a new release: the page reloads once, with the new worker in control', async () => {
  // A build whose sw.js can change: links to the real build, with its own copy of sw.js.
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-sw-build-'));
  for (const entry of readdirSync('build')) {
    if (entry === 'sw.js') copyFileSync('build/sw.js', path.join(buildDir, entry));
    else symlinkSync(path.resolve('build', entry), path.join(buildDir, entry));
  }
  const release = await startOwnServer({ buildDir });
  try {
    await context.addInitScript((key) => window.localStorage.setItem(key, 'true'), SW_ON_LOCALHOST_STORAGE_KEY);
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${release.origin}/x/introduction/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(loads).toBe(1);

    appendFileSync(path.join(buildDir, 'sw.js'), '\n// the next release\n');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    for (let waited = 0; loads < 2 && waited < 15_000; waited += 100) await page.waitForTimeout(100);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(loads).toBe(2);
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('reload');
    // One reload only: nothing else happens once the new worker controls the page.
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  } finally {
    await release.dispose();
    rmSync(buildDir, { recursive: true, force: true });
  }
});
