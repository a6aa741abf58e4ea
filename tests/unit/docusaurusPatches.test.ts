import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  computeModalRefsOnce,
  mergeHelmetPropsOncePerFrame,
  moveRouterWhenLoaded,
  skipStaticPathsThatCannotMatch,
  sortKeysByCodeUnit,
} from '@site/plugins/docusaurus-patches/transform';
import { cannotMatchStaticPath } from '@site/plugins/docusaurus-patches/staticPath';
import pathToRegexp from 'path-to-regexp';

const reactUtils = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

describe('Docusaurus patches', () => {
  it('sorts useShallowMemoObject keys without localeCompare in the installed theme-common', () => {
    const patched = sortKeysByCodeUnit(readFileSync(reactUtils, 'utf8'));
    const shallowMemo = patched.slice(patched.indexOf('export function useShallowMemoObject'));
    expect(shallowMemo.slice(0, shallowMemo.indexOf('\n}'))).not.toContain('localeCompare');
  });

  it('fails the build when the function no longer has the expected shape', () => {
    expect(() => sortKeysByCodeUnit('export function useShallowMemoObject(obj) { return obj; }')).toThrow(
      /transform\.ts/,
    );
  });

  it("computes the DocSearch modal's selection, stored searches and conversations once, keeping every other ref", () => {
    const modal = `var r=e.useRef(null),a=e.useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,512):"").current,b=e.useRef(store({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(n),limit:10})).current,c=e.useRef(store({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(n),limit:0===b.getAll().length?7:4})).current,d=e.useRef(store({key:"__DOCSEARCH_ASKAI_CONVERSATIONS__".concat(n),limit:10})).current;`;
    const patched = computeModalRefsOnce(modal);
    // Run it with a React whose useState, like React's, calls a lazy initializer once per mount.
    const calls: string[] = [];
    const react = {
      useRef: (value: unknown) => ({ current: value }),
      useState: (initial: () => unknown) => [initial()],
    };
    const store = ({ key, limit }: { key: string; limit: number }) => {
      calls.push(`${key} ${limit}`);
      return { getAll: () => [] };
    };
    const window = { getSelection: () => ({ toString: () => (calls.push('selection'), 'selected text') }) };
    const values = new Function('e', 'store', 'n', 'window', `${patched} return { r, a, b, c, d };`)(
      react,
      store,
      'docs',
      window,
    );
    expect(patched.match(/\.useState\(function\(\)\{return /g)).toHaveLength(4);
    expect(values).toMatchObject({ r: { current: null }, a: 'selected text' });
    expect(calls).toEqual([
      'selection',
      '__DOCSEARCH_FAVORITE_SEARCHES__docs 10',
      '__DOCSEARCH_RECENT_SEARCHES__docs 7',
      '__DOCSEARCH_ASKAI_CONVERSATIONS__docs 10',
    ]);
  });

  it('also computes once a store kept through a named useRef import, leaving other calls alone', () => {
    const modal = `import e,{useRef as a,useState as i}from"react";var q=e.useRef(store({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(n),limit:10})).current,r=e.useRef(store({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(n),limit:4})).current,s=e.useRef(window.getSelection().toString()).current,t=a(null),u=a(function(o){return store(o)}({key:"__DOCSEARCH_ASKAI_CONVERSATIONS__".concat(n),limit:10})).current;`;
    const patched = computeModalRefsOnce(modal);
    expect(patched).toContain(
      'u=i(function(){return function(o){return store(o)}({key:"__DOCSEARCH_ASKAI_CONVERSATIONS__"',
    );
    expect(patched).toContain('t=a(null)');
    expect(patched.match(/useState\(function\(\)\{return |i\(function\(\)\{return /g)).toHaveLength(4);
  });

  it('patches the installed DocSearch modal and fails the build when its shape changes', () => {
    const installed = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
    const patched = computeModalRefsOnce(installed);
    expect(patched).not.toMatch(/useRef\([^)]*getSelection\(\)/);
    // The Ask AI conversations store (behind the named useRef import) is no longer rebuilt per render.
    expect(patched).toMatch(/\(\{key:"__DOCSEARCH_ASKAI_CONVERSATIONS__"\.concat\(\w+\),limit:10\}\)\}\)\[0\]/);
    expect(patched).not.toMatch(/\(\{key:"__DOCSEARCH_ASKAI_CONVERSATIONS__"\.concat\(\w+\),limit:10\}\)\)\.current/);
    expect(() => computeModalRefsOnce('var a=e.useRef(null).current;')).toThrow(/getSelection.*transform\.ts/);
  });

  it("merges react-helmet-async's head state in the scheduled frame, not on each instance's render", () => {
    const file = path.join(path.dirname(require.resolve('react-helmet-async/package.json')), 'lib', 'index.module.js');
    const patched = mergeHelmetPropsOncePerFrame(readFileSync(file, 'utf8'));
    const emitChange = patched.slice(patched.indexOf('r.emitChange='), patched.indexOf('r.init='));
    expect(emitChange).toContain('requestAnimationFrame(function(){K(o(),function(){_=null})})');
    // The merge is a function called in the frame (and at once on a server), never before it.
    expect(emitChange).toMatch(
      /^r\.emitChange=function\(\)\{var t,e,r=this\.props\.context,n=r\.setHelmet,i=null,o=function\(\)\{return\(t=r\.helmetInstances/,
    );
    // The rewritten function still parses.
    expect(() => new Function(`return ${emitChange.replace(/^r\.emitChange=/, '').replace(/,$/, '')}`)).not.toThrow();
    expect(() => mergeHelmetPropsOncePerFrame('r.emitChange=function(){}')).toThrow(/emitChange.*transform\.ts/);
  });

  it("hands react-router's new locations to routeLoading instead of taking them at once", () => {
    const file = path.join(path.dirname(require.resolve('react-router/package.json')), 'esm', 'react-router.js');
    const patched = moveRouterWhenLoaded(readFileSync(file, 'utf8'), '/site/routeLoading.ts');
    expect(patched.startsWith('import { moveWhenLoaded as __moveWhenLoaded } from "/site/routeLoading.ts";\n')).toBe(
      true,
    );
    const listener = patched.slice(patched.indexOf('this.unlisten = this.props.history.listen'));
    expect(listener).toMatch(
      /^this\.unlisten = this\.props\.history\.listen\(function \(location\) \{\s+__moveWhenLoaded\(_this2\.state\.location, location, function \(\) \{\s+if \(_this2\._isMounted\) _this2\.setState\(\{ location: location \}\);/,
    );
    expect(() => moveRouterWhenLoaded('this.unlisten = history.listen(setLocation);', '/site/routeLoading.ts')).toThrow(
      /react-router.*transform\.ts/,
    );
  });

  it("rejects at once only the route paths react-router's own expression would reject", () => {
    const paths = [
      '/x/',
      '/x/react-data-grid/sorting/',
      '/x/react-data-grid/sorting',
      '/',
      '',
      '/x/api/data-grid/data-grid/',
      '/X/Docs/',
      '/x/:slug/',
      '/x/*',
      '/x/(a|b)/',
      '/x/a+b/',
      '/x/a?b',
      '/x/ä/',
    ];
    const pathnames = [
      '/x/',
      '/x',
      '/X/',
      '/x/react-data-grid/sorting/',
      '/x/react-data-grid/sorting',
      '/x/react-data-grid/sorting//',
      '/x/React-Data-Grid/Sorting/',
      '/x/react-data-grid/',
      '/',
      '',
      '//',
      '/x/api/data-grid/data-grid/',
      '/x/docs/',
      '/x/anything/',
      '/x/a+b/',
      '/x/a?b',
      '/x/ä/',
      '/x/Ä/',
    ];
    let rejected = 0;
    for (const routePath of paths) {
      for (const pathname of pathnames) {
        for (const sensitive of [false, true]) {
          const expression = pathToRegexp(routePath, [], { end: true, strict: false, sensitive });
          if (cannotMatchStaticPath(pathname, routePath, sensitive)) {
            rejected += 1;
            expect([routePath, pathname, sensitive, expression.test(pathname)]).toEqual([
              routePath,
              pathname,
              sensitive,
              false,
            ]);
          } else if (!/[:*(]|ä/.test(routePath) && !/ä|Ä/.test(pathname)) {
            // A plain path it does not reject is one the expression matches.
            expect([routePath, pathname, sensitive, expression.test(pathname)]).toEqual([
              routePath,
              pathname,
              sensitive,
              true,
            ]);
          }
        }
      }
    }
    expect(rejected).toBeGreaterThan(200);
  });

  it('checks plain route paths before react-router compiles them, and fails the build when matchPath changes', () => {
    const file = path.join(path.dirname(require.resolve('react-router/package.json')), 'esm', 'react-router.js');
    const patched = skipStaticPathsThatCannotMatch(readFileSync(file, 'utf8'), '/site/staticPath.ts');
    expect(
      patched.startsWith('import { cannotMatchStaticPath as __cannotMatchStaticPath } from "/site/staticPath.ts";\n'),
    ).toBe(true);
    const matchPath = patched.slice(patched.indexOf('function matchPath('));
    expect(matchPath).toMatch(
      /if \(exact && !strict && __cannotMatchStaticPath\(pathname, path, sensitive\)\) return null;\n\s+var _compilePath = compilePath\$1\(path,/,
    );
    expect(() => skipStaticPathsThatCannotMatch('function matchPath(pathname) {}', '/site/staticPath.ts')).toThrow(
      /matchPath.*transform\.ts/,
    );
  });

  it("starts the app from Docusaurus's own entry, after steps that only evaluate modules that entry imports anyway", () => {
    const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
    // Docusaurus's client config still names the entry that the last step imports.
    expect(readFileSync(path.join(core, 'lib', 'webpack', 'client.js'), 'utf8')).toContain(
      "'../client/clientEntry.js'",
    );
    const importsOf = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:^import [^'\n]*|import\([^)]*?)'([^']+)'/gm)].map(
        (match) => match[1],
      );
    const client = path.join(core, 'lib', 'client');
    const importedByEntry = new Set([
      ...importsOf(path.join(client, 'clientEntry.js')),
      ...importsOf(path.join(client, 'App.js')),
      ...importsOf(path.join(client, 'exports', 'ComponentCreator.js')),
      '@docusaurus/core/lib/client/App.js',
      '@docusaurus/core/lib/client/clientEntry.js',
    ]);
    const steps = importsOf(path.join(__dirname, '..', '..', 'plugins', 'docusaurus-patches', 'phasedClientEntry.ts'));
    expect(steps.at(-1)).toBe('@docusaurus/core/lib/client/clientEntry.js');
    expect(steps.filter((step) => !importedByEntry.has(step))).toEqual([]);
  });
});
