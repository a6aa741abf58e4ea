// Search in the browser: the DocSearch modal on the local index, opened from the keyboard, landing
// on the exact prop row, working offline, never leaving localhost, and searching the zh index on
// the zh site.
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { SITE, screenshotPath, setupBrowserSuite } from './support/browser';

const suite = setupBrowserSuite({
  // The library's own notice on Pro and Premium demos while no licence key is configured.
  allowed: [/MUI X: Missing license key/],
});

async function openSearch(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Modal').waitFor();
}

async function typeQuery(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
}

describe('search', () => {
  it('opens with Ctrl+K and goes to the prop row on Enter', async () => {
    const requests: string[] = [];
    const page = await suite.open('/x/react-data-grid/sorting/');
    page.on('request', (request) => requests.push(request.url()));
    await openSearch(page);
    await typeQuery(page, 'checkboxSelection');
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first.textContent()).resolves.toContain('checkboxSelection');
    await expect(first.textContent()).resolves.toContain('Data Grid');
    await page.screenshot({ path: screenshotPath('search-light') });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${SITE}/x/api/data-grid/data-grid/#checkboxSelection-prop`);
    await page.locator('#checkboxSelection-prop').waitFor();
    await page.waitForFunction(() => {
      const row = document.getElementById('checkboxSelection-prop')!.getBoundingClientRect();
      return row.top >= 0 && row.bottom <= window.innerHeight;
    });
    // The index came from the site, in files under /search-index/; nothing else was asked for.
    expect(requests.some((url) => /\/x\/search-index\/x-data-grid\.[0-9a-f]+\.json$/.test(url))).toBe(true);
    expect(requests.filter((url) => !url.startsWith(SITE) && !url.startsWith('data:'))).toEqual([]);
  });

  it('keeps the modal, MiniSearch and the index out of the first load', async () => {
    const scripts: string[] = [];
    const context = suite.context();
    context.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().includes('/search-index/')) scripts.push(request.url());
    });
    const page = await suite.open('/x/react-data-grid/');
    expect(scripts.filter((url) => url.includes('/search-index/'))).toEqual([]);
    for (const url of scripts) {
      const source = readFileSync(`build${new URL(url).pathname.replace(/^\/x/, '')}`, 'utf8');
      expect({ url, minisearch: source.includes('loadJSONAsync'), modal: source.includes('DocSearch-Modal') }).toEqual({
        url,
        minisearch: false,
        modal: false,
      });
    }
    await openSearch(page);
    await typeQuery(page, 'sorting');
    expect(scripts.some((url) => url.includes('/search-index/'))).toBe(true);
  });

  it('sends nothing to another origin from any page that opens search', async () => {
    const outside: string[] = [];
    await suite.context().route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(SITE) || url.startsWith('data:')) return route.continue();
      outside.push(url);
      return route.abort('blockedbyclient');
    });
    const page = await suite.open('/x/react-charts/bars/');
    const html = await page.content();
    expect(html).not.toContain('algolia.net');
    await openSearch(page);
    await typeQuery(page, 'legend');
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);
    expect(outside).toEqual([]);
  });

  it('searches with the network blocked once the page is loaded', async () => {
    const page = await suite.open('/x/react-date-pickers/date-picker/');
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // The first search fetches the modal and the index (the service worker keeps them for later
    // visits); from then on, search needs no network.
    await openSearch(page);
    await typeQuery(page, 'timezone');
    await page.keyboard.press('Escape');
    await suite.context().setOffline(true);
    await openSearch(page);
    await typeQuery(page, 'validation');
    const titles = await page.locator('.DocSearch-Hit').allTextContents();
    expect(titles.join(' ')).toMatch(/validation/i);
    await suite.context().setOffline(false);
    // The result links preload their pages' code, which fails offline: not a search problem.
    suite.clearProblems();
  });

  it('puts the current product first and marks the plan', async () => {
    const page = await suite.open('/x/react-charts/');
    await openSearch(page);
    await typeQuery(page, 'tooltip');
    await expect(page.locator('.DocSearch-Hit').first().textContent()).resolves.toContain('Charts');
    await page.locator('.DocSearch-Input').fill('treeData');
    await page.locator('.DocSearch-Hit', { hasText: 'treeData' }).first().waitFor();
    await expect(page.locator('.DocSearch-Hit [aria-label="Pro plan"]').count()).resolves.toBeGreaterThan(0);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.screenshot({ path: screenshotPath('search-dark') });
  });

  (existsSync('build/zh/index.html') || existsSync('build/zh/introduction/index.html') ? it : it.skip)(
    'searches the zh index on the zh site',
    async () => {
      const requests: string[] = [];
      const page = await suite.open('/x/zh/react-data-grid/sorting/');
      page.on('request', (request) => requests.push(request.url()));
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await expect(page.locator('.DocSearch-Button').textContent()).resolves.toContain('搜索');
      await openSearch(page);
      // Words of the translated pages, as the zh segmenter cuts them in the index and the query alike.
      await typeQuery(page, '排序');
      const sortingHrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      expect(sortingHrefs.every((href) => href.startsWith('/x/zh/'))).toBe(true);
      expect(sortingHrefs.slice(0, 3).some((href) => href.startsWith('/x/zh/react-data-grid/sorting/'))).toBe(true);
      await typeQuery(page, '快速入门');
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.DocSearch-Hit a')).some((link) =>
          link.getAttribute('href')?.startsWith('/x/zh/react-data-grid/quickstart/'),
        ),
      );
      expect(requests.some((url) => url.includes('/x/zh/search-index/'))).toBe(true);
      expect(requests.some((url) => /\/x\/search-index\//.test(url))).toBe(false);
    },
  );
});
