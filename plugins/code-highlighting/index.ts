// Moves the syntax highlighter (prism-react-renderer, ~25 KB gzip) out of the bundle every page
// loads. The classic theme registers Prism's extra languages from a client module, which puts Prism
// in the main bundle even on pages without code; that module is replaced by an empty one here, and
// src/theme/CodeBlock registers the languages in the chunk it loads lazily instead.
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function codeHighlightingPlugin(): Plugin {
  const classicClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'docs-code-highlighting',
    configureWebpack() {
      return {
        resolve: { alias: { [classicClientModule]: path.join(__dirname, 'noClientModule.js') } },
      };
    },
  };
}
