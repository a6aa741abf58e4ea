// The service worker on the built site. Off on localhost by default (the crawl would see it
// otherwise); with the local opt-in (what SW_ON_LOCALHOST=true does for a build) it registers,
// and a visited page then loads with the server stopped.
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
