import type { Page, Request } from 'playwright-core';
import { PHONE, SITE, openSettings, setupBrowserSuite } from './support/browser';

// The one console message allowed on a page with Pro or Premium demos while no key is configured.
const LICENCE_NOTICE = /MUI X: Missing license key/;

const suite = setupBrowserSuite({ allowed: [LICENCE_NOTICE], permissions: ['clipboard-read', 'clipboard-write'] });
const open = (path: string) => suite.open(path);
const demo = (page: Page, id: string) => page.locator(`section#${id}`);
// A desktop monitor: the first screen shows the introduction and the first demo of a guide.
const LARGE_SCREEN = { width: 1920, height: 1200 };

describe('demos', () => {
  it('render the live component and show its source on request', async () => {
    const page = await open('/x/react-data-grid/sorting/');
    const first = demo(page, 'header-click-sorting');
    await first.scrollIntoViewIfNeeded();
    await first.locator('.MuiDataGrid-root').waitFor();
    await first.getByRole('button', { name: 'Show the source' }).click();
    const code = first.locator('pre').first();
    await expect(code.textContent()).resolves.toContain('export default function HeaderClickSorting()');
    await expect(code.textContent()).resolves.toContain('GridColDef');
    await expect(first.getByRole('button', { name: 'Hide the source' }).getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
  });

  it('that render nothing on the server run without waiting for the reader to move', async () => {
    // The Data Grid and the charts draw nothing until they run in the browser; a reader who only
    // looks must still see them.
    const onScreenAtLoad = [
      { path: '/x/react-data-grid/sorting/', id: 'header-click-sorting', drawn: '.MuiDataGrid-row' },
      { path: '/x/react-charts/bars/', id: 'basic-bars', drawn: 'svg .MuiBarElement-root, svg rect' },
    ];
    for (const { path, id, drawn } of onScreenAtLoad) {
      const page = await suite.open(path, { viewport: LARGE_SCREEN });
      // The premise: the demo is on the first screen. A longer introduction can push it below the
      // fold, where it rightly waits for the scroll that brings it near; pick another demo then.
      const top = await demo(page, id).evaluate((section) => section.getBoundingClientRect().top);
      expect(top).toBeLessThan(LARGE_SCREEN.height - 150);
      await demo(page, id).locator(drawn).first().waitFor({ timeout: 15_000 });
    }
  });

  it("draw charts in the colour mode's own palette, also after a switch", async () => {
    // Charts pick their palette from the theme's mode, which MUI's CSS-variables theme would leave
    // on Light; the dark palette is lighter, so bars stay visible on the dark background.
    const page = await suite.open('/x/react-charts/bars/', { viewport: LARGE_SCREEN });
    const firstBar = demo(page, 'basic-bars').locator('svg .MuiBarElement-root').first();
    const fill = () => firstBar.evaluate((bar) => getComputedStyle(bar).fill);
    const waitForFill = (sameAs: boolean, reference: string) =>
      page.waitForFunction(
        ([same, value]) => {
          const bar = document.querySelector('#basic-bars svg .MuiBarElement-root');
          return bar !== null && (getComputedStyle(bar).fill === value) === same;
        },
        [sameAs, reference] as const,
      );
    await firstBar.waitFor({ timeout: 15_000 });
    const light = await fill();
    await openSettings(page);
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await waitForFill(false, light);
    const dark = await fill();
    await page.reload({ waitUntil: 'networkidle' });
    await firstBar.waitFor({ timeout: 15_000 });
    await waitForFill(true, dark);
  });

  it("keep the Pro licence watermark over the demo that draws it, not over the page's text", async () => {
    // The watermark is placed with bottom: 50% against the nearest positioned ancestor.
    const page = await suite.open('/x/react-charts/', { viewport: LARGE_SCREEN });
    const section = demo(page, 'charts-overview-pro-charts');
    await section.scrollIntoViewIfNeeded();
    // Measured in the page, in one go: the server markup's watermark is replaced when the demo starts,
    // so a handle taken before that would point at a detached element.
    const placement = await page.waitForFunction(
      () => {
        const area = document.getElementById('charts-overview-pro-charts');
        const mark = [...(area?.querySelectorAll<HTMLElement>('div[style]') ?? [])].find((element) =>
          element.textContent?.startsWith('MUI X Missing license key'),
        );
        if (!area || !mark || mark.getBoundingClientRect().height === 0) return null;
        const [outer, inner] = [area.getBoundingClientRect(), mark.getBoundingClientRect()];
        return { inside: inner.top >= outer.top && inner.bottom <= outer.bottom };
      },
      undefined,
      { timeout: 15_000 },
    );
    await expect(placement.jsonValue()).resolves.toEqual({ inside: true });
  });

  it('keep their server markup on a phone until the reader moves, then run', async () => {
    // On a phone a layout context changes right after hydration (the navbar menu); demos used to
    // drop their markup for a loading placeholder at that moment.
    const page = await suite.open('/x/react-date-pickers/date-picker/', { viewport: PHONE });
    const first = demo(page, 'basic-date-picker');
    await expect(first.locator('[aria-busy="true"]').count()).resolves.toBe(0);
    await expect(first.getByText('Appointment').first().isVisible()).resolves.toBe(true);
    // The reader scrolls to the demo (on a phone the introduction fills the first screens): the server
    // markup gives way to the running demo, whose button opens the calendar.
    await first.scrollIntoViewIfNeeded();
    await first.locator('[data-running]').waitFor();
    await first.getByRole('button', { name: /Choose date/ }).click();
    await page.getByRole('dialog').waitFor();
  });

  it('look the same in their server markup as running: a small standard field keeps its label above its value', async () => {
    // Emotion's inline style tags once sat between a label and its input, so 'label + input' rules
    // missed until the demo ran and the label covered the date.
    const labelAndValue = async (page: Page) => {
      const field = demo(page, 'custom-field-text-field').getByRole('group', { name: 'Standard, small' });
      const label = await page.locator(`label[id="${await field.getAttribute('aria-labelledby')}"]`).boundingBox();
      const value = await field.locator('.MuiPickersSectionList-root').boundingBox();
      return { labelBottom: label!.y + label!.height, valueTop: value!.y };
    };
    const context = await suite.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${SITE}/x/react-date-pickers/custom-field/`, { waitUntil: 'load' });
      const { labelBottom, valueTop } = await labelAndValue(page);
      expect(labelBottom).toBeLessThanOrEqual(valueTop);
    } finally {
      await context.close();
    }
  });

  it('switch every demo to JavaScript and remember it on reload and on other pages', async () => {
    const page = await open('/x/react-charts/bars/');
    const first = demo(page, 'basic-bars');
    await first.getByRole('button', { name: 'Show the source' }).click();
    await first.getByRole('button', { name: 'JavaScript' }).click();
    await expect(first.getByRole('button', { name: 'JavaScript' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(first.locator('pre').first().textContent()).resolves.not.toMatch(/: \w+\[\]|interface /);
    const cookie = (await suite.context().cookies(SITE)).find((c) => c.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');

    await page.reload({ waitUntil: 'networkidle' });
    await demo(page, 'basic-bars').getByRole('button', { name: 'Show the source' }).click();
    await expect(
      demo(page, 'basic-bars').getByRole('button', { name: 'JavaScript' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    const other = await open('/x/react-date-pickers/date-picker/');
    const picker = demo(other, 'basic-date-picker');
    await picker.getByRole('button', { name: 'Show the source' }).click();
    await expect(picker.getByRole('button', { name: 'JavaScript' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(picker.locator('pre').first().textContent()).resolves.toContain(
      'export default function BasicDatePicker()',
    );
  });

  it('open the code of the demo a #name.js link points at, in JavaScript', async () => {
    const page = await open('/x/react-data-grid/sorting/#controlled-sort-model.js');
    const target = demo(page, 'controlled-sort-model');
    await target.getByRole('button', { name: 'Hide the source' }).waitFor();
    await expect(target.getByRole('button', { name: 'JavaScript' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(target.locator('pre').first().textContent()).resolves.toContain(
      'export default function ControlledSortModel()',
    );
    // The link's choice is the reader's from now on: remembered for a year, and the next page's demos
    // open in JavaScript too.
    const cookie = (await suite.context().cookies(SITE)).find((c) => c.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    const next = await open('/x/react-charts/bars/');
    await demo(next, 'basic-bars').getByRole('button', { name: 'Show the source' }).click();
    await expect(
      demo(next, 'basic-bars').getByRole('button', { name: 'JavaScript' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
  });

  it('copy the source: Copy, then Copied, then Copy again', async () => {
    const page = await open('/x/react-charts/bars/');
    const copy = demo(page, 'basic-bars').getByRole('button', { name: 'Copy the source' });
    await expect(copy.textContent()).resolves.toBe('Copy');
    const handle = await copy.elementHandle();
    await copy.click();
    await page.waitForFunction((el) => el?.textContent === 'Copied', handle, { timeout: 2000 });
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toContain(
      'export default function BasicBars()',
    );
    await page.waitForFunction((el) => el?.textContent === 'Copy', handle, { timeout: 4000 });
  });

  it('copy fenced code blocks with a Copy button that says Copied', async () => {
    const page = await open('/x/introduction/installation/');
    const block = page.locator('.theme-code-block').first();
    const button = await block.getByRole('button', { name: 'Copy' }).elementHandle();
    await button!.click();
    await page.waitForFunction((el) => el?.textContent === 'Copied', button, { timeout: 2000 });
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      // Each code line is its own block in the DOM, so innerText doubles the line breaks.
      (await block.locator('pre').innerText()).replace(/\n\n/g, '\n').trimEnd(),
    );
    await page.waitForFunction((el) => el?.textContent === 'Copy', button, { timeout: 3000 });
  });

  it.each([
    ['Edit in StackBlitz', 'https://stackblitz.com/**', 'stackblitz'],
    ['Edit in CodeSandbox', 'https://codesandbox.io/**', 'codesandbox'],
  ])('%s posts the demo and a package.json with its dependencies', async (button, pattern, service) => {
    const posted: Request[] = [];
    await suite.context().route(pattern, (route) => {
      posted.push(route.request());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>sandbox</title>' });
    });
    const page = await open('/x/react-data-grid/sorting/');
    const pro = demo(page, 'pro-multi-column-sort');
    await pro.scrollIntoViewIfNeeded();
    const popup = suite.context().waitForEvent('page');
    await pro.getByRole('button', { name: button }).click();
    await (await popup).waitForLoadState();
    expect(posted).toHaveLength(1);
    const form = new URLSearchParams(posted[0]!.postData() ?? '');
    let files: Record<string, string>;
    if (service === 'stackblitz') {
      files = Object.fromEntries(
        [...form.entries()]
          .filter(([key]) => key.startsWith('project[files]'))
          .map(([key, value]) => [key.slice(15, -1), value]),
      );
    } else {
      const { decompressFromBase64 } = await import('lz-string');
      const parsed = JSON.parse(decompressFromBase64(form.get('parameters')!)!) as {
        files: Record<string, { content: string }>;
      };
      files = Object.fromEntries(Object.entries(parsed.files).map(([path, file]) => [path, file.content]));
    }
    expect(files['src/ProMultiColumnSort.tsx']).toContain('DataGridPro');
    const pkg = JSON.parse(files['package.json']!) as { dependencies: Record<string, string> };
    expect(pkg.dependencies).toMatchObject({
      '@mui/x-data-grid-pro': '8.2.0',
      react: '^19.0.0',
      '@mui/material': '^7.0.0',
    });
  });

  it('show the demo toolbar, copy buttons and feedback form in Chinese on a Chinese page', async () => {
    const page = await open('/x/zh/react-data-grid/sorting/');
    const section = demo(page, 'controlled-sort-model');
    await expect(section.getAttribute('aria-label')).resolves.toBe('演示：ControlledSortModel');
    const toolbar = section.getByRole('toolbar', { name: '演示工具' });
    await toolbar.getByRole('button', { name: '显示源代码' }).click();
    await toolbar.getByRole('group', { name: '代码语言' }).waitFor();
    for (const name of ['隐藏源代码', '复制源代码', '重置演示', '在 StackBlitz 中编辑', '在 CodeSandbox 中编辑']) {
      await expect(toolbar.getByRole('button', { name }).count()).resolves.toBe(1);
    }
    const copy = toolbar.getByRole('button', { name: '复制源代码' });
    await expect(copy.textContent()).resolves.toBe('复制');
    await copy.click();
    // The label changes once the clipboard write has resolved.
    await copy.getByText('已复制', { exact: true }).waitFor({ timeout: 2000 });

    const feedback = page.locator('[data-page-feedback]');
    await feedback.getByText('本页内容对你有帮助吗？').waitFor();
    await feedback.getByRole('button', { name: '有帮助', exact: true }).click();
    await feedback.getByLabel('补充说明（可选）').waitFor();
    // Nothing on the page fell back to English: a missing string would have logged a warning,
    // which the suite reports after the test.
  });
});
