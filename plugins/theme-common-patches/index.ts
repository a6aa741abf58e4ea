// Patches one function of @docusaurus/theme-common that cost every page ~10 ms of hydration (see
// transform.ts). The package's exports map hides the file, so it is found next to the entry point.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function themeCommonPatchesPlugin(): Plugin {
  const reactUtils = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
  return {
    name: 'docs-theme-common-patches',
    configureWebpack() {
      // Both builds, so the server renders with the code the browser hydrates with.
      return {
        module: {
          rules: [{ test: reactUtils, enforce: 'pre' as const, use: [{ loader: require.resolve('./loader.cjs') }] }],
        },
      };
    },
  };
}
