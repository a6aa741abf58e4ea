// Editable demos on the built site: the code panel turns into an editor on first focus, edits re-run
// the demo, errors show in its place, Reset and Copy follow the edit, and nothing of the editor
// loads before the reader asks for it.
import type { Locator, Page } from 'playwright-core';
import { closeSettings, openSettings, setupBrowserSuite } from './support/browser';
import { violationsOnPage } from './support/a11y';
import { poll } from './support/poll';

const suite = setupBrowserSuite({ permissions: ['clipboard-read', 'clipboard-write'] });
const PATH = '/x/react-data-grid/sorting/';
const ID = 'header-click-sorting';
// Only the editor chunk has this: react-simple-code-editor's textarea class.
const EDITOR_MARK = 'npm__react-simple-code-editor__textarea';

interface ScriptWatch {
  /** Every script of the site the page has received so far. */
  urls: string[];
  /** Those that hold the editor, once their bodies have been read. */
  editorUrls: string[];
  /** Resolves when the bodies of the scripts received so far have been read. */
  settled(): Promise<void>;
}

/** Watches the site's scripts a page receives, telling which hold the editor. */
function watchScripts(page: Page): ScriptWatch {
  const reads: Promise<void>[] = [];
  const watch: ScriptWatch = {
    urls: [],
    editorUrls: [],
    settled: async () => {
      await Promise.all(reads);
    },
  };
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    watch.urls.push(response.url());
    // The body arrives after the response event: a test reads `editorUrls` only once this is done.
    reads.push(
      response.text().then(
        (body) => {
          if (body.includes(EDITOR_MARK)) watch.editorUrls.push(response.url());
        },
        () => undefined,
      ),
    );
  });
  return watch;
}

async function openDemo(): Promise<{ page: Page; demo: Locator; scripts: ScriptWatch }> {
  const page = await suite.context().newPage();
  const scripts = watchScripts(page);
  await page.goto(`${new URL(PATH, process.env.E2E_SITE_URL ?? 'http://127.0.0.1:4173')}`, {
    waitUntil: 'networkidle',
  });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  const demo = page.locator(`section#${ID}`);
  await demo.scrollIntoViewIfNeeded();
  await demo.locator('.MuiDataGrid-row').first().waitFor({ timeout: 15_000 });
  return { page, demo, scripts };
}

const rowCount = (demo: Locator) => demo.locator('.MuiDataGrid-row').count();
const editor = (demo: Locator) => demo.locator('[data-demo-editor] textarea');

async function startEditing(demo: Locator): Promise<void> {
  await demo.getByRole('button', { name: 'Show the source' }).click();
  await demo.locator('pre').filter({ hasText: 'getEmployees' }).first().click();
  await editor(demo).waitFor();
}

describe('editable demos', () => {
  it('load nothing of the editor until the code is focused', async () => {
    const { page, demo, scripts } = await openDemo();
    await demo.getByRole('button', { name: 'Show the source' }).click();
    // The highlighted block, which is the one a keyboard can reach (tabindex 0).
    const code = demo.locator('pre[tabindex="0"]').filter({ hasText: 'getEmployees' }).first();
    await code.waitFor();
    await page.waitForLoadState('networkidle');
    await scripts.settled();
    const before = scripts.urls.length;
    expect(scripts.editorUrls).toEqual([]);
    await code.focus();
    await editor(demo).waitFor();
    // The editor's script ran, so it was received; its body may still be on its way to the test.
    await poll(
      async () => {
        await scripts.settled();
        return scripts.editorUrls.length;
      },
      (count) => expect(count).toBe(1),
    );
    expect(scripts.urls.length).toBeGreaterThan(before);
    // Focus moved into the editor that replaced the code.
    await expect(editor(demo).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('re-run the demo after an edit, show a syntax error in its place, and come back when it is fixed', async () => {
    const { demo } = await openDemo();
    expect(await rowCount(demo)).toBeGreaterThan(3);
    await startEditing(demo);
    const original = await editor(demo).inputValue();
    expect(original).toContain('getEmployees(20)');
    await editor(demo).fill(original.replace('getEmployees(20)', 'getEmployees(3)'));
    await poll(
      () => rowCount(demo),
      (value) => expect(value).toBe(3),
    );
    await expect(demo.getByRole('button', { name: 'Copy the edited source' }).textContent()).resolves.toBe(
      'Copy (edited)',
    );

    await editor(demo).fill(original.replace('getEmployees(20)', 'getEmployees(3').replace('<DataGrid', '<DataGrid ='));
    const error = demo.locator('[data-demo-edit-error]');
    await error.waitFor();
    await expect(error.textContent()).resolves.toMatch(/Syntax error: .*line \d+/);

    await editor(demo).fill(original.replace('getEmployees(20)', 'getEmployees(4)'));
    await error.waitFor({ state: 'detached' });
    await poll(
      () => rowCount(demo),
      (value) => expect(value).toBe(4),
    );
  });

  it('change a column width', async () => {
    const { demo } = await openDemo();
    await startEditing(demo);
    const original = await editor(demo).inputValue();
    const header = demo.locator('.MuiDataGrid-columnHeader[data-field="firstName"]');
    // Null while the grid re-mounts (the demo re-runs after each edit): poll reads again.
    const headerWidth = async () => Math.round((await header.boundingBox())!.width);
    await poll(headerWidth, (value) => expect(value).toBe(120));
    await editor(demo).fill(
      original.replace("headerName: 'First name', width: 120", "headerName: 'First name', width: 260"),
    );
    await poll(headerWidth, (value) => expect(value).toBe(260));
  });

  it('copy the edited code, and go back to the original on Reset', async () => {
    const { page, demo } = await openDemo();
    await startEditing(demo);
    const original = await editor(demo).inputValue();
    const edited = original.replace('getEmployees(20)', 'getEmployees(2)');
    await editor(demo).fill(edited);
    await poll(
      () => rowCount(demo),
      (value) => expect(value).toBe(2),
    );
    await demo.getByRole('button', { name: 'Copy the edited source' }).click();
    await poll(
      () => page.evaluate(() => navigator.clipboard.readText()),
      (value) => expect(value).toBe(edited),
    );

    await demo.getByRole('button', { name: 'Reset the demo and discard the edits' }).click();
    await expect(editor(demo).inputValue()).resolves.toBe(original);
    await poll(
      () => rowCount(demo),
      (value) => expect(value).toBeGreaterThan(3),
    );
    await demo.getByRole('button', { name: 'Copy the source' }).click();
    await poll(
      () => page.evaluate(() => navigator.clipboard.readText()),
      (value) => expect(value).toBe(original),
    );
  });

  it('edit the JavaScript variant too', async () => {
    const { demo } = await openDemo();
    await startEditing(demo);
    await demo.getByRole('button', { name: 'JavaScript' }).click();
    await poll(
      () => editor(demo).inputValue(),
      (value) => expect(value).not.toContain('GridColDef'),
    );
    const js = await editor(demo).inputValue();
    expect(js).toContain('getEmployees(20)');
    await editor(demo).fill(js.replace('getEmployees(20)', 'getEmployees(1)'));
    await poll(
      () => rowCount(demo),
      (value) => expect(value).toBe(1),
    );
  });

  it('let a keyboard user leave the editor with Escape, then Tab', async () => {
    const { page, demo } = await openDemo();
    await startEditing(demo);
    await page.keyboard.type('// note\n');
    await page.keyboard.press('Tab');
    await expect(editor(demo).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(editor(demo).evaluate((element) => element === document.activeElement)).resolves.toBe(false);
  });
  it('keep the editor, its hint and an error message accessible in light and dark', async () => {
    const { page, demo } = await openDemo();
    await startEditing(demo);
    const original = await editor(demo).inputValue();
    await editor(demo).fill(original.replace('<DataGrid', '<DataGrid ='));
    await demo.locator('[data-demo-edit-error]').waitFor();
    await expect(violationsOnPage(page, 'light', `section#${ID}`)).resolves.toEqual([]);
    await openSettings(page);
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await closeSettings(page);
    await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    await expect(editor(demo).isVisible()).resolves.toBe(true);
    await expect(violationsOnPage(page, 'dark', `section#${ID}`)).resolves.toEqual([]);
  });
});
