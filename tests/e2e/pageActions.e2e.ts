// The page actions menu beside a guide's title, on the built site: it opens from the keyboard,
// Copy page puts the page's Markdown twin on the clipboard, its links point to the twin, a Chinese
// page speaks Chinese, and the button keeps clear of a long title on a phone and in right to left.
import type { Page } from 'playwright-core';
import { SITE, closeSettings, openSettings, screenshotPath, setupBrowserSuite } from './support/browser';

const suite = setupBrowserSuite({ permissions: ['clipboard-read', 'clipboard-write'] });

const SORTING_TWIN = '/x/react-data-grid/sorting.md';

/** The twin as the site serves it, fetched outside the page under test. */
async function twinText(path: string): Promise<string> {
  const response = await fetch(`${SITE}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type') ?? '').toContain('text/markdown');
  return response.text();
}

async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent ?? '');
}

/** Focuses the button and presses Enter; resolves once the menu's chunk has loaded and its first item has focus. */
async function openByKeyboard(page: Page, buttonName: string, firstItem: string) {
  const button = page.getByRole('button', { name: buttonName });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: buttonName });
  await menu.waitFor();
  await page.waitForFunction((text) => document.activeElement?.textContent === text, firstItem);
  return { button, menu };
}

/**
 * Where the title's text is drawn (the H1's box also holds the room it leaves for the button), and
 * the band of its first line.
 */
async function titleText(page: Page): Promise<{ left: number; right: number; lineTop: number; lineBottom: number }> {
  return page.evaluate(() => {
    const h1 = document.querySelector('article h1')!;
    const range = document.createRange();
    range.selectNodeContents(h1);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    const style = getComputedStyle(h1);
    const lineTop = h1.getBoundingClientRect().top + parseFloat(style.paddingTop);
    return {
      left: Math.min(...rects.map((rect) => rect.left)),
      right: Math.max(...rects.map((rect) => rect.right)),
      lineTop,
      lineBottom: lineTop + parseFloat(style.lineHeight),
    };
  });
}

describe('page actions menu', () => {
  it('opens with the keyboard, and Copy page puts the Markdown twin on the clipboard', async () => {
    const page = await suite.open('/x/react-data-grid/sorting/');
    const closed = page.getByRole('button', { name: 'Page actions' });
    await expect(closed.getAttribute('aria-haspopup')).resolves.toBe('menu');
    await expect(closed.getAttribute('aria-expanded')).resolves.toBe('false');

    // The menu's chunk loads on first use, so focus reaches the first item once it is there.
    const { button, menu } = await openByKeyboard(page, 'Page actions', 'Copy page');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(button.getAttribute('aria-controls')).resolves.toBe(await menu.getAttribute('id'));

    await page.keyboard.press('Enter');
    await menu.getByRole('menuitem', { name: 'Copied' }).waitFor({ timeout: 5000 });
    const expected = await twinText(SORTING_TWIN);
    expect(expected).toContain('Sorting');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected);
  });

  it('moves with the arrow keys, Home and End, and closes with Escape, back on its button', async () => {
    const page = await suite.open('/x/react-data-grid/sorting/');
    const { menu } = await openByKeyboard(page, 'Page actions', 'Copy page');
    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe('View as Markdown');
    await page.keyboard.press('End');
    await expect(focusedText(page)).resolves.toBe('Open in Claude');
    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe('Copy page');
    await page.keyboard.press('ArrowUp');
    await expect(focusedText(page)).resolves.toBe('Open in Claude');
    await page.keyboard.press('Home');
    await expect(focusedText(page)).resolves.toBe('Copy page');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Page actions');
  });

  it('links the twin, and gives the assistants its absolute URL in a new tab', async () => {
    const page = await suite.open('/x/react-data-grid/sorting/');
    await page.getByRole('button', { name: 'Page actions' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect(menu.getByRole('menuitem', { name: 'View as Markdown' }).getAttribute('href')).resolves.toBe(
      SORTING_TWIN,
    );
    for (const [name, origin] of [
      ['Open in ChatGPT', 'https://chatgpt.com'],
      ['Open in Claude', 'https://claude.ai'],
    ] as const) {
      const link = menu.getByRole('menuitem', { name });
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.origin).toBe(origin);
      // The prompt names the twin by an absolute URL, which the assistant can fetch.
      expect(href.searchParams.get('q')).toMatch(/https?:\/\/\S+\/x\/react-data-grid\/sorting\.md\b/);
    }
    // A press outside closes it (the title's middle, clear of the menu below the button).
    await page.locator('article h1').click();
    await menu.waitFor({ state: 'detached' });
  });

  it('speaks Chinese on a Chinese page, and copies the English twin', async () => {
    const page = await suite.open('/x/zh/react-data-grid/sorting/');
    const { menu } = await openByKeyboard(page, '页面操作', '复制页面');
    await expect(menu.getByRole('menuitem', { name: '以 Markdown 格式查看' }).getAttribute('href')).resolves.toBe(
      SORTING_TWIN,
    );
    await page.keyboard.press('Enter');
    await menu.getByRole('menuitem', { name: '已复制' }).waitFor({ timeout: 5000 });
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(await twinText(SORTING_TWIN));
  });

  it('sits at the end of a long title’s first line on a 360 px phone without covering it; its menu stays on screen', async () => {
    const page = await suite.open('/x/react-data-grid/filtering-recipes/', { viewport: { width: 360, height: 740 } });
    const button = page.getByRole('button', { name: 'Page actions' });
    const box = (await button.boundingBox())!;
    const title = await titleText(page);
    expect(title.right).toBeLessThanOrEqual(box.x);
    expect(box.y).toBeGreaterThanOrEqual(title.lineTop);
    expect(box.y + box.height).toBeLessThanOrEqual(title.lineBottom + 1);
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    await button.click();
    const menu = (await page.getByRole('menu').boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(0);
    expect(menu.x + menu.width).toBeLessThanOrEqual(360);
    expect(menu.y).toBeGreaterThanOrEqual(box.y + box.height);
    await page.screenshot({ path: screenshotPath('page-actions-phone') });
  });

  it('moves to the start of the title line in right to left, its menu opening towards the title', async () => {
    const page = await suite.open('/x/react-data-grid/sorting/');
    await openSettings(page);
    await page.getByRole('button', { name: 'Right to left' }).click();
    await closeSettings(page);
    const button = page.getByRole('button', { name: 'Page actions' });
    const box = (await button.boundingBox())!;
    const title = await titleText(page);
    expect(box.x + box.width).toBeLessThanOrEqual(title.left);
    await button.click();
    const menu = (await page.getByRole('menu').boundingBox())!;
    // Its left edges line up with the button's, and it extends to the right, over the page.
    expect(Math.abs(menu.x - box.x)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: screenshotPath('page-actions-rtl') });
  });
});
