// useShallowMemoObject (@docusaurus/theme-common, lib/utils/reactUtils.js) sorts an object's keys
// with String#localeCompare. The first localeCompare of a page builds an ICU collator: 7-11 ms on
// this machine, 30-45 ms on Lighthouse's phone, inside hydration on every page, to order prop
// names that are plain ASCII. Comparing code units gives the same order for them at no cost.
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

export function sortKeysByCodeUnit(source: string): string {
  if (!source.includes(LOCALE_SORT)) {
    throw new Error(
      'docusaurus-patches: useShallowMemoObject no longer sorts with localeCompare as expected; check plugins/docusaurus-patches/transform.ts',
    );
  }
  return source.replace(LOCALE_SORT, CODE_UNIT_SORT);
}

// DocSearch's modal (@docsearch/react/modal) keeps four values as `useRef(compute()).current`, which
// computes them again on every render, several renders per keystroke: the page's selected text
// (Selection#toString lays the whole page out first, ~3 ms a call behind a Data Grid) and the
// favourite searches, recent searches and Ask AI conversations (each call writes and removes a
// localStorage test key, then reads and parses the list). A lazy useState initializer computes each
// once per opening, as intended. The modal calls useRef both as `React.useRef(` and through its
// named import (`import {useRef as a, useState as i} from "react"`, then `a(`).
const COMPUTED_ONCE = [
  'window.getSelection().toString()',
  '({key:"__DOCSEARCH_FAVORITE_SEARCHES__"',
  '({key:"__DOCSEARCH_RECENT_SEARCHES__"',
  '({key:"__DOCSEARCH_ASKAI_CONVERSATIONS__"',
];

/** How far into a useRef call's argument a marker can be (the storage helper inlined before it). */
const MARKER_WITHIN = 4_000;

/** The local names the module imports useRef and useState under, if it imports them by name. */
function namedHookImports(source: string): { useRef: string; useState: string } | null {
  const names = /import\s*[\w$]*\s*,?\s*\{([^}]*)\}\s*from\s*"react"/.exec(source)?.[1];
  const local = (hook: string) => new RegExp(`\\b${hook}\\s+as\\s+([\\w$]+)`).exec(names ?? '')?.[1];
  const useRef = local('useRef');
  const useState = local('useState');
  return useRef && useState ? { useRef, useState } : null;
}

/** The end of the call whose argument list opens at `open` (the index of its "("). */
function closingParen(source: string, open: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let index = open; index < source.length; index += 1) {
    const char = source[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return index;
  }
  return -1;
}

export function computeModalRefsOnce(source: string): string {
  const named = namedHookImports(source);
  // `React.useRef(` (group 1: the React object), or the named import's alias called as a function.
  const useRefCall = new RegExp(
    `(\\w+)\\.useRef\\(${named ? `|(?<![\\w$.])${named.useRef.replace('$', '\\$')}\\(` : ''}`,
  );
  let patched = '';
  let rest = source;
  const found = new Set<string>();
  for (let match = useRefCall.exec(rest); match; match = useRefCall.exec(rest)) {
    const open = match.index + match[0].length - 1;
    // Most calls are other refs, or another function under the same one-letter name: only a call
    // with a marker close after its "(" is worth finding the end of.
    const near = COMPUTED_ONCE.some((candidate) => {
      const at = rest.indexOf(candidate, open);
      return at !== -1 && at - open < MARKER_WITHIN;
    });
    const close = near ? closingParen(rest, open) : -1;
    const argument = rest.slice(open + 1, close);
    const marker = close === -1 ? undefined : COMPUTED_ONCE.find((candidate) => argument.includes(candidate));
    if (close === -1 || !marker || !rest.startsWith(').current', close)) {
      patched += rest.slice(0, open + 1);
      rest = rest.slice(open + 1);
      continue;
    }
    found.add(marker);
    const useState = match[1] ? `${match[1]}.useState` : named?.useState;
    patched += `${rest.slice(0, match.index)}${useState}(function(){return ${argument}})[0]`;
    rest = rest.slice(close + ').current'.length);
  }
  const missing = COMPUTED_ONCE.filter((marker) => !found.has(marker));
  if (missing.length > 0) {
    throw new Error(
      `docusaurus-patches: DocSearch's modal no longer computes ${missing.join(', ')} in a useRef; check plugins/docusaurus-patches/transform.ts`,
    );
  }
  return patched + rest;
}

// react-helmet-async (Docusaurus's <Head>): each Helmet instance, when it first renders, merges the
// props of every mounted instance into the page's head state, then schedules one frame to write
// that state to the DOM, cancelling the previous frame's write. A docs page mounts a dozen
// instances while it hydrates, so the merge ran a dozen times, each over all instances, inside
// React's hydration work; only the last result was ever written. In the browser the merge now
// runs in the scheduled frame, once. (A `defer={false}` Head, which this site does not use, would
// be written in that frame too instead of at once.) The server build is not patched.
const HELMET_EMIT_START =
  'r.emitChange=function(){var t,e,r=this.props.context,n=r.setHelmet,i=null,o=(t=r.helmetInstances.get()';
const HELMET_EMIT_END =
  ');q.canUseDOM?(e=o,_&&cancelAnimationFrame(_),e.defer?_=requestAnimationFrame(function(){K(e,function(){_=null})}):(K(e),_=null)):k&&(i=k(o)),n(i)},';

export function mergeHelmetPropsOncePerFrame(source: string): string {
  const start = source.indexOf(HELMET_EMIT_START);
  const end = start === -1 ? -1 : source.indexOf(HELMET_EMIT_END, start);
  if (end === -1) {
    throw new Error(
      'docusaurus-patches: react-helmet-async no longer has the expected emitChange; check plugins/docusaurus-patches/transform.ts',
    );
  }
  // `(t=…,{…merged state…}`: the emitted code's opening parenthesis; HELMET_EMIT_END closes it.
  const merge = source.slice(start + HELMET_EMIT_START.length - '(t=r.helmetInstances.get()'.length, end);
  const emitChange =
    'r.emitChange=function(){var t,e,r=this.props.context,n=r.setHelmet,i=null,' +
    `o=function(){return${merge})};` +
    'q.canUseDOM?(_&&cancelAnimationFrame(_),_=requestAnimationFrame(function(){K(o(),function(){_=null})})):k&&(i=k(o())),n(i)},';
  return source.slice(0, start) + emitChange + source.slice(end + HELMET_EMIT_END.length);
}

// react-router's <Router> takes each new location from history at once; patched, it hands the
// location to routeLoading.ts, which moves it once the next page's code has loaded.
const ROUTER_LISTENER = `this.unlisten = this.props.history.listen(function (location) {
        if (_this2._isMounted) {
          _this2.setState({
            location: location
          });
        }
      });`;

export function moveRouterWhenLoaded(source: string, routeLoadingModule: string): string {
  if (source.split(ROUTER_LISTENER).length !== 2) {
    throw new Error(
      "docusaurus-patches: react-router's <Router> no longer listens to history as expected; check plugins/docusaurus-patches/transform.ts",
    );
  }
  const listener = `this.unlisten = this.props.history.listen(function (location) {
        __moveWhenLoaded(_this2.state.location, location, function () {
          if (_this2._isMounted) _this2.setState({ location: location });
        });
      });`;
  const routeLoadingImport = `import { moveWhenLoaded as __moveWhenLoaded } from ${JSON.stringify(routeLoadingModule)};\n`;
  return routeLoadingImport + source.replace(ROUTER_LISTENER, listener);
}

// react-router's matchPath compiles each route's path to a regular expression the first time it
// is tried. Docusaurus matches the page's address against its route list before hydrating (and
// again on each navigation), trying every route until one matches: on the first load that compiled
// one expression per page listed before the current one (up to about 180 here) inside main.js's
// first task, for paths that are plain text. Patched, an exact route without parameters whose text
// differs from the address is rejected at once (staticPath.ts); every other case is matched as
// before.
const MATCH_PATH_COMPILE = `    var _compilePath = compilePath$1(path, {
      end: exact,`;

export function skipStaticPathsThatCannotMatch(source: string, staticPathModule: string): string {
  if (source.split(MATCH_PATH_COMPILE).length !== 2) {
    throw new Error(
      "docusaurus-patches: react-router's matchPath no longer compiles paths as expected; check plugins/docusaurus-patches/transform.ts",
    );
  }
  const quickNo = '    if (exact && !strict && __cannotMatchStaticPath(pathname, path, sensitive)) return null;\n';
  const staticPathImport = `import { cannotMatchStaticPath as __cannotMatchStaticPath } from ${JSON.stringify(staticPathModule)};\n`;
  return staticPathImport + source.replace(MATCH_PATH_COMPILE, quickNo + MATCH_PATH_COMPILE);
}
