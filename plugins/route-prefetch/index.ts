// Swaps Docusaurus's route prefetcher (lib/client/docusaurus.js, the object mounted on window) for
// one that prefetches when the browser is idle and requests each file once (routePrefetcher.ts,
// prefetch.ts). Client build only: the server never prefetches.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function routePrefetchPlugin(): Plugin {
  const docusaurusClient = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
  return {
    name: 'docs-route-prefetch',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [docusaurusClient]: path.join(__dirname, 'routePrefetcher.ts') } } };
    },
  };
}
