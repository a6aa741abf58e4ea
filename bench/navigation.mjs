// Client-side navigation between two Data Grid guide pages: time from the sidebar click until the
// new page's H1 is painted (and its first demo, when it has one). Median of 20. Needs a build.
import { median, openServedBuild } from './servedBuild.mjs';

export async function measureNavigation({
  from = '/x/react-data-grid/pagination/',
  to = 'Sorting',
  toHasDemos = true,
  runs = 20,
} = {}) {
  const { origin, browser, close } = await openServedBuild();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(origin + from, { waitUntil: 'networkidle' });
    // Clicked and timed inside the page, so the driver's round trips are not counted.
    const elapsed = await page.evaluate(
      ({ title, withDemo }) =>
        new Promise((resolve, reject) => {
          const link = [...document.querySelectorAll('.theme-doc-sidebar-container a.menu__link')].find(
            (candidate) => candidate.textContent.trim() === title,
          );
          if (!link) return reject(new Error(`No sidebar link "${title}"`));
          const started = performance.now();
          link.click();
          const check = () => {
            const h1 = document.querySelector('article h1');
            const arrived = h1 && h1.textContent.includes(title);
            const demoShown = !withDemo || document.querySelector('article section[aria-label^="Demo:"]');
            if (arrived && demoShown) requestAnimationFrame(() => resolve(performance.now() - started));
            else requestAnimationFrame(check);
          };
          check();
        }),
      { title: to, withDemo: toHasDemos },
    );
    times.push(elapsed);
  }
  await close();
  return { from, to, runs, medianMs: Math.round(median(times)), budgetMs: 100 };
}

if (import.meta.url === `file://${process.argv[1]}`) console.table([await measureNavigation()]);
