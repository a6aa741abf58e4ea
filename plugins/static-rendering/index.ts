// Static rendering writes every page whole: see renderToHtml.ts for the one option that differs from
// Docusaurus's own renderer, which is swapped in for the server build only.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function staticRenderingPlugin(): Plugin {
  const docusaurusRenderer = require.resolve('@docusaurus/core/lib/client/renderToHtml.js');
  return {
    name: 'docs-static-rendering',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return { resolve: { alias: { [docusaurusRenderer]: path.join(__dirname, 'renderToHtml.ts') } } };
    },
  };
}
