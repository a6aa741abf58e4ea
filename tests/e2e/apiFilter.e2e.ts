// The filter above an API page's tables (src/components/ApiPage/TableFilter.tsx) and the compact
// Demos list. The tables are server markup React does not own: the filter hides rows with the
// `hidden` attribute, keeps its query in the URL (?props=…), and gives way to a link to a row it
// hides. Every wait is for a condition; nothing sleeps.
import type { Locator, Page } from 'playwright-core';
import { SITE, setupBrowserSuite } from './support/browser';
import { poll } from './support/poll';

const suite = setupBrowserSuite();

const API_PAGE = '/x/api/data-grid/data-grid/';
const LAPTOP = { width: 1366, height: 768 };

const field = (page: Page, name = 'Filter props') => page.getByRole('searchbox', { name });
const count = (page: Page, table = 'props-table') => page.locator(`#${table}-filter-count`);
const rows = (page: Page) => page.locator('#props-table tbody > tr');
const shownRowIds = (page: Page) =>
  page.locator('#props-table tbody > tr:not([hidden])').evaluateAll((shown) => shown.map((row) => row.id));
const queryOf = (page: Page, param = 'props') => new URL(page.url()).searchParams.get(param);

/** The count once it reads `{shown} of {total} props`, with shown below total (the filter has run). */
async function filteredCount(page: Page, total: number): Promise<number> {
  let shown = -1;
  await poll(
    () => count(page).textContent(),
    (text) => {
      const match = /^(\d+) of (\d+) props$/.exec(text ?? '');
      expect(match).not.toBeNull();
      expect(Number(match![2])).toBe(total);
      shown = Number(match![1]);
      expect(shown).toBeLessThan(total);
    },
  );
  return shown;
}

async function expectInView(page: Page, target: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  await poll(
    () => target.boundingBox(),
    (box) => {
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeLessThan(viewport.height);
    },
  );
}

/** Presses Tab until the focused element matches, and returns how many presses it took. */
async function tabTo(page: Page, matches: (el: Element) => boolean, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(
      (source) => new Function('el', `return (${source})(el)`)(document.activeElement) as boolean,
      matches.toString(),
    );
    if (found) return presses;
  }
  throw new Error('The element was not reached with the Tab key.');
}

/** Opens the page filtered by `query` (typed), and waits for the URL to hold it. */
async function openFiltered(query: string, path = API_PAGE): Promise<Page> {
  const page = await suite.open(path);
  await field(page).fill(query);
  await poll(
    () => queryOf(page),
    (value) => expect(value).toBe(query),
  );
  return page;
}

describe('API table filter', () => {
  it('narrows the props by name and counts them against all the rows', async () => {
    const page = await suite.open(API_PAGE);
    const total = await rows(page).count();
    expect(total).toBeGreaterThan(100);
    await expect(count(page).textContent()).resolves.toBe(`${total} of ${total} props`);
    await expect(count(page).getAttribute('aria-live')).resolves.toBe('polite');
    await field(page).fill('checkbox');
    const shown = await filteredCount(page, total);
    const ids = await shownRowIds(page);
    expect(ids).toHaveLength(shown);
    expect(ids).toContain('checkboxSelection-prop');
    await expect(page.locator('#checkboxSelection-prop').isVisible()).resolves.toBe(true);
    await expect(page.locator('#rows-prop').isVisible()).resolves.toBe(false);
  });

  it('narrows the props by a word of their type', async () => {
    const page = await suite.open(API_PAGE);
    const total = await rows(page).count();
    await field(page).fill('GridRowHeightParams');
    await filteredCount(page, total);
    await expect(shownRowIds(page)).resolves.toContain('getRowHeight-prop');
    await expect(page.locator('#checkboxSelection-prop').isVisible()).resolves.toBe(false);

    await field(page).fill('boolean');
    await poll(
      () => shownRowIds(page),
      (ids) => expect(ids).toEqual(expect.arrayContaining(['checkboxSelection-prop', 'disableColumnMenu-prop'])),
    );
    await filteredCount(page, total);
    await expect(page.locator('#getRowHeight-prop').isVisible()).resolves.toBe(false);
  });

  it('keeps the query in the URL without a navigation, and a reload of that URL keeps the filter', async () => {
    const page = await suite.open(API_PAGE);
    const total = await rows(page).count();
    const historyLength = await page.evaluate(() => window.history.length);
    await field(page).fill('row height');
    const shown = await filteredCount(page, total);
    await poll(
      () => page.url(),
      (url) => expect(url).toBe(`${SITE}${API_PAGE}?props=row+height`),
    );
    await expect(page.evaluate(() => window.history.length)).resolves.toBe(historyLength);

    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(field(page).inputValue()).resolves.toBe('row height');
    await expect(filteredCount(page, total)).resolves.toBe(shown);
    await expect(page.locator('#getRowHeight-prop').isVisible()).resolves.toBe(true);
  });

  it('says when nothing matches, and its button clears the filter', async () => {
    const page = await suite.open(API_PAGE);
    const total = await rows(page).count();
    await field(page).fill('zzznotaprop');
    await page.getByText('No prop matches “zzznotaprop”.').waitFor();
    await expect(count(page).textContent()).resolves.toBe(`0 of ${total} props`);
    // No lone header row: the table goes until the filter is cleared.
    await expect(page.locator('#props-table').isVisible()).resolves.toBe(false);
    await poll(
      () => queryOf(page),
      (value) => expect(value).toBe('zzznotaprop'),
    );

    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await poll(
      () => shownRowIds(page),
      (ids) => expect(ids).toHaveLength(total),
    );
    await expect(field(page).inputValue()).resolves.toBe('');
    await expect(field(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(queryOf(page)).toBeNull();
    await expect(page.getByText(/No prop matches/).count()).resolves.toBe(0);
  });

  describe('a link to a prop the filter hides', () => {
    const TARGET = 'disableColumnMenu-prop';

    it('exists, and the filter used here hides it', async () => {
      const page = await suite.open(API_PAGE);
      await expect(page.locator(`tr#${TARGET}`).count()).resolves.toBe(1);
      await field(page).fill('checkbox');
      await poll(
        () => page.locator(`tr#${TARGET}`).isVisible(),
        (visible) => expect(visible).toBe(false),
      );
    });

    it('wins over the query when the page opens with both', async () => {
      const page = await suite.open(`${API_PAGE}?props=checkbox#${TARGET}`);
      const row = page.locator(`tr#${TARGET}`);
      await expect(row.isVisible()).resolves.toBe(true);
      await expectInView(page, row);
      await expect(field(page).inputValue()).resolves.toBe('');
      await poll(
        () => page.url(),
        (url) => expect(url).toBe(`${SITE}${API_PAGE}#${TARGET}`),
      );
      await expect(row.evaluate((el) => el.matches(':target'))).resolves.toBe(true);
    });

    it('clears the filter and scrolls to the row when the hash changes to it', async () => {
      const page = await openFiltered('checkbox');
      await page.evaluate((id) => {
        window.location.hash = id;
      }, TARGET);
      const row = page.locator(`tr#${TARGET}`);
      await poll(
        () => row.isVisible(),
        (visible) => expect(visible).toBe(true),
      );
      await expectInView(page, row);
      await expect(field(page).inputValue()).resolves.toBe('');
      expect(queryOf(page)).toBeNull();
    });

    it('clears the filter before the browser follows a link in the page to it', async () => {
      const page = await openFiltered('checkbox');
      // A link elsewhere on the page (as a guide section or a description would write it).
      await page.evaluate((id) => {
        const link = document.createElement('a');
        link.href = `#${id}`;
        link.id = 'e2e-jump';
        link.textContent = 'jump to the prop';
        document.querySelector('article header')!.append(link);
      }, TARGET);
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
      await page.locator('#e2e-jump').click();
      const row = page.locator(`tr#${TARGET}`);
      await poll(
        () => page.url(),
        (url) => expect(url).toBe(`${SITE}${API_PAGE}#${TARGET}`),
      );
      await expect(row.isVisible()).resolves.toBe(true);
      await expectInView(page, row);
      await expect(page.evaluate(() => 'stillTheSamePage' in window)).resolves.toBe(true);
    });
  });

  it('works from the keyboard alone: Tab to the field, type, Escape clears, Enter on the empty state’s button', async () => {
    const page = await suite.open(API_PAGE);
    const total = await rows(page).count();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to main content');
    await page.keyboard.press('Enter');
    // From the main content on (the skip link puts focus there): the Demos links, the import, the field.
    await tabTo(page, (el) => el.getAttribute('type') === 'search' && el.id === 'props-table-filter', 200);
    await page.keyboard.type('checkbox');
    await filteredCount(page, total);
    await page.keyboard.press('Escape');
    await poll(
      () => count(page).textContent(),
      (text) => expect(text).toBe(`${total} of ${total} props`),
    );
    await expect(field(page).inputValue()).resolves.toBe('');

    await page.keyboard.type('zzznotaprop');
    await page.getByText('No prop matches “zzznotaprop”.').waitFor();
    await tabTo(page, (el) => el.textContent === 'Clear the filter', 10);
    await page.keyboard.press('Enter');
    await poll(
      () => page.evaluate(() => document.activeElement?.id),
      (id) => expect(id).toBe('props-table-filter'),
    );
    await expect(shownRowIds(page)).resolves.toHaveLength(total);
  });

  it('filters the slots and the CSS classes the same way, each with its own count and parameter', async () => {
    const page = await suite.open(API_PAGE);
    await field(page, 'Filter slots').fill('toolbar');
    await poll(
      () => count(page, 'slots-table').textContent(),
      (text) => expect(text).toMatch(/^[1-9]\d* of \d+ slots$/),
    );
    await field(page, 'Filter CSS classes').fill('checkbox');
    await poll(
      () => count(page, 'classes-table').textContent(),
      (text) => expect(text).toMatch(/^[1-9]\d* of \d+ CSS classes$/),
    );
    await poll(
      () => [queryOf(page, 'slots'), queryOf(page, 'classes'), queryOf(page, 'props')],
      (values) => expect(values).toEqual(['toolbar', 'checkbox', null]),
    );
    const hiddenSlots = await page.locator('#slots-table tbody > tr[hidden]').count();
    expect(hiddenSlots).toBeGreaterThan(0);
    await expect(count(page).textContent()).resolves.toMatch(/^(\d+) of \1 props$/);
  });

  it('filters on the Chinese page too, in Chinese', async () => {
    const page = await suite.open(API_PAGE.replace(/^\/x\//, '/x/zh/'));
    const total = await rows(page).count();
    const zhField = field(page, '筛选属性');
    await expect(count(page).textContent()).resolves.toBe(`共 ${total} 个属性，显示 ${total} 个`);
    await zhField.fill('checkbox');
    await poll(
      () => count(page).textContent(),
      (text) => {
        const match = /^共 (\d+) 个属性，显示 (\d+) 个$/.exec(text ?? '');
        expect(match).not.toBeNull();
        expect(Number(match![1])).toBe(total);
        expect(Number(match![2])).toBeLessThan(total);
      },
    );
    await expect(page.locator('#checkboxSelection-prop').isVisible()).resolves.toBe(true);
    await poll(
      () => queryOf(page),
      (value) => expect(value).toBe('checkbox'),
    );
    await zhField.fill('zzznotaprop');
    await page.getByText('没有与“zzznotaprop”匹配的属性。').waitFor();
    await expect(page.getByRole('button', { name: '清除筛选' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('#demos ~ div summary').first().textContent()).resolves.toMatch(/^全部 \d+ 篇指南$/);
  });
});

describe('the top of an API page', () => {
  it('starts the props on the first screen of a laptop, with a few guides and "All N guides"', async () => {
    const page = await suite.open(API_PAGE, { viewport: LAPTOP });
    const heading = page.getByRole('heading', { level: 2, name: 'Props' });
    const box = await heading.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(LAPTOP.height);

    const demos = page.locator('#demos + div');
    const summary = demos.locator('summary');
    const all = Number(/^All (\d+) guides$/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(all).toBeGreaterThan(6);
    const firstLinks = demos.locator(':scope > ul a');
    await expect(firstLinks.count()).resolves.toBe(5);
    await expect(demos.locator('details a').first().isVisible()).resolves.toBe(false);
    // Product names the page already gives are dropped: "Sorting", not "Data Grid - Sorting".
    await expect(demos.locator('a', { hasText: 'Data Grid - ' }).count()).resolves.toBe(0);

    await summary.focus();
    await page.keyboard.press('Enter');
    await poll(
      () => demos.locator('details a').first().isVisible(),
      (visible) => expect(visible).toBe(true),
    );
    await expect(demos.locator('a').count()).resolves.toBe(all);
    await expect(demos.locator('a[href="/x/react-data-grid/sorting/"]').innerText()).resolves.toBe('Sorting');
  });
});

describe('without JavaScript', () => {
  it('shows every row, no filter field, and the Demos disclosure still opens', async () => {
    const context = await suite.context().browser()!.newContext({ javaScriptEnabled: false, viewport: LAPTOP });
    try {
      const page = await context.newPage();
      await page.goto(`${SITE}${API_PAGE}?props=checkbox`, { waitUntil: 'load' });
      // The field could not filter: `@media (scripting: none)` takes it away, and nothing is hidden.
      await expect(page.locator('#props-table-filter').isVisible()).resolves.toBe(false);
      await expect(page.locator('#props-table tbody > tr[hidden]').count()).resolves.toBe(0);
      await expect(page.locator('#rows-prop').isVisible()).resolves.toBe(true);
      // The layout toggle is not part of the filter; the Props heading is still on the first screen.
      const box = await page.getByRole('heading', { level: 2, name: 'Props' }).boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(LAPTOP.height);
      const details = page.locator('#demos + div details');
      await details.locator('summary').click();
      await expect(details.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(true);
      await expect(details.locator('a').first().isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
