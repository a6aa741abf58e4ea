// Tree View demos work for a reader: by keyboard, with a lazy-loading backend that can fail, and
// with items moved by the mouse or the keyboard (Tree View Pro 8.6.0 has no keyboard reordering, so
// the ordering demos add their own keys).
import type { Locator, Page } from 'playwright-core';
import { setupBrowserSuite } from './support/browser';
import { poll } from './support/poll';

const suite = setupBrowserSuite({ allowed: [/MUI X: Missing license key/] });
const demo = (page: Page, id: string) => page.locator(`section#${id}`);
// Tree views show their server markup until the demo runs (the reader's scroll starts it).
async function scrollToRunningDemo(page: Page, id: string): Promise<Locator> {
  const section = demo(page, id);
  await section.scrollIntoViewIfNeeded();
  await section.locator('[data-running]').waitFor();
  return section;
}
const item = (scope: Locator, name: string | RegExp) => scope.getByRole('treeitem', { name }).first();
const focusedLabel = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.closest('[role="treeitem"]')?.querySelector('[class*="label"]')?.textContent,
  );

describe('tree view demos', () => {
  it('expand, collapse and move focus from the keyboard', async () => {
    const page = await suite.open('/x/react-tree-view/simple-tree-view/expansion/');
    const section = await scrollToRunningDemo(page, 'simple-expansion-controlled');
    await section.getByRole('button', { name: 'Collapse all' }).click();
    await expect(item(section, 'First floor').getAttribute('aria-expanded')).resolves.toBe('false');
    // From the last button, Tab enters the tree on its first item.
    await page.keyboard.press('Tab');
    await expect(focusedLabel(page)).resolves.toBe('Ground floor');
    await page.keyboard.press('ArrowRight');
    await expect(item(section, 'Ground floor').getAttribute('aria-expanded')).resolves.toBe('true');
    await section.getByText('expandedItems: [ground-floor]').waitFor();
    await page.keyboard.press('ArrowDown');
    await expect(focusedLabel(page)).resolves.toBe('Entrance hall');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(item(section, 'Ground floor').getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('load children when an item opens, show a failed request and retry it', async () => {
    const page = await suite.open('/x/react-tree-view/rich-tree-view/lazy-loading/');
    const section = await scrollToRunningDemo(page, 'rich-lazy-errors');
    const birds = item(section, 'Birds and eggs');
    await birds.waitFor({ timeout: 15_000 });
    await section.getByRole('button', { name: 'Fail the next request' }).click();
    await birds.locator('[class*="content"]').first().click();
    await section
      .getByRole('status')
      .getByText(/^Failed:/)
      .waitFor({ timeout: 10_000 });
    await expect(birds.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(section.getByRole('treeitem', { name: /^Cabinet/ }).count()).resolves.toBe(0);
    // Opening it again sends a new request, which succeeds.
    await birds.locator('[class*="content"]').first().click();
    await item(section, /^Cabinet/).waitFor({ timeout: 10_000 });
    await expect(birds.getAttribute('aria-expanded')).resolves.toBe('true');
  });

  it('reorder items by dragging them and, since 8.6.0 has no key for it, with the move buttons', async () => {
    const page = await suite.open('/x/react-tree-view/rich-tree-view/ordering/');
    const section = await scrollToRunningDemo(page, 'rich-ordering-basic');
    const labels = () => section.locator('.MuiTreeItem-label').allTextContents();
    const unitOne = ['Reading a histogram', 'Golden hour', 'Hard and soft light'];
    await expect(labels()).resolves.toEqual(expect.arrayContaining(unitOne));
    const order = async () => (await labels()).filter((label) => unitOne.includes(label));
    await expect(order()).resolves.toEqual(unitOne);
    const waitForOrder = (expected: string[]) => poll(order, (value) => expect(value).toEqual(expected));

    // The page's markup shows before the demo runs: a click that selects proves it runs.
    for (let tries = 0; tries < 30; tries += 1) {
      await section.locator('.MuiTreeItem-label', { hasText: 'Final project' }).click();
      if (await section.getByText('Selected: Final project').isVisible()) break;
      await page.waitForTimeout(300);
    }
    await section.getByText('Selected: Final project').waitFor();

    // The mouse: drop "Hard and soft light" on the top edge of the first lesson.
    const target = section.locator('.MuiTreeItem-content', { hasText: 'Reading a histogram' });
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await target.boundingBox())!;
    const source = (await section.locator('.MuiTreeItem-content', { hasText: 'Hard and soft light' }).boundingBox())!;
    // Chromium runs native drag and drop from the mouse; its drag events arrive between frames.
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 5, source.y + source.height / 2 + 5, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2, box.y + 3, { steps: 10 });
    await page.waitForTimeout(200);
    await page.mouse.move(box.x + box.width / 2, box.y + 3);
    await page.waitForTimeout(200);
    await page.mouse.up();
    await waitForOrder(['Hard and soft light', 'Reading a histogram', 'Golden hour']);

    // The keyboard: select "Golden hour" with Space, Tab to "Move up", press Enter.
    await item(section, 'Reading a histogram').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await section.getByText('Selected: Golden hour').waitFor();
    const moveUp = section.getByRole('button', { name: 'Move up' });
    for (
      let presses = 0;
      presses < 10 && !(await moveUp.evaluate((el) => el === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await waitForOrder(['Hard and soft light', 'Golden hour', 'Reading a histogram']);
  });
});
