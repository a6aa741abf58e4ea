// Trims what Docusaurus generates for routing and the docs layout, the part of the JavaScript every
// page loads before it can run (see transform.ts for what is dropped and why).
import type { Plugin } from '@docusaurus/types';

const LOADER = require.resolve('./loader.cjs');

function routeDataRule(test: RegExp, transform: 'versionProps' | 'registry' | 'routes' | 'routeChunkNames') {
  // `pre`: the loaders see the generated source before the site's JS loader compiles it.
  return { test, enforce: 'pre' as const, use: [{ loader: LOADER, options: { transform } }] };
}

export default function routeDataPlugin(): Plugin {
  return {
    name: 'docs-route-data',
    configureWebpack(config, isServer) {
      // Both builds read the same version props, so the server renders what the browser hydrates.
      const versionProps = routeDataRule(/docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/, 'versionProps');
      if (isServer) return { module: { rules: [versionProps] } };
      return {
        module: {
          rules: [
            versionProps,
            routeDataRule(/[\\/]\.docusaurus[\\/]registry\.js$/, 'registry'),
            routeDataRule(/[\\/]\.docusaurus[\\/]routes\.js$/, 'routes'),
            routeDataRule(/[\\/]\.docusaurus[\\/]routesChunkNames\.json$/, 'routeChunkNames'),
          ],
        },
        // Lazy chunks are named by their content hash alone. With Docusaurus's `[name].[contenthash]`
        // the runtime every page loads carries two tables, chunk id to name and chunk id to hash
        // (~370 route chunks each); the name table was 3 KB gzip that no URL needs.
        ...(config.mode === 'production' && { output: { chunkFilename: 'assets/js/[contenthash:8].js' } }),
      };
    },
  };
}
