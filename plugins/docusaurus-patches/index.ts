// Cheaper equivalents for pieces of third-party browser code. On every page's first load:
// theme-common's useShallowMemoObject, rewritten by a loader to sort without an ICU collator
// (transform.ts); @docusaurus/utils-common imported without its tslib-requiring index
// (utilsCommon.ts); the classic theme's route progress bar without the nprogress library
// (routeProgress.ts); react-helmet-async, rewritten to merge the head tags once per frame
// (transform.ts); and react-router's matchPath, rewritten to reject a plain route path that differs
// from the address without compiling it (staticPath.ts). On each navigation: react-router's
// <Router>, rewritten to move only once the next page has loaded (routeLoading.ts), and
// Docusaurus's PendingNavigation replaced by Navigation.tsx, so the page being left does not render
// again. Right after hydration: theme-common's useWindowSize and core's browser context (what
// useIsBrowser reads), with their first switch made in a transition (useWindowSize.ts,
// browserContext.tsx), so the re-render each causes is not one long task. Before that, main.js
// itself is evaluated in several tasks instead of one (phasedClientEntry.ts). On each keystroke in
// search: DocSearch's modal, rewritten to compute its initial values once (transform.ts).
// theme-common's exports map hides the patched file, so it is found next to the package's entry
// point.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

type Patch = 'sortKeysByCodeUnit' | 'computeModalRefsOnce' | 'mergeHelmetPropsOncePerFrame' | 'reactRouter';

function patchRule(file: string, patch: Patch) {
  return {
    test: file,
    enforce: 'pre' as const,
    use: [{ loader: require.resolve('./loader.cjs'), options: { patch } }],
  };
}

export default function docusaurusPatchesPlugin(): Plugin {
  const searchModal = require.resolve('@docsearch/react/modal');
  // The build Docusaurus pins (an npm alias); the bundler takes its `module` entry.
  const helmet = path.join(path.dirname(require.resolve('react-helmet-async/package.json')), 'lib', 'index.module.js');
  const reactUtils = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
  // The bundler takes react-router's `module` entry.
  const reactRouter = path.join(path.dirname(require.resolve('react-router/package.json')), 'esm', 'react-router.js');
  const pendingNavigation = require.resolve('@docusaurus/core/lib/client/PendingNavigation.js');
  const browserContext = require.resolve('@docusaurus/core/lib/client/browserContext.js');
  const windowSizeHook = path.join(
    path.dirname(require.resolve('@docusaurus/theme-common')),
    'hooks',
    'useWindowSize.js',
  );
  // As the theme registers it: a client module by absolute path, without extension.
  const progressBar = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'nprogress');
  return {
    name: 'docs-docusaurus-patches',
    configureWebpack(_config, isServer) {
      // The sort patch applies to both builds, so the server renders with the code the browser
      // hydrates with; so does the navigation component, which renders the page.
      const sortPatch = patchRule(reactUtils, 'sortKeysByCodeUnit');
      const replacedModules = {
        [pendingNavigation]: path.join(__dirname, 'Navigation.tsx'),
        [windowSizeHook]: path.join(__dirname, 'useWindowSize.ts'),
        [browserContext]: path.join(__dirname, 'browserContext.tsx'),
      };
      if (isServer) return { module: { rules: [sortPatch] }, resolve: { alias: replacedModules } };
      return {
        // Replaces Docusaurus's entry (an alias would also catch the import of the original).
        entry: path.join(__dirname, 'phasedClientEntry.ts'),
        mergeStrategy: { entry: 'replace' },
        module: {
          rules: [
            sortPatch,
            patchRule(searchModal, 'computeModalRefsOnce'),
            patchRule(helmet, 'mergeHelmetPropsOncePerFrame'),
            patchRule(reactRouter, 'reactRouter'),
          ],
        },
        resolve: {
          alias: {
            '@docusaurus/utils-common$': path.join(__dirname, 'utilsCommon.ts'),
            [`${progressBar}$`]: path.join(__dirname, 'routeProgress.ts'),
            ...replacedModules,
          },
        },
      };
    },
  };
}
