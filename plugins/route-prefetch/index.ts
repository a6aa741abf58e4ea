// Swaps Docusaurus's route prefetcher (lib/client/docusaurus.js, the object mounted on window) for
// one that prefetches when the browser is idle and requests each file once (routePrefetcher.ts,
// prefetch.ts). Client build only: the server never prefetches. A client module also starts
// loading a page when a link to it is clicked, before the router handles the click
// (preloadOnClick.ts).
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function routePrefetchPlugin(): Plugin {
  const docusaurusClient = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
  return {
    name: 'docs-route-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'preloadOnClick.ts')];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [docusaurusClient]: path.join(__dirname, 'routePrefetcher.ts') } } };
    },
  };
}
