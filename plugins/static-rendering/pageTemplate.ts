// The HTML template of every built page (Docusaurus's `ssrTemplate`): Docusaurus's own template
// (lib/ssg/ssgTemplate.html.js) with one change, when the app's scripts are requested.
//
// Docusaurus puts them in <head> with `defer`, so main.js (~130 KB gzip) downloads while the page's
// stylesheet and fonts do, and runs right after parsing. Every page is complete as HTML, so the
// reader needs the scripts only to interact: here they are requested after the first paint. On a
// slow phone the text paints without the scripts competing for the network and the CPU (Lighthouse
// mobile, text guide: LCP ~2.1 s -> ~1.5 s, TBT ~200 ms -> 80–150 ms), and links work as plain
// links until the app has started. The scripts still run in order, as `defer` ones would.
//
// They start when the browser reports the first contentful paint. The frame callback used before
// runs before its frame is shown: on a busy machine the scripts' requests began before the paint,
// and Lighthouse's simulation then put all of them on the paint's path (LCP up to ~1 s later).
// A background tab does not paint, and a browser without paint timing gets two frames, so a timer
// loads them there too.
//
// The list has the route's own chunks too (see reportClientChunkNames in plugins/route-data), put
// before main.js: they only register their modules when they run, so when main.js starts the app
// they are already there, and it neither requests them nor waits for them.
import { fontPreloadLinks } from './fontPreloads';

const LOAD_SCRIPTS_AFTER_FIRST_PAINT = `(function (scripts) {
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { requestAnimationFrame(load); });
  }
  setTimeout(load, 1000);
})`;

// An Eta expression: the page's scripts with the app's entry (main.<hash>.js) last.
const SCRIPTS_MAIN_LAST =
  '((isMain) => it.scripts.filter((s) => !isMain.test(s)).concat(it.scripts.filter((s) => isMain.test(s))))(/(^|\\/)main\\.[^/]+\\.js$/)';

export const pageTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    ${fontPreloadLinks()}
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${LOAD_SCRIPTS_AFTER_FIRST_PAINT}(<%~ JSON.stringify(${SCRIPTS_MAIN_LAST}.map((script) => it.baseUrl + script)) %>)</script>
  </body>
</html>
`;
