// Keeps code block code off pages without code blocks.
// - The syntax highlighter (prism-react-renderer, ~25 KB gzip) is out of the bundle every page loads.
//   The classic theme registers Prism's extra languages from a client module, which puts Prism in the
//   main bundle even on pages without code; that module is replaced by an empty one here, and
//   src/theme/CodeBlock registers the languages in the chunk it loads lazily instead.
// - The frame of a build-time highlighted block (StaticCodeBlock) gets a chunk of its own.
//   Docusaurus's `common` chunk takes every module used by half the pages, so once most guides had
//   code blocks the frame, its buttons and the theme's code block utilities joined it, and every
//   page loaded them (3.9 KB gzip on a text guide without code).
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The modules a page with a build-time highlighted code block needs on first load: its frame and
 * the styles it borrows from the theme. Not src/theme/CodeBlock/index.tsx (the MDX component map
 * every page loads imports it, and it only loads the highlighter lazily), nor the buttons
 * (Buttons/ButtonGroup) and the theme's code block utilities, which load when the browser is idle.
 */
export const CODE_BLOCK_FRAME_MODULES =
  /[\\/](src[\\/]components[\\/]StaticCodeBlock[\\/]|src[\\/]theme[\\/]CodeBlock[\\/]Buttons[\\/]index\.tsx|theme-common[\\/]lib[\\/]hooks[\\/](useCodeWordWrap|usePrismTheme)\.js|theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/](Container|Layout|Content)[\\/]styles\.module\.css)/;

export default function codeHighlightingPlugin(): Plugin {
  const classicClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'docs-code-highlighting',
    configureWebpack(_config, isServer) {
      const resolve = { alias: { [classicClientModule]: path.join(__dirname, 'noClientModule.js') } };
      if (isServer) return { resolve };
      return {
        resolve,
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Above `common` (priority 40), below the single stylesheet (50); `enforce` so the
              // bundler's size and request limits cannot fold it back into `common`.
              codeBlock: {
                name: 'code-block',
                test: CODE_BLOCK_FRAME_MODULES,
                type: 'javascript/auto',
                priority: 45,
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
