// The Chinese site says so when a page is still in English: a note in Chinese, rendered with the
// page (no script, nothing moves), linking the English page and the translating guide.
import { SITE, screenshotPath, setupBrowserSuite } from './support/browser';
import { layoutShift, watchLayoutShifts } from './support/layoutShift';

const suite = setupBrowserSuite({ allowed: [/MUI X: Missing license key/] });
const UNTRANSLATED = '/x/zh/react-date-pickers/validation/';

describe('translation notes', () => {
  it('are in the page as served, before any script runs', async () => {
    const html = await (await fetch(`${SITE}${UNTRANSLATED}`)).text();
    expect(html).toContain('本页尚未翻译');
    // The built HTML is minified: attribute values may go unquoted.
    expect(html).toMatch(/<a href="?\/x\/react-date-pickers\/validation\/"? hreflang="?en"?>阅读英文页面<\/a>/);
  });

  it.each(['light', 'dark'] as const)('tell a reader of an untranslated page where to go (%s)', async (mode) => {
    const page = await suite.open('/x/zh/');
    await page.emulateMedia({ colorScheme: mode });
    await watchLayoutShifts(page);
    await page.goto(`${SITE}${UNTRANSLATED}`, { waitUntil: 'networkidle' });
    const note = page.locator('.translation-note');
    await expect(note.textContent()).resolves.toContain('本页尚未翻译');
    await note.screenshot({ path: screenshotPath(`translation-note-${mode}`) });
    await page.waitForTimeout(1000);
    expect(await layoutShift(page)).toBe(0);
    await expect(note.getByRole('link', { name: '参与翻译' }).getAttribute('href')).resolves.toBe('/x/translating.md');
    await note.getByRole('link', { name: '阅读英文页面' }).click();
    await page.waitForURL(`${SITE}/x/react-date-pickers/validation/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Date and Time Pickers - Validation');
    await expect(page.locator('.translation-note').count()).resolves.toBe(0);
  });

  it('stay off a translated page, which reads in Chinese', async () => {
    const page = await suite.open('/x/zh/react-data-grid/sorting/');
    await expect(page.locator('h1').textContent()).resolves.toContain('排序');
    await expect(page.locator('.translation-note').count()).resolves.toBe(0);
    await expect(page.locator('article').textContent()).resolves.toContain('排序模型');
  });

  it('link a translating guide the built site serves', async () => {
    const response = await fetch(`${SITE}/x/translating.md`);
    expect(response.status).toBe(200);
    const guide = await response.text();
    expect(guide).toMatch(/^## Translating\n/);
    expect(guide).toContain('npm run translations:status');
  });
});
