// "Explained in" on the API pages: under a prop's description, links to the guide sections that
// explain it (plugins/api-reference/explainedIn.ts). Following one lands on the guide with that
// section's heading in view, both inside the app (the props table is server markup whose links go
// through one click handler) and on a fresh load; the Chinese page links to the Chinese guides.
import type { Page } from 'playwright-core';
import { setupBrowserSuite } from './support/browser';
import { poll } from './support/poll';

const suite = setupBrowserSuite();

const API_PAGE = '/x/api/data-grid/data-grid/';
const SECTION = { title: 'Row height › Set the height per row', id: 'set-the-height-per-row' };

/** The "Explained in" line of a prop row. */
function explainedIn(page: Page, prop: string) {
  return page.locator(`tr#${prop}-prop td[data-label="Description"] [data-search-skip]`);
}

/** The element the URL's hash names: it exists, is the section's heading, and is on screen. */
async function expectHeadingInView(page: Page, id: string): Promise<void> {
  await poll(
    () => page.evaluate(() => decodeURIComponent(window.location.hash.slice(1))),
    (hash) => expect(hash).toBe(id),
  );
  const heading = page.locator(`[id="${id}"]`);
  // The URL changes as the router moves; the guide may render a moment later.
  await heading.first().waitFor({ state: 'attached' });
  await expect(heading.count()).resolves.toBe(1);
  await expect(heading.evaluate((element) => element.tagName)).resolves.toMatch(/^H[2-4]$/);
  const viewport = page.viewportSize()!;
  await poll(
    () => heading.boundingBox(),
    (box) => {
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    },
  );
}

describe('Explained in', () => {
  it('lists under getRowHeight the Row height section that explains it, first', async () => {
    const page = await suite.open(API_PAGE);
    const line = explainedIn(page, 'getRowHeight');
    await expect(line.count()).resolves.toBe(1);
    await expect(line.innerText()).resolves.toMatch(/^Explained in:/);
    const links = line.getByRole('link');
    await expect(links.count()).resolves.toBeGreaterThanOrEqual(1);
    await expect(links.count()).resolves.toBeLessThanOrEqual(3);
    await expect(links.first().innerText()).resolves.toBe(SECTION.title);
    await expect(links.first().getAttribute('href')).resolves.toBe(`/x/react-data-grid/row-height/#${SECTION.id}`);
  });

  it('lands on the guide with the section heading in view when the link is followed', async () => {
    const page = await suite.open(API_PAGE);
    const link = explainedIn(page, 'getRowHeight').getByRole('link', { name: SECTION.title });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await page.waitForURL(`**/x/react-data-grid/row-height/#${SECTION.id}`);
    // The URL changes as the router starts to move: wait for the guide itself.
    await page.getByRole('heading', { level: 1, name: /Row height/ }).waitFor();
    await expectHeadingInView(page, SECTION.id);
  });

  it('lands on the section on a fresh load of the link too', async () => {
    const api = await suite.open(API_PAGE);
    const href = await explainedIn(api, 'getRowHeight').getByRole('link').first().getAttribute('href');
    const page = await suite.open(href!);
    await expectHeadingInView(page, SECTION.id);
  });

  it('is reached from the keyboard', async () => {
    const page = await suite.open(`${API_PAGE}#getRowHeight-prop`);
    const link = explainedIn(page, 'getRowHeight').getByRole('link').first();
    await link.focus();
    await expect(link.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/x/react-data-grid/row-height/#${SECTION.id}`);
    await expectHeadingInView(page, SECTION.id);
  });

  it('links the Chinese API page to the Chinese guides, with the label translated', async () => {
    const page = await suite.open(`/x/zh${API_PAGE.slice('/x'.length)}`);
    const line = explainedIn(page, 'getRowHeight');
    await expect(line.innerText()).resolves.toMatch(/^详见：/);
    await expect(line.getByRole('link').first().getAttribute('href')).resolves.toBe(
      `/x/zh/react-data-grid/row-height/#${SECTION.id}`,
    );
  });
});
