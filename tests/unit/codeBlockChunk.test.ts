import { CODE_BLOCK_FRAME_MODULES } from '@site/plugins/code-highlighting';

// Which modules go into the code block chunk decides what a page without code blocks loads first.
describe('the code block chunk', () => {
  it.each([
    '/site/src/components/StaticCodeBlock/index.tsx',
    '/site/src/components/StaticCodeBlock/useColouredWhenSeen.ts',
    '/site/src/theme/CodeBlock/Buttons/index.tsx',
    '/site/node_modules/@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    'C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\CodeBlock\\Container\\styles.module.css',
  ])('holds the frame a build-time highlighted block draws on first load: %s', (file) => {
    expect(CODE_BLOCK_FRAME_MODULES.test(file)).toBe(true);
  });

  it.each([
    // Every MDX page imports it through the component map.
    '/site/src/theme/CodeBlock/index.tsx',
    // Loaded when the browser is idle, or with the lazy highlighter.
    '/site/src/theme/CodeBlock/Buttons/ButtonGroup.tsx',
    '/site/node_modules/@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
  ])('leaves out what every page or only the idle buttons need: %s', (file) => {
    expect(CODE_BLOCK_FRAME_MODULES.test(file)).toBe(false);
  });
});
