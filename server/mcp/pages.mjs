// @ts-check
// get_page: the Markdown twin the build writes beside every English guide and API page
// (`/x/react-data-grid/sorting/` -> build/react-data-grid/sorting.md; `/x/react-tree-view/` ->
// build/react-tree-view.md, by the site's rule in src/lib/markdownTwin.mjs), found from whatever
// form of the page's address the caller has: the URL with or without host, base URL or trailing
// slash, the .md URL, a search hit's URL with its anchor, or the Chinese page's URL.
import { markdownTwinFile } from '../../src/lib/markdownTwin.mjs';
import { readBuildFile } from './buildFiles.mjs';
import { DocsLookupError } from './errors.mjs';

const BASE_SEGMENT = 'x';
/** Twins are English only: a translated page's path means the English page. */
const LOCALE_SEGMENTS = new Set(['zh']);

/** @param {string} input @param {string} why */
function notAPagePath(input, why) {
  return new DocsLookupError(
    `"${input}" is not a docs page path: ${why}. Pass a URL such as /x/react-data-grid/sorting/.`,
  );
}

/**
 * The page's path segments under the base URL: `https://host/x/zh/react-data-grid/sorting/#a` ->
 * ['react-data-grid', 'sorting']; [] for the home page. Throws a DocsLookupError for something that
 * is not a page path, including any `.` or `..` segment (never resolved, so nothing outside the
 * build can be named).
 * @param {string} input
 * @returns {string[]}
 */
export function pageSegments(input) {
  let value = input.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) {
    let url;
    try {
      url = new URL(value);
    } catch {
      throw notAPagePath(input, 'it is not a valid URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw notAPagePath(input, 'only http(s) URLs are pages');
    value = url.pathname;
  }
  const [withoutQuery = ''] = value.split(/[?#]/);
  let decoded;
  try {
    decoded = decodeURIComponent(withoutQuery);
  } catch {
    throw notAPagePath(input, 'it has a malformed %-escape');
  }
  if (/[\\\0]/.test(decoded)) throw notAPagePath(input, 'it contains a backslash or NUL character');
  const segments = decoded.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (last === 'index.html' || last === 'index.md') segments.pop();
  else if (last !== undefined) segments[segments.length - 1] = last.replace(/\.(md|html)$/, '');
  // Checked after the extension goes, so `/x/...md` cannot become `..` either.
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw notAPagePath(input, 'it must not contain "." or ".." segments');
  if (segments[0] === BASE_SEGMENT) segments.shift();
  if (segments[0] !== undefined && LOCALE_SEGMENTS.has(segments[0])) segments.shift();
  return segments;
}

/** The twin's file in the build: ['react-data-grid', 'sorting'] -> `react-data-grid/sorting.md`. */
export function twinFile(/** @type {readonly string[]} */ segments) {
  return markdownTwinFile(`/x/${segments.map((segment) => `${segment}/`).join('')}`);
}

/** @param {string} buildDir absolute */
export function createPageReader(buildDir) {
  return {
    /**
     * The Markdown twin of the page at `input`.
     * @param {string} input
     */
    async read(input) {
      const segments = pageSegments(input);
      const file = twinFile(segments);
      const markdown = await readBuildFile(buildDir, file);
      if (markdown !== null) return markdown;
      const htmlPage = await readBuildFile(buildDir, [...segments, 'index.html'].join('/'));
      if (htmlPage !== null)
        throw new DocsLookupError(
          `The page "${input}" exists, but this build has no Markdown twin of it (/x/${file}): the build predates the twins; run \`npm run build\`.`,
        );
      throw new DocsLookupError(
        `No docs page at "${input}" (looked for its Markdown twin /x/${file}). Use search_docs to find the page's URL.`,
      );
    },
  };
}
