// The colour mode across tabs of one browser: a choice reaches every open tab once, a tab opened
// later starts with it, and no tab writes back what it received (which used to set two tabs echoing
// each other's writes without end).
import type { Page } from 'playwright-core';
import { SITE, closeSettings, collectProblems, openSettings, setupBrowserSuite } from './support/browser';

const suite = setupBrowserSuite();

/** Counts this tab's localStorage writes, per key, from before the first script runs. */
const countStorageWrites = () => {
  const writes: Record<string, number> = {};
  (window as unknown as { storageWrites: Record<string, number> }).storageWrites = writes;
  const setItem = Storage.prototype.setItem;
  const removeItem = Storage.prototype.removeItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    writes[key] = (writes[key] ?? 0) + 1;
    return setItem.call(this, key, value);
  };
  Storage.prototype.removeItem = function (key: string) {
    writes[key] = (writes[key] ?? 0) + 1;
    return removeItem.call(this, key);
  };
};

const writesOf = (page: Page) =>
  page.evaluate(() => {
    const writes = (window as unknown as { storageWrites: Record<string, number> }).storageWrites;
    return Object.values(writes).reduce((sum, count) => sum + count, 0);
  });
const resetWrites = (page: Page) =>
  page.evaluate(() => {
    const writes = (window as unknown as { storageWrites: Record<string, number> }).storageWrites;
    for (const key of Object.keys(writes)) delete writes[key];
  });
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);


async function choose(page: Page, mode: 'Light' | 'System' | 'Dark') {
  await openSettings(page);
  await page.getByRole('button', { name: mode, exact: true }).click();
  await closeSettings(page);
}

describe('colour mode across tabs', () => {
  it('reaches every tab once, starts a new tab in the chosen mode, and settles', async () => {
    await suite.context().addInitScript(countStorageWrites);
    const first = await suite.open('/x/react-data-grid/');
    await choose(first, 'Dark');
    await resetWrites(first);

    // A tab opened after the choice paints dark at once (before any script: the inline ones set it).
    const second = await suite.context().newPage();
    const secondProblems = collectProblems(second);
    await second.goto(`${SITE}/x/introduction/`, { waitUntil: 'commit' });
    await second.waitForFunction(() => document.documentElement.dataset.theme !== undefined);
    await expect(theme(second)).resolves.toBe('dark');
    await second.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await second.waitForTimeout(3000);
    await expect(theme(first)).resolves.toBe('dark');
    await expect(theme(second)).resolves.toBe('dark');
    expect(await writesOf(first)).toBeLessThan(5);
    expect(await writesOf(second)).toBeLessThan(5);

    await choose(second, 'Light');
    await first.waitForFunction(() => document.documentElement.dataset.theme === 'light', undefined, {
      timeout: 1000,
    });

    // System follows each tab's own operating-system preference.
    await first.emulateMedia({ colorScheme: 'dark' });
    await second.emulateMedia({ colorScheme: 'dark' });
    await choose(second, 'System');
    await first.waitForFunction(() => document.documentElement.dataset.themeChoice === 'system', undefined, {
      timeout: 1000,
    });
    await expect(theme(first)).resolves.toBe('dark');
    await expect(theme(second)).resolves.toBe('dark');
    await expect(first.evaluate(() => localStorage.getItem('mui-mode'))).resolves.toBe('system');

    // Quiet again: no tab keeps answering the other.
    await resetWrites(first);
    await resetWrites(second);
    await first.waitForTimeout(1500);
    expect(await writesOf(first)).toBe(0);
    expect(await writesOf(second)).toBe(0);
    expect(secondProblems).toEqual([]);
  });

  it('ignores a foreign mode another MUI site stores, without a loop or a console error', async () => {
    await suite.context().addInitScript(countStorageWrites);
    const first = await suite.open('/x/react-data-grid/');
    const second = await suite.open('/x/introduction/');
    await choose(first, 'Dark');
    await second.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await resetWrites(second);
    await first.evaluate(() => localStorage.setItem('mui-mode', 'sepia'));
    await second.waitForTimeout(1500);
    await expect(theme(second)).resolves.toBe('dark');
    expect(await writesOf(second)).toBe(0);
  });
});
