import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { PHONE, SITE, closeSettings, openSettings, screenshotPath, setupBrowserSuite } from './support/browser';

const suite = setupBrowserSuite();
const open = (path: string) => suite.open(path);

// By class rather than by its label, which is translated on /x/zh/.
const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');

/** The URL of a Data Grid guide still marked `status: wip`, if one is left. */
function unfinishedDataGridPage(): string | undefined {
  const file = readdirSync('docs/react-data-grid')
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx')
    .sort()
    .find((name) => /^status: wip$/m.test(readFileSync(`docs/react-data-grid/${name}`, 'utf8')));
  return file && `/x/react-data-grid/${file.replace(/\.mdx$/, '')}/`;
}

describe('the portal', () => {
  it('opens on the introduction with the whole navigation tree', async () => {
    const page = await open('/x/introduction/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('MUI X - Overview');
    for (const label of [
      'Introduction',
      'Common concepts',
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
      'Migration',
    ]) {
      await expect(sidebar(page).getByRole('button', { name: label, exact: true }).count()).resolves.toBeGreaterThan(0);
    }
    const whatsNew = sidebar(page).getByRole('link', { name: /What’s new/ });
    await expect(whatsNew.getAttribute('href')).resolves.toBe('https://mui.com/x/whats-new/');
    await expect(page.locator('.navbar').getByText('MUI X', { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('serves a Data Grid page at its public path with the sidebar open on it', async () => {
    const page = await open('/x/react-data-grid/pagination/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Pagination');
    await expect(sidebar(page).locator('a[aria-current="page"]').textContent()).resolves.toBe('Pagination');
    // Product identifier: the overline and the product name.
    await expect(page.locator('.navbar [data-product="x-data-grid"]').innerText()).resolves.toMatch(
      /MUI X\s+Data Grid/i,
    );
    // A finished page has no "being written" notice; one still being written says so.
    await expect(page.getByText('This page is being written').count()).resolves.toBe(0);
    const unfinished = unfinishedDataGridPage();
    if (unfinished) {
      const draft = await open(unfinished);
      await expect(draft.getByText('This page is being written').isVisible()).resolves.toBe(true);
    }
  });

  it("updates the head to the new page's after an in-app navigation", async () => {
    const page = await open('/x/react-data-grid/pagination/');
    await sidebar(page).getByRole('link', { name: 'Sorting', exact: true }).click();
    await page.waitForURL('**/x/react-data-grid/sorting/');
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        alternates: [...document.querySelectorAll('link[rel="alternate"]:not([type])')].map((link) =>
          link.getAttribute('href'),
        ),
        twins: [...document.querySelectorAll('link[rel="alternate"][type="text/markdown"]')].map((link) =>
          link.getAttribute('href'),
        ),
        sortingClass: document.documentElement.classList.contains('docs-doc-id-react-data-grid/sorting'),
        paginationClass: document.documentElement.classList.contains('docs-doc-id-react-data-grid/pagination'),
      }));
    await page.waitForFunction(() => document.title.startsWith('Data Grid - Sorting'));
    const { title, description, canonical, alternates, twins, sortingClass, paginationClass } = await head();
    expect(title).toBe('Data Grid - Sorting | MUI X');
    expect(description).toMatch(/^Let users reorder Data Grid rows/);
    expect(canonical).toMatch(/\/x\/react-data-grid\/sorting\/$/);
    expect(alternates.every((href) => href?.includes('/react-data-grid/sorting/'))).toBe(true);
    expect(twins).toEqual(['/x/react-data-grid/sorting.md']);
    expect({ sortingClass, paginationClass }).toEqual({ sortingClass: true, paginationClass: false });
    // One of each tag: the new page's replaced the old page's.
    await expect(page.locator('head title').count()).resolves.toBe(1);
    await expect(page.locator('head link[rel="canonical"]').count()).resolves.toBe(1);
  });

  it('leaves the current page as it is until the next one has loaded, then shows it in one render', async () => {
    const page = await open('/x/react-data-grid/pagination/');
    // React reports each commit to the developer tools' hook: note which page each one showed.
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, {
        shownByCommit: shown,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
          onCommitFiberRoot: () => shown.push(document.querySelector('article h1')?.textContent ?? ''),
        },
      });
    });
    await page.reload({ waitUntil: 'networkidle' });
    const shownByCommit = () => page.evaluate(() => (window as unknown as { shownByCommit: string[] }).shownByCommit);
    const before = (await shownByCommit()).length;
    await sidebar(page).getByRole('link', { name: 'Sorting', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('article h1')?.textContent?.includes('Sorting'));
    const sinceClick = (await shownByCommit()).slice(before);
    // The first commit after the click is the new page's: the page being left did not render again.
    expect(sinceClick[0]).toContain('Sorting');
    await expect(page.locator('article h1').count()).resolves.toBe(1);
  });

  it('on a phone, builds the navbar menu when it first opens, with the docs sidebar on the current page', async () => {
    const page = await suite.open('/x/react-data-grid/sorting/', { viewport: PHONE });
    await expect(page.locator('.navbar-sidebar').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const current = page.locator('.navbar-sidebar a[aria-current="page"]');
    await current.waitFor();
    await expect(current.textContent()).resolves.toBe('Sorting');
    await expect(current.isVisible()).resolves.toBe(true);
  });

  it('on a phone, keeps the hidden desktop sidebar the page arrived with instead of taking it out after hydration', async () => {
    const page = await suite.context().newPage();
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const nav = document.querySelector('.theme-doc-sidebar-container nav');
        (window as unknown as { arrivedSidebar: Element | null }).arrivedSidebar = nav;
      });
    });
    await page.goto(`${SITE}/x/react-data-grid/sorting/`, { waitUntil: 'networkidle' });
    // The switch to the phone layout has happened once the desktop table of contents is gone.
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await page.locator('.theme-doc-toc-desktop').waitFor({ state: 'detached' });
    const arrived = () =>
      page.evaluate(() => {
        const nav = (window as unknown as { arrivedSidebar: Element | null }).arrivedSidebar;
        return { connected: nav?.isConnected, shown: nav ? nav.getClientRects().length > 0 : null };
      });
    await expect(arrived()).resolves.toEqual({ connected: true, shown: false });
    // The phone's menu still opens on the current page.
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const current = page.locator('.navbar-sidebar a[aria-current="page"]');
    await expect(current.textContent()).resolves.toBe('Sorting');
    await expect(current.isVisible()).resolves.toBe(true);
  });

  it('marks a Pro page in the sidebar and by its title, linking the title badge to the plan', async () => {
    const page = await open('/x/react-data-grid/column-pinning/');
    const sidebarItem = sidebar(page).getByRole('link', { name: /Column Pinning/ });
    await expect(sidebarItem.getByRole('img', { name: 'Pro plan' }).isVisible()).resolves.toBe(true);
    const titleBadge = page.getByRole('heading', { level: 1 }).getByRole('link', { name: 'Pro plan' });
    await expect(titleBadge.getAttribute('href')).resolves.toBe('/x/introduction/licensing/#pro-plan');
  });

  it('marks plan headings in the table of contents', async () => {
    const page = await open('/x/introduction/licensing/');
    const toc = page.locator('.table-of-contents');
    await expect(
      toc
        .getByRole('link', { name: /Pro plan/ })
        .getByRole('img', { name: 'Pro plan' })
        .count(),
    ).resolves.toBe(1);
    await expect(
      toc
        .getByRole('link', { name: /Premium plan/ })
        .getByRole('img', { name: 'Premium plan' })
        .count(),
    ).resolves.toBe(1);
    await expect(page.locator('h2#pro-plan').getByRole('link', { name: 'Pro plan' }).count()).resolves.toBe(1);
  });

  it('follows the operating system live in System mode', async () => {
    const page = await open('/x/react-data-grid/');
    await expect(page.evaluate(() => document.documentElement.dataset.themeChoice)).resolves.toBe('system');
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await expect(page.evaluate(() => localStorage.getItem('mui-mode'))).resolves.toBe('system');
  });

  it('shows the version menu of the current product', async () => {
    const page = await open('/x/react-charts/bars/');
    await page.getByRole('button', { name: /Documentation version/ }).hover();
    const links = page.locator('.navbar .dropdown__menu a');
    await expect(links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).resolves.toEqual([
      `${SITE}/x/react-charts/`,
      'https://v7.mui.com/x/react-charts/',
      'https://v6.mui.com/x/react-charts/',
    ]);
  });

  it('keeps Dark mode across a reload with no flash, and in a second tab', async () => {
    const page = await open('/x/react-data-grid/');
    const other = await suite.context().newPage();
    await other.goto(`${SITE}/x/react-charts/`, { waitUntil: 'networkidle' });
    await openSettings(page);
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Dark', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await closeSettings(page);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await expect(page.evaluate(() => localStorage.getItem('mui-mode'))).resolves.toBe('dark');
    // The other tab follows through the storage event.
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');

    // Reload in a tab whose script files are all blocked: only the inline pre-paint scripts run,
    // which is what the reader sees before the app starts. (Not watched for problems: the blocked
    // requests fail on purpose.)
    const beforeScripts = await suite.context().newPage();
    await beforeScripts.route('**/*.js', (route) => route.abort());
    await beforeScripts.goto(`${SITE}/x/react-data-grid/`, { waitUntil: 'load' });
    await beforeScripts.screenshot({ path: screenshotPath('dark-before-scripts') });
    const painted = await beforeScripts.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.documentElement).backgroundColor,
    }));
    expect(painted).toEqual({ theme: 'dark', background: 'rgb(12, 17, 23)' });
  });

  it('mirrors the layout in Right to left, and keeps it after a reload', async () => {
    const page = await open('/x/react-data-grid/');
    await openSettings(page);
    await page.getByRole('button', { name: 'Right to left' }).click();
    await closeSettings(page);
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    const box = await sidebar(page).boundingBox();
    expect(box!.x).toBeGreaterThan(1280 / 2);
    await page.screenshot({ path: screenshotPath('rtl') });
  });

  it('switches to Chinese from the settings drawer and shows Chinese navigation', async () => {
    const page = await open('/x/react-data-grid/sorting/');
    await openSettings(page);
    await page.getByRole('button', { name: '中文' }).click();
    await page.waitForURL(`${SITE}/x/zh/react-data-grid/sorting/`);
    await page.waitForLoadState('networkidle');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-Hans');
    await expect(sidebar(page).getByRole('button', { name: '数据表格', exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/[\u4e00-\u9fff]/);
  });

  it('renders a playground page without the docs layout', async () => {
    const page = await open('/x/react-date-pickers/playground/');
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.locator('.navbar').count()).resolves.toBe(0);
    await expect(sidebar(page).count()).resolves.toBe(0);
    await expect(page.locator('footer').count()).resolves.toBe(0);
  });
});
