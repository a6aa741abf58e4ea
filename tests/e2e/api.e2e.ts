import { PHONE, setupBrowserSuite } from './support/browser';
import type { Page } from 'playwright-core';

const suite = setupBrowserSuite();

describe('API reference', () => {
  it('shows a component page with its import, props, slots and classes, inside the docs layout', async () => {
    const page = await suite.open('/x/api/data-grid/data-grid/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('DataGrid API');
    for (const name of ['Import', 'Props', 'Slots', 'CSS classes']) {
      await expect(page.getByRole('heading', { level: 2, name }).count()).resolves.toBe(1);
    }
    await expect(page.locator('pre').first().innerText()).resolves.toContain(
      "import { DataGrid } from '@mui/x-data-grid';",
    );
    const row = page.locator('tr#checkboxSelection-prop');
    await expect(row.locator('td').nth(2).textContent()).resolves.toBe('false');
    await expect(page.locator('.theme-doc-sidebar-container a[aria-current="page"]').textContent()).resolves.toBe(
      'DataGrid',
    );
    // The guide whose demos use the component is linked (under "All N guides", titled without the
    // product name the page already gives).
    await expect(page.locator('#demos + div a[href="/x/react-data-grid/sorting/"]').textContent()).resolves.toBe(
      'Sorting',
    );
  });

  it('scrolls to and highlights the prop a link points at', async () => {
    const page = await suite.open('/x/api/data-grid/data-grid/#checkboxSelection-prop');
    const row = page.locator('tr#checkboxSelection-prop');
    await expect(row.evaluate((el) => el.matches(':target'))).resolves.toBe(true);
    const box = await row.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(800);
    await expect(row.evaluate((el) => getComputedStyle(el).outlineStyle)).resolves.toBe('solid');
  });

  it('on a phone, lists the props, rendering those far off screen only when reached, and lands on a linked one', async () => {
    const page = await suite.open('/x/api/data-grid/data-grid/#slots-prop', { viewport: PHONE });
    await expect(page.evaluate(() => document.documentElement.dataset.apiPropsLayout)).resolves.toBe('list');
    const row = page.locator('tr#slots-prop');
    await expect(row.evaluate((el) => el.matches(':target'))).resolves.toBe(true);
    const box = await row.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(PHONE.height / 2);
    await expect(row.getByText('Overridable components.').isVisible()).resolves.toBe(true);
    // The first prop is far above the one shown: the browser has skipped its content (not laid out).
    const first = page.locator('#props-table tbody tr').first();
    const firstCellRendered = () =>
      first
        .locator('td')
        .first()
        .evaluate((cell) => cell.checkVisibility({ contentVisibilityAuto: true }));
    await expect(firstCellRendered()).resolves.toBe(false);
    await first.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
    await expect(firstCellRendered()).resolves.toBe(true);
  });

  it.each([
    ['on a phone', PHONE],
    ['on a desktop', { width: 1280, height: 800 }],
  ])(
    '%s, lays out the slots and CSS classes tables only when reached, keeping their rows for find and links',
    async (_viewport, viewport) => {
      const page = await suite.open('/x/api/data-grid/data-grid/', { viewport });
      const lastClassCell = page.locator('#classes-table tbody tr').last().locator('td').first();
      const rendered = () => lastClassCell.evaluate((cell) => cell.checkVisibility({ contentVisibilityAuto: true }));
      await expect(rendered()).resolves.toBe(false);
      // Still in the page for find in page and assistive technology.
      await expect(page.locator('#classes-table tbody tr').count()).resolves.toBeGreaterThan(200);
      await page.locator('#classes-table').scrollIntoViewIfNeeded();
      await lastClassCell.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
      await expect(rendered()).resolves.toBe(true);
      await expect(lastClassCell.isVisible()).resolves.toBe(true);
      // Shown at its real height: the box holds all its rows, nothing cut off.
      const heights = await page
        .locator('#classes-table')
        .evaluate((box) => ({
          box: box.getBoundingClientRect().height,
          table: box.querySelector('table')!.offsetHeight,
        }));
      expect(heights.box).toBeGreaterThanOrEqual(heights.table);
    },
  );

  it('remembers the table or list choice across reloads', async () => {
    const page = await suite.open('/x/api/charts/bar-chart/');
    await expect(page.evaluate(() => document.documentElement.dataset.apiPropsLayout)).resolves.toBe('table');
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.locator('table thead').first().isVisible()).resolves.toBe(false);
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.evaluate(() => document.documentElement.dataset.apiPropsLayout)).resolves.toBe('list');
    await expect(page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).resolves.toBe('true');
  });

  it('shows the 404 page, hydrated without errors, for unknown paths among the API pages and the guides', async () => {
    for (const path of ['/x/api/no-such-component/', '/x/react-charts/no-such-page/']) {
      const page = await suite.open(path);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
      // The document itself is the 404 response; nothing else may fail (a hydration mismatch would).
      expect(suite.problems().filter((problem) => !problem.includes('404'))).toEqual([]);
      suite.clearProblems();
    }
  });

  it('marks Pro pages and lists a product’s API on its index', async () => {
    const pro = await suite.open('/x/api/date-pickers/date-range-picker/');
    await expect(pro.getByRole('heading', { level: 1 }).getByRole('link', { name: 'Pro plan' }).count()).resolves.toBe(
      1,
    );
    const index = await suite.open('/x/api/data-grid/');
    await expect(
      index.getByRole('article').getByRole('link', { name: 'GridColDef' }).getAttribute('href'),
    ).resolves.toBe('/x/api/data-grid/grid-col-def/');
  });
});

describe('API reference build output', () => {
  it('has all 177 pages of the reference list, in both languages', async () => {
    const { existsSync } = await import('node:fs');
    const { API_PAGES } = await import('../../plugins/api-reference/pages');
    const { apiPath } = await import('../../src/lib/apiReference');
    const paths = [
      ...API_PAGES.map((page) => apiPath(page.product, page.name)),
      '/x/api/data-grid/',
      '/x/api/date-pickers/',
    ];
    expect(paths).toHaveLength(177);
    const missing = paths.flatMap((path) =>
      ['build', 'build/zh']
        .map((dir) => `${dir}/${path.replace(/^\/x\//, '')}index.html`)
        .filter((file) => !existsSync(file)),
    );
    expect(missing).toEqual([]);
  });
});

/** The paths of the files the page has fetched that start with `prefix`. */
function fetchedPaths(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(
    (start) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith(start)),
    prefix,
  );
}

describe('API links between pages', () => {
  it("fetches no tables when the reader hovers or clicks the page's own sidebar entry", async () => {
    const page = await suite.open('/x/api/data-grid/data-grid/');
    const ownEntry = page.locator('.theme-doc-sidebar-menu a.menu__link--active[href="/x/api/data-grid/data-grid/"]');
    await ownEntry.hover();
    await ownEntry.click();
    await page.mouse.move(0, 0);
    await ownEntry.hover();
    // A hover's preload starts at once; give a fetch time to show in the resource timings.
    await page.waitForTimeout(500);
    await expect(fetchedPaths(page, '/x/assets/api-tables/')).resolves.toEqual([]);
    // The page is still the server's: its tables are there.
    await expect(page.locator('tr#checkboxSelection-prop').count()).resolves.toBe(1);
  });

  it('links a type that has its own page', async () => {
    const page = await suite.open('/x/api/data-grid/data-grid/');
    const link = page.locator('tr#columns-prop').getByRole('link', { name: 'GridColDef' });
    await expect(link.getAttribute('href')).resolves.toBe('/x/api/data-grid/grid-col-def/');
  });

  it('follows a link in the props table inside the app, and renders the tables after client-side navigation', async () => {
    // The tables of a loaded page are its server markup, not hydrated: their links are routed by
    // one click handler. A full page load would drop this marker.
    const page = await suite.open('/x/api/data-grid/data-grid/');
    // The page came as HTML: the scripts it loaded do not carry its tables' data (apiTables.ts).
    const scriptsWithPropData = () =>
      page.evaluate(async () => {
        const scripts = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.endsWith('.js'));
        const texts = await Promise.all(scripts.map((url) => fetch(url).then((response) => response.text())));
        return scripts.filter((_url, index) => texts[index]!.includes('"name":"checkboxSelection"'));
      });
    await expect(scriptsWithPropData()).resolves.toEqual([]);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.locator('tr#columns-prop').getByRole('link', { name: 'GridColDef' }).click();
    await page.waitForURL(/\/x\/api\/data-grid\/grid-col-def\/$/);
    await page.getByRole('heading', { level: 1, name: /GridColDef API/ }).waitFor();
    await expect(page.locator('tr#field-prop').count()).resolves.toBe(1);
    await expect(page.evaluate(() => 'stillTheSamePage' in window)).resolves.toBe(true);
    // Back on the component page by client-side navigation, its tables render in the browser.
    await page.goBack();
    await page.locator('tr#checkboxSelection-prop').waitFor();
    await expect(page.locator('tr#checkboxSelection-prop').getByText('Explained in:').count()).resolves.toBe(1);
    await expect(page.evaluate(() => 'stillTheSamePage' in window)).resolves.toBe(true);
    // Their data came as the page's tables file, fetched for the navigation.
    await expect(fetchedPaths(page, '/x/assets/api-tables/data-grid-data-grid.')).resolves.toHaveLength(1);
  });
});
