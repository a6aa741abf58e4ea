// Each date library the pickers support drives a live demo: the calendar speaks the adapter's
// locale, and a day picked in it reaches the field through that library's own date objects.
import { setupBrowserSuite } from './support/browser';

const suite = setupBrowserSuite();

const ADAPTERS = [
  { demo: 'adapter-dayjs-german', month: 'März 2025' },
  { demo: 'adapter-date-fns-french', month: 'mars 2025' },
  { demo: 'adapter-luxon-spanish', month: 'marzo 2025' },
  { demo: 'adapter-moment-dutch', month: 'maart 2025' },
] as const;

describe('date library adapters', () => {
  it.each(ADAPTERS)('$demo shows its calendar in its locale and takes a picked day', async ({ demo, month }) => {
    const page = await suite.open('/x/react-date-pickers/adapters-locale/');
    const section = page.locator(`section#${demo}`);
    await section.scrollIntoViewIfNeeded();
    const heading = section.locator('.MuiPickersCalendarHeader-label');
    await heading.waitFor({ timeout: 15_000 });
    await expect(heading.textContent()).resolves.toBe(month);
    const field = section.locator('.MuiPickersTextField-root input, .MuiTextField-root input').first();
    const before = await field.inputValue();
    // Until the demo's code has loaded (it starts on the reader's first move, DemoLive.tsx), the
    // calendar is the page's HTML and a click on it reaches no handler (CI once clicked that early):
    // click again, as a reader would, until the field takes the day.
    const deadline = Date.now() + 15_000;
    do {
      await section.getByRole('gridcell', { name: '20' }).click();
      await page.waitForTimeout(250);
    } while ((await field.inputValue()) === before && Date.now() < deadline);
    await expect(field.inputValue()).resolves.not.toBe(before);
    await expect(field.inputValue()).resolves.toContain('20');
  });
});
