// Swaps Docusaurus's chunk prefetcher for one that requests each file once (see prefetch.ts).
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function routePrefetchPlugin(): Plugin {
  const docusaurusPrefetch = require.resolve('@docusaurus/core/lib/client/prefetch.js');
  return {
    name: 'docs-route-prefetch',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [docusaurusPrefetch]: path.join(__dirname, 'prefetch.ts') } } };
    },
  };
}
