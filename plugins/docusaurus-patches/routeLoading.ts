// Client navigation loads the next page before the router moves. react-router's <Router> is
// patched (transform.ts) to call moveWhenLoaded instead of taking each new location at once, and
// Navigation.tsx stands in for Docusaurus's PendingNavigation, which did the waiting below the
// router: it kept the current page on screen by rendering it again against its old location.
// With React 19 that render reached every <Link> and location reader of the page being left
// (lazy context propagation goes past the nested router context), ~15 ms on this machine for a
// short page and more for a long one, on every click, before any of the next page had loaded.
// The client modules' lifecycle stays as it was: onRouteUpdate when a navigation starts, its
// cleanup when the page has loaded, onRouteDidUpdate once it is shown (ClientLifecyclesDispatcher).
import type { Location } from 'history';
import preload from '@docusaurus/core/lib/client/preload.js';
import normalizeLocation from '@docusaurus/core/lib/client/normalizeLocation.js';
import { dispatchLifecycleAction } from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js';
import { loadNavigationData } from '../../src/lib/navigationData';

let latest: Location | null = null;
let endPending: () => void = () => {};

/**
 * Calls `move` once the code of the page at `to` has loaded, and the data it needs only when
 * rendered in the browser (src/lib/navigationData.ts), unless another navigation has
 * started since. A page whose code fails to load most likely belongs to an older deployment, so
 * the browser reloads it, as Docusaurus does.
 */
export function moveWhenLoaded(from: Location, to: Location, move: () => void): void {
  // A navigation overtaken by this one ends here (the progress bar's timer, for one).
  endPending();
  latest = to;
  const previous = normalizeLocation(from);
  const next = normalizeLocation(to);
  const end = dispatchLifecycleAction('onRouteUpdate', { previousLocation: previous, location: next });
  endPending = end;
  // A link to the page on screen (its own entry in the sidebar) leaves the page mounted: what it
  // needs in the browser is there already, or it kept the server's markup and needs none.
  const samePage = previous.pathname === next.pathname;
  preload(next.pathname)
    .then(() => (samePage ? undefined : loadNavigationData(next.pathname)))
    .then(
      () => {
        if (latest !== to) return;
        endPending = () => {};
        end();
        move();
      },
      (error: unknown) => {
        console.warn(error);
        window.location.reload();
      },
    );
}
