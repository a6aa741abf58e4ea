// Charts draw nothing on the server (they measure their container in the browser): how long after
// the load event a reader who does nothing waits for the first chart on the first screen, and the
// layout shift its arrival causes. Median of 5 loads per page on a 1920×1200 screen (the first demo of
// a chart page is on it); budget 1000 ms, CLS 0.
// Usage: node bench/chart-paint.mjs [/x/react-charts/bars/ ...]   (needs a build; serves it itself)
import { median, openServedBuild, writeResult } from './servedBuild.mjs';

export const CHART_PAGES = ['/x/react-charts/bars/', '/x/react-charts/line-demo/', '/x/react-charts/'];
export const CHART_PAINT_BUDGET_MS = 1000;
const RUNS = 5;
// A drawn chart has marks in its SVG: bars, lines, arcs, points, cells or gauge arcs.
const DRAWN = 'section[data-demo] svg :is(rect, path, circle):not(clipPath *, defs *)';

export async function measureChartPaint(pages = CHART_PAGES) {
  const { origin, browser, close } = await openServedBuild();
  const results = [];
  try {
    for (const path of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1920, height: 1200 } });
        const page = await context.newPage();
        await page.addInitScript((drawn) => {
          window.layoutShift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          // Polled every frame from the start, so the time is the first frame with a drawn chart.
          const poll = () => {
            const mark = [...document.querySelectorAll(drawn)].find((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && box.top < window.innerHeight;
            });
            if (mark) window.chartDrawnAt = performance.now();
            else requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        }, DRAWN);
        await page.goto(origin + path, { waitUntil: 'load' });
        await page.waitForFunction(() => window.chartDrawnAt !== undefined, null, { timeout: 15_000 });
        // Let late layout shifts (a chart resizing after it draws) be recorded.
        await page.waitForTimeout(1000);
        runs.push(
          await page.evaluate(() => {
            const loadEnd = performance.getEntriesByType('navigation')[0].loadEventEnd;
            return { afterLoadMs: Math.max(0, window.chartDrawnAt - loadEnd), cls: window.layoutShift };
          }),
        );
        await context.close();
      }
      results.push({
        path,
        afterLoadMs: Math.round(median(runs.map((r) => r.afterLoadMs))),
        worstMs: Math.round(Math.max(...runs.map((r) => r.afterLoadMs))),
        cls: +Math.max(...runs.map((r) => r.cls)).toFixed(3),
      });
    }
  } finally {
    await close();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requested = process.argv.slice(2);
  const results = await measureChartPaint(requested.length ? requested : CHART_PAGES);
  console.table(results);
  writeResult('chart-paint', { budgetMs: CHART_PAINT_BUDGET_MS, cls: 0, results });
}
