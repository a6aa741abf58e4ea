// Starts loading the page a link opens as soon as it is clicked, before the router sees the
// click. Docusaurus preloads a link's page on hover and on touch; a click from the keyboard (or
// from a script) went straight to the router, which requested the page's code only after
// history.pushState, and Chromium's first pushState after a page load takes 4-14 ms on this
// machine. Preloading twice is free: a route's code is requested once.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { clickedRoute } from './clickedRoute';

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'click',
    (event) => {
      const pathname = clickedRoute(event, window.location);
      const loading = pathname ? window.docusaurus.preload(pathname) : false;
      // A failure is the navigation's to handle: it loads the same code and reloads the page.
      if (loading) loading.catch(() => {});
    },
    // Capture, on the document: before React's listeners on its root, where the router's Link is.
    { capture: true },
  );
}
