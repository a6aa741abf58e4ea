// Trims what Docusaurus generates for routing and the docs layout, the part of the JavaScript every
// page loads before it can run (see transform.ts for what is dropped and why).
import type { Plugin } from '@docusaurus/types';
import { replaceChunkAssetPlugin } from './routeChunkAssetPlugin';

const LOADER = require.resolve('./loader.cjs');

type Transform =
  | 'versionProps'
  | 'docMetadata'
  | 'globalData'
  | 'siteConfig'
  | 'registry'
  | 'serverRegistry'
  | 'routes'
  | 'routeChunkNames';

function routeDataRule(test: RegExp, transform: Transform) {
  // `pre`: the loaders see the generated source before the site's JS loader compiles it.
  return { test, enforce: 'pre' as const, use: [{ loader: LOADER, options: { transform } }] };
}

export default function routeDataPlugin(): Plugin {
  return {
    name: 'docs-route-data',
    configureWebpack(config, isServer) {
      // Both builds read the same version props, global data and site config, so the server renders
      // what the browser hydrates.
      const shared = [
        routeDataRule(/docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/, 'versionProps'),
        // Each doc's metadata: every JSON file of a docs instance's folder except its own `__…` files.
        routeDataRule(/docusaurus-plugin-content-docs[\\/][^\\/]+[\\/](?!__)[^\\/]+\.json$/, 'docMetadata'),
        routeDataRule(/[\\/]\.docusaurus[\\/]globalData\.json$/, 'globalData'),
        routeDataRule(/[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, 'siteConfig'),
      ];
      const registry = /[\\/]\.docusaurus[\\/]registry\.js$/;
      if (isServer) return { module: { rules: [...shared, routeDataRule(registry, 'serverRegistry')] } };
      if (config.mode === 'production') replaceChunkAssetPlugin(config.plugins ?? []);
      return {
        module: {
          rules: [
            ...shared,
            routeDataRule(registry, 'registry'),
            routeDataRule(/[\\/]\.docusaurus[\\/]routes\.js$/, 'routes'),
            routeDataRule(/[\\/]\.docusaurus[\\/]routesChunkNames\.json$/, 'routeChunkNames'),
          ],
        },
        // Lazy chunks are named by their id and a short content hash. With Docusaurus's
        // `[name].[contenthash]` the runtime every page loads carries two tables, chunk id to name and
        // chunk id to hash (~370 route chunks each); the name table was 3 KB gzip that no URL needs.
        // The id makes each file name unique, so 6 hex digits of hash only need to tell one chunk's
        // versions apart: 2 fewer per chunk than the default 8 took 0.8 KB gzip off every first load.
        // No real-content-hash pass: it swaps each chunk's provisional hash for the final one by a
        // blind text replace through every asset, so any digits in the code that happened to equal a
        // provisional hash were rewritten too. With 5 digits it hit module ids (`61234(e,t,r){` became
        // `6ba9d(e,t,r){`); with 6 it hit a colour constant in d3 (`4734347` became `409ffa4`) in one
        // warm build. Without it the hash is of the chunk's modules, which still changes with them.
        // scripts/build.mjs checks that every chunk parses.
        // Chunk ids are small integers rather than 5-digit hashes: each of the ~640 chunks' id is in
        // the runtime twice, and the short ids took 1.3 KB gzip off every page's first load.
        ...(config.mode === 'production' && {
          output: { chunkFilename: 'assets/js/[id].[contenthash:6].js' },
          optimization: { chunkIds: 'natural' as const, realContentHash: false },
        }),
      };
    },
  };
}
