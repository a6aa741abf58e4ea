// Export demos produce real files: the reader's browser downloads them, and their content is what
// the page says.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { setupBrowserSuite } from './support/browser';

const suite = setupBrowserSuite({ allowed: [/MUI X: Missing license key/] });

async function runningDemo(page: Page, id: string, ready: string): Promise<Locator> {
  const section = page.locator(`section#${id}`);
  await section.scrollIntoViewIfNeeded();
  await section.locator(ready).first().waitFor({ timeout: 15_000 });
  return section;
}

describe('exports', () => {
  it('download the grid as a CSV file with the rows on screen', async () => {
    const page = await suite.open('/x/react-data-grid/export/');
    const section = await runningDemo(page, 'export-csv-from-code', '.MuiDataGrid-row');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('employees.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')).toEqual([
      'First name,Last name,Department,Salary',
      'Goran,Andersen,Marketing,"75,000"',
      'Elif,Costa,Sales,"100,000"',
      'Ada,Haddad,Marketing,"66,000"',
      'Elif,Novak,Support,"60,000"',
      'Farah,Costa,Design,"145,000"',
    ]);
    // The same text the page shows for "Show CSV text".
    await section.getByRole('button', { name: 'Show CSV text' }).click();
    await expect(section.getByLabel('CSV text').textContent()).resolves.toBe(csv);
  });

  it('download a chart as a PNG image the size of the chart on screen', async () => {
    const page = await suite.open('/x/react-charts/export/');
    const section = await runningDemo(page, 'charts-export-image', 'svg .MuiBarElement-root');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('revenue-by-region.png');
    const png = await readFile((await download.path())!);
    // The PNG signature, then the IHDR chunk's width and height (big-endian, bytes 16-23).
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const svg = await section.locator('svg').filter({ has: page.locator('.MuiBarElement-root') }).first().boundingBox();
    const scale = await page.evaluate(() => window.devicePixelRatio);
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(Math.floor(svg!.width * scale));
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(Math.floor(svg!.height * scale));
    expect(png.length).toBeGreaterThan(5_000);
  });
});
