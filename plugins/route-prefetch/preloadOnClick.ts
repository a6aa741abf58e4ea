// Starts loading the page a link opens as soon as it is clicked, before the router sees the
// click. Docusaurus preloads a link's page on hover and on touch; a click from the keyboard (or
// from a script) went straight to the router, which requested the page's code only after
// history.pushState, and Chromium's first pushState after a page load takes 4-14 ms on this
// machine. Preloading twice is free: a route's code is requested once.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { inAppPath } from '@site/src/lib/inAppLink';

/** The page a click on a link opens in the app, when that is another page than this one. */
function pageToPreload(event: MouseEvent): string | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
  const path = inAppPath(event, link, window.location);
  if (path === null) return null;
  const { pathname } = new URL(path, window.location.href);
  return pathname === window.location.pathname ? null : pathname;
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'click',
    (event) => {
      const pathname = pageToPreload(event);
      const loading = pathname ? window.docusaurus.preload(pathname) : false;
      // A failure is the navigation's to handle: it loads the same code and reloads the page.
      if (loading) loading.catch(() => {});
    },
    // Capture, on the document: before React's listeners on its root, where the router's Link is.
    { capture: true },
  );
}
