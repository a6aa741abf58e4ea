// Types a reader can open: a type named in a prop's type or callback signature that has no API page
// of its own (GridRowHeightParams in DataGrid's getRowHeight) links to its definition in the page's
// Types section, a closed <details> that following the link opens, with or without JavaScript.
import type { Page } from 'playwright-core';
import { SITE, setupBrowserSuite } from './support/browser';

const suite = setupBrowserSuite();

const DATA_GRID = '/x/api/data-grid/data-grid/';
const DATA_GRID_ZH = '/x/zh/api/data-grid/data-grid/';

/** The body of a definition: the fragment's target, inside its <details>. */
function definitionBody(page: Page, name: string) {
  return page.locator(`[id="type-${name}"]`);
}

async function isOpen(page: Page, name: string): Promise<boolean> {
  return definitionBody(page, name).evaluate((element) => element.closest('details')?.open === true);
}

/** Clicks the GridRowHeightParams link of the getRowHeight row and checks the definition it opens. */
async function openRowHeightParams(page: Page): Promise<void> {
  await expect(isOpen(page, 'GridRowHeightParams')).resolves.toBe(false);
  const link = page.locator('tr#getRowHeight-prop').getByRole('link', { name: 'GridRowHeightParams' }).first();
  await expect(link.getAttribute('href')).resolves.toBe('#type-GridRowHeightParams');
  await link.click();
  await page.waitForFunction(() => window.location.hash === '#type-GridRowHeightParams');
  expect(new URL(page.url()).hash).toBe('#type-GridRowHeightParams');
  await expect(isOpen(page, 'GridRowHeightParams')).resolves.toBe(true);
  // Its fields, with their types and descriptions, are on screen.
  const field = definitionBody(page, 'GridRowHeightParams').getByText('densityFactor', { exact: true });
  await expect(field.isVisible()).resolves.toBe(true);
  await expect(definitionBody(page, 'GridRowHeightParams').textContent()).resolves.toContain(
    'The grid current density factor.',
  );
  const box = await definitionBody(page, 'GridRowHeightParams').boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeLessThan(800);
}

describe('type definitions on an API page', () => {
  it('opens GridRowHeightParams from the getRowHeight row', async () => {
    const page = await suite.open(DATA_GRID);
    await openRowHeightParams(page);
    // The definition names where the type comes from.
    await expect(
      definitionBody(page, 'GridRowHeightParams').locator('xpath=ancestor::details[1]/summary').textContent(),
    ).resolves.toContain('@mui/x-data-grid');
  });

  it('works on the Chinese page', async () => {
    const page = await suite.open(DATA_GRID_ZH);
    await openRowHeightParams(page);
    await expect(page.getByRole('heading', { level: 2, name: '类型' }).count()).resolves.toBe(1);
  });

  it('lists the Types section in the table of contents, before Source', async () => {
    const page = await suite.open(DATA_GRID);
    const toc = page.locator('.table-of-contents');
    const entries = await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(entries).toContain('#types');
    expect(entries.indexOf('#types')).toBeLessThan(entries.indexOf('#source'));
    // Every definition starts closed.
    await expect(
      page
        .locator('#types ~ div details')
        .evaluateAll((all) => all.every((details) => !(details as HTMLDetailsElement).open)),
    ).resolves.toBe(true);
  });

  it('opens the definition of an event callback’s details from the keyboard', async () => {
    const page = await suite.open(DATA_GRID);
    const link = page.locator('tr#onCellEditStop-prop').getByRole('link', { name: 'GridCallbackDetails' }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.location.hash === '#type-GridCallbackDetails');
    await expect(isOpen(page, 'GridCallbackDetails')).resolves.toBe(true);
    await expect(
      definitionBody(page, 'GridCallbackDetails').getByText('api', { exact: true }).isVisible(),
    ).resolves.toBe(true);
  });

  it('opens a definition from a link to it, on page load', async () => {
    const page = await suite.open(`${DATA_GRID}#type-GridRowHeightParams`);
    await expect(isOpen(page, 'GridRowHeightParams')).resolves.toBe(true);
    await expect(
      definitionBody(page, 'GridRowHeightParams').getByText('densityFactor', { exact: true }).isVisible(),
    ).resolves.toBe(true);
  });

  it('works after client-side navigation, when the tables are rendered in the browser', async () => {
    // Away by an in-app link and back: the page is rendered by React, not kept from the server.
    const page = await suite.open(DATA_GRID);
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.locator('tr#columns-prop').getByRole('link', { name: 'GridColDef' }).click();
    await page.waitForURL(/\/x\/api\/data-grid\/grid-col-def\/$/);
    await page.goBack();
    await page.locator('tr#getRowHeight-prop').waitFor();
    await expect(page.evaluate(() => 'stillTheSamePage' in window)).resolves.toBe(true);
    await openRowHeightParams(page);
  });

  it('works without JavaScript', async () => {
    const context = await suite.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${SITE}${DATA_GRID}`, { waitUntil: 'load' });
      await openRowHeightParams(page);
    } finally {
      await context.close();
    }
  });
});
