// Adds the `?demo` and `?demo-source` resource queries (see loader.cjs) to the bundler config.
import type { Plugin } from '@docusaurus/types';

export default function demosPlugin(): Plugin {
  return {
    name: 'docs-demos',
    configureWebpack() {
      return {
        // @mui/x-telemetry has an optional `import('./get-context')` that its own build cannot
        // resolve; the call is guarded at run time, so the warning is noise.
        ignoreWarnings: [{ module: /@mui[\\/]x-telemetry[\\/]/ }],
        module: {
          rules: [
            {
              // `pre` so the loader sees the TypeScript source before the site's JS loader runs on its output.
              enforce: 'pre' as const,
              // `?demo`, `?demo&page=…` (added by plugins/mdx), `?demo-source` and `?demo-scope`.
              resourceQuery: /^\?demo(-source|-scope)?(&|$)/,
              use: [{ loader: require.resolve('./loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
