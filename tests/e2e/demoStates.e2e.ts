// Demos whose second state a review found broken: each control really switches, and the page's claim
// about it holds in the browser (the switch brings fixed rows back, a selected row flashes, the inner
// radius cannot pass the outer one, and so on).
import type { Locator, Page } from 'playwright-core';
import { setupBrowserSuite } from './support/browser';
import { poll } from './support/poll';

const suite = setupBrowserSuite({ allowed: [/MUI X: Missing license key/] });

/**
 * The demo's section, scrolled to the middle of the window (clear of the sticky navbar, so the mouse
 * reaches what a test points at), once it runs: `ready` (a selector inside it) is on screen and the
 * server markup has given way to the running demo (pickers and tree views show that markup until they
 * start).
 */
async function runningDemo(page: Page, id: string, ready: string): Promise<Locator> {
  const section = page.locator(`section#${id}`);
  await section.scrollIntoViewIfNeeded();
  // Demos with server markup start on the reader's first move.
  await page.mouse.move(5, 5);
  await page.mouse.move(10, 10);
  const target = section.locator(ready).first();
  await target.waitFor({ timeout: 15_000 });
  await section.locator('[data-running]').waitFor();
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return section;
}

const rowHeights = (section: Locator) =>
  section.locator('.MuiDataGrid-row').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));

describe('demo states', () => {
  it('row height: the auto-height switch brings back 52-pixel rows and goes back to measured ones', async () => {
    const page = await suite.open('/x/react-data-grid/row-height/');
    const section = await runningDemo(page, 'row-height-auto', '.MuiDataGrid-row');
    await poll(
      () => rowHeights(section),
      (heights) => expect(heights.some((h) => h !== 52)).toBe(true),
    );
    const toggle = section.getByLabel('Fit rows to their content');
    await toggle.click();
    await poll(
      () => rowHeights(section),
      (heights) => expect(new Set(heights)).toEqual(new Set([52])),
    );
    await toggle.click();
    await poll(
      () => rowHeights(section),
      (heights) => expect(heights.some((h) => h !== 52)).toBe(true),
    );
  });

  it('row spacing: border spacing leaves the rows where margin spacing puts them', async () => {
    const page = await suite.open('/x/react-data-grid/row-height/');
    const section = await runningDemo(page, 'row-height-spacing', '.MuiDataGrid-row');
    // Where each row's cells start: a border is part of the row's box, a margin is not.
    const tops = () =>
      section
        .locator('.MuiDataGrid-row')
        .evaluateAll((rows) =>
          rows.slice(0, 5).map((row) => row.querySelector('.MuiDataGrid-cell')!.getBoundingClientRect().top),
        );

    const withMargins = await tops();
    await section.getByRole('button', { name: 'border' }).click();
    await poll(
      () =>
        section
          .locator('.MuiDataGrid-row')
          .nth(1)
          .evaluate((row) => getComputedStyle(row).borderTopWidth),
      (width) => expect(width).toBe('4px'),
    );
    expect(await tops()).toEqual(withMargins);
  });

  it('row recipes: a selected row flashes when it changes, and only the focused cell’s button is a Tab stop', async () => {
    const page = await suite.open('/x/react-data-grid/row-recipes/');
    const highlight = await runningDemo(page, 'row-recipes-highlight-changes', '.MuiDataGrid-row');
    const rows = highlight.locator('.MuiDataGrid-row');
    const plain = await rows.nth(7).evaluate((row) => getComputedStyle(row).backgroundColor);
    // The updates change two of the first six rows: select each in turn until the selected one changes.
    let flashed: string | undefined;
    for (let attempt = 0; attempt < 12 && !flashed; attempt += 1) {
      await rows.nth(attempt % 6).click();
      await highlight.getByRole('button', { name: 'Receive an update' }).click();
      const selected = highlight.locator('.MuiDataGrid-row.Mui-selected');
      if (await selected.evaluate((row) => row.classList.contains('row-changed')))
        flashed = await selected.evaluate((row) => getComputedStyle(row).backgroundColor);
    }
    expect(flashed).toBeDefined();
    const selectedOnly = await rows
      .nth(8)
      .click()
      .then(() => rows.nth(8).evaluate((row) => getComputedStyle(row).backgroundColor));
    expect(flashed).not.toBe(selectedOnly);
    expect(flashed).not.toBe(plain);

    const expand = await runningDemo(page, 'row-recipes-expand-text', '.MuiDataGrid-row');
    const buttons = expand.getByRole('button', { name: 'Show more' });
    await expect(buttons.evaluateAll((all) => all.filter((button) => button.tabIndex >= 0).length)).resolves.toBe(0);
    await expand
      .locator('.MuiDataGrid-cell[data-field="description"]')
      .first()
      .click({ position: { x: 5, y: 5 } });
    await expect(buttons.evaluateAll((all) => all.filter((button) => button.tabIndex >= 0).length)).resolves.toBe(1);
  });

  it('column dimensions: a dragged flex column keeps its width', async () => {
    const page = await suite.open('/x/react-data-grid/column-dimensions/');
    const section = await runningDemo(page, 'column-dimensions-saved-widths', '.MuiDataGrid-row');
    const header = section.locator('.MuiDataGrid-columnHeader[data-field="country"]');
    const separator = header.locator('.MuiDataGrid-columnSeparator');
    const before = (await header.boundingBox())!;
    const grip = (await separator.boundingBox())!;
    const direction = (await page.evaluate(() => document.dir)) === 'rtl' ? -1 : 1;
    // The separator of the last column overhangs the grid's edge: press on its inner half.
    const pressX = grip.x + (direction === 1 ? 3 : grip.width - 3);
    await page.mouse.move(pressX, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(pressX - 60 * direction, grip.y + grip.height / 2, { steps: 8 });
    await page.mouse.up();
    await section.getByText(/"country":\d+/).waitFor();
    // The saved width went back into the definitions as a new columns array: the column keeps it.
    await poll(
      async () => Math.round((await header.boundingBox())?.width ?? 0),
      (width) => expect(Math.abs(width - (before.width - 60))).toBeLessThanOrEqual(2),
    );
  });

  it('gauge: the inner radius stops short of the outer one', async () => {
    const page = await suite.open('/x/react-charts/gauge/');
    const section = await runningDemo(page, 'gauge-radius', 'svg');
    const inner = section.getByRole('slider', { name: 'innerRadius' });
    const outer = section.getByRole('slider', { name: 'outerRadius' });
    await outer.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(outer.getAttribute('aria-valuenow')).resolves.toBe('80');
    await inner.focus();
    await page.keyboard.press('End');
    await expect(inner.getAttribute('aria-valuenow')).resolves.toBe('75');
    await outer.focus();
    await page.keyboard.press('Home');
    await expect(outer.getAttribute('aria-valuenow')).resolves.toBe('80');
  });

  it('radar: the outline drawn without marks gets no highlight dot', async () => {
    const page = await suite.open('/x/react-charts/radar/');
    const section = await runningDemo(page, 'radar-composition', 'svg:has(.MuiRadarGrid-radial)');
    const surface = section.locator('svg:has(.MuiRadarGrid-radial)');
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.2);
    const dots = section.locator('.MuiRadarAxisHighlight-dot');
    await dots.first().waitFor({ state: 'attached' });
    await expect(
      dots.evaluateAll((all) => all.filter((dot) => getComputedStyle(dot).display !== 'none').length),
    ).resolves.toBe(1);
  });

  it('date time field: an impossible date is not shown as “Invalid Date”', async () => {
    const page = await suite.open('/x/react-date-pickers/date-time-field/');
    const section = await runningDemo(page, 'date-time-field-clearable', '[role="spinbutton"]');
    await section.getByText('Filter: since Jan 15, 2025 8:00 AM').waitFor();
    await section.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('02');
    await section.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('31');
    await section.getByText('Filter: none until the date exists').waitFor();
    await expect(section.textContent()).resolves.not.toContain('Invalid Date');
    // An emptied section sends null, as clearing does.
    await page.keyboard.press('Backspace');
    await section.getByText('Filter: all events').waitFor();
  });

  it('tree view lazy loading: refreshing a closed drawer keeps it closed', async () => {
    const page = await suite.open('/x/react-tree-view/rich-tree-view/lazy-loading/');
    const section = await runningDemo(page, 'rich-lazy-refresh', '[role="treeitem"]');
    const item = (name: string | RegExp) => section.getByRole('treeitem', { name }).first();
    const open = async (name: string) => {
      await item(name).locator('[class*="content"]').first().click();
      await poll(
        () => item(name).getAttribute('aria-expanded'),
        (value) => expect(value).toBe('true'),
      );
    };
    await open('Minerals');
    await open('Cabinet A1');
    await open('Drawer 1');
    // Close the drawer, then refresh it: it must stay closed.
    await item('Drawer 1').locator('[class*="content"]').first().click();
    await poll(
      () => item('Drawer 1').getAttribute('aria-expanded'),
      (value) => expect(value).toBe('false'),
    );
    await section.getByRole('button', { name: 'Add a specimen on the server' }).click();
    await section.getByRole('button', { name: 'Refresh Drawer 1' }).click();
    await page.waitForTimeout(1200); // longer than the demo server's 500 ms latency
    await expect(item('Drawer 1').getAttribute('aria-expanded')).resolves.toBe('false');
    // Opening it now shows the new specimen.
    await open('Drawer 1');
    await item(/Opal no\. 1/).waitFor({ timeout: 10_000 });
  });
});
