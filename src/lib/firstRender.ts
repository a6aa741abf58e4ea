// The browser's first frame waits until the whole page layout has been parsed. Without this, a slow
// phone (or a busy machine) paints the partly parsed document whenever the HTML parser yields, and
// then moves what it painted: the navbar's right side grew as its buttons arrived, table columns
// widened as rows arrived. Those moves count as layout shift before any script has run.
// `<link rel="expect" blocking="render">` (Chromium 124+; other browsers ignore it) holds rendering
// until the element with this id is parsed, or the parser finishes, whichever comes first.

/** Rendered by the layout after the page's content (src/theme/Layout). */
export const LAYOUT_END_ID = 'layout-end';

export const firstRenderHeadTag = {
  tagName: 'link',
  attributes: { rel: 'expect', href: `#${LAYOUT_END_ID}`, blocking: 'render' },
} as const;
