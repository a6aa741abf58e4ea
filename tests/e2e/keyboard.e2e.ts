// Everything a reader needs works from the keyboard alone: the navbar, search, the settings drawer,
// the skip link and the sidebar.
import type { Page } from 'playwright-core';
import { setupBrowserSuite } from './support/browser';

const suite = setupBrowserSuite();

/** Presses Tab until the focused element matches, and returns how many presses it took. */
async function tabTo(page: Page, matches: (el: Element) => boolean, limit = 40): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (
      await page.evaluate(
        (source) => new Function('el', `return (${source})(el)`)(document.activeElement),
        matches.toString(),
      )
    ) {
      return presses;
    }
  }
  throw new Error('The element was not reached with the Tab key.');
}

describe('keyboard', () => {
  it('reaches the navbar controls, opens settings and changes the mode without a pointer', async () => {
    const page = await suite.open('/x/react-data-grid/');
    await tabTo(page, (el) => el.getAttribute('aria-label')?.startsWith('Documentation version') ?? false);
    await tabTo(page, (el) => el.getAttribute('aria-label') === 'Open settings');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    // Focus moves into the drawer; Tab reaches the Dark button, Enter selects it.
    await tabTo(page, (el) => el.textContent === 'Dark');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Settings' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open settings');
  });

  it('reaches the search button, opens search with Enter and closes it with Escape', async () => {
    const page = await suite.open('/x/react-data-grid/');
    await tabTo(page, (el) => el.classList.contains('DocSearch-Button'));
    await page.keyboard.press('Enter');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
    await page.keyboard.type('sorting');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
  });

  it('skips the navigation: after the skip link, the next Tab lands in the page content', async () => {
    const page = await suite.open('/x/react-data-grid/sorting/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar, .theme-doc-sidebar-container')))).toBe(false);
  });

  it('moves through the sidebar and opens a section with Enter', async () => {
    const page = await suite.open('/x/introduction/');
    const quickstart = page.locator('.theme-doc-sidebar-container a[href*="/react-charts/quickstart"]');
    expect(await quickstart.isVisible()).toBe(false);
    await tabTo(page, (el) => el.textContent === 'Charts' && el.closest('.theme-doc-sidebar-container') !== null);
    await page.keyboard.press('Enter');
    // The section opens in the next animation frame; a reader tabs once it is visible (under load
    // the frame came after the first Tab presses, which then skipped the still hidden links).
    await quickstart.waitFor({ state: 'visible' });
    await tabTo(page, (el) => el.textContent === 'Quickstart' && el.closest('.theme-doc-sidebar-container') !== null);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/x\/react-charts\/quickstart\/$/);
  });
});
