// Client-side navigation between two Data Grid guide pages: time from the sidebar click until the
// new page's H1 is painted (and its first demo, when it has one). Median of 20. Needs a build.
import { openServedBuild } from './servedBuild.mjs';

export async function measureNavigation({ from = '/x/react-data-grid/pagination/', to = 'Sorting', runs = 20 } = {}) {
  const { origin, browser, close } = await openServedBuild();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(origin + from, { waitUntil: 'networkidle' });
    const link = page.locator('.theme-doc-sidebar-container a.menu__link', { hasText: new RegExp(`^${to}$`) });
    const started = await page.evaluate(() => performance.now());
    await link.click();
    const painted = await page.evaluate(
      (title) =>
        new Promise((resolve) => {
          const check = () => {
            const h1 = document.querySelector('article h1');
            if (h1 && h1.textContent.includes(title)) requestAnimationFrame(() => resolve(performance.now()));
            else requestAnimationFrame(check);
          };
          check();
        }),
      to,
    );
    times.push(painted - started);
  }
  await close();
  times.sort((a, b) => a - b);
  return { from, to, runs, medianMs: Math.round(times[Math.floor(times.length / 2)]), budgetMs: 100 };
}

if (import.meta.url === `file://${process.argv[1]}`) console.table([await measureNavigation()]);
