// The classic theme's route progress bar (theme-classic/lib/nprogress.js) without the nprogress
// library, which was 1.6 KB gzip of every page's first load for what CSS animates: a thin bar at the
// top of the page while a navigation takes longer than 200 ms.
import type { ClientModule } from '@docusaurus/types';
import './routeProgress.css';

const DELAY_MS = 200;
/** Longer than the finishing animation, for browsers that skip it (reduced motion). */
const REMOVE_AFTER_MS = 600;

let bar: HTMLElement | null = null;

function start(): void {
  bar?.remove();
  bar = document.createElement('div');
  bar.className = 'route-progress';
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
}

function finish(): void {
  if (!bar) return;
  const finished = bar;
  bar = null;
  finished.classList.add('route-progress--done');
  window.setTimeout(() => finished.remove(), REMOVE_AFTER_MS);
}

const routeProgress: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timeout = window.setTimeout(start, DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    finish();
  },
};

export default routeProgress;
