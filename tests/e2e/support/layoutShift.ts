// Cumulative layout shift of a page from its first paint, for the tests that promise nothing moves.
import type { BrowserContext, Page } from 'playwright-core';

/** Starts summing layout shifts (those not caused by input) in every page the target opens next. */
export async function watchLayoutShifts(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far in `page` (0 when nothing moved). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}
