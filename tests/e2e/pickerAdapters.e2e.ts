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
    await section.getByRole('gridcell', { name: '20' }).click();
    await expect(field.inputValue()).resolves.not.toBe(before);
    await expect(field.inputValue()).resolves.toContain('20');
  });
});
