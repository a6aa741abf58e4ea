// Preload links for the self-hosted fonts of src/css/fonts.css. Their `font-display: optional` keeps a
// font that misses the first paint out of that paint, but Chromium still lays text out again in it
// once it has arrived and something restyles the page (a demo mounting): on the charts overview the
// prose moved by up to 26 px (CLS 0.019-0.029). Requested from the <head>, the fonts are there for
// the first paint. The code font is preloaded only on pages whose HTML has code, since Chromium
// warns about a preloaded font that a page never uses.
import fs from 'node:fs';
import path from 'node:path';
import { getFileLoaderUtils } from '@docusaurus/utils';

const FONTS_CSS = path.resolve(__dirname, '../../src/css/fonts.css');

/** An Eta condition on the page (`it`) under which each family is used. */
const USED_WHEN: Record<string, string> = {
  'IBM Plex Sans': 'true',
  'JetBrains Mono': '/<(code|pre|kbd|samp)[\\s>]/.test(it.appHtml)',
};

type FontFile = { family: string; modulePath: string };

/** The families and files of the @font-face rules in fonts.css. */
export function readFontFaces(css: string): FontFile[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const family = /font-family:\s*'([^']+)'/.exec(body)?.[1];
    const modulePath = /url\('([^']+\.woff2)'\)/.exec(body)?.[1];
    if (!family || !modulePath)
      throw new Error(`fonts.css: an @font-face without a family or a woff2 url: ${body.trim()}`);
    return { family, modulePath };
  });
}

/** The name the bundler gives the file: Docusaurus's asset pattern, filled in by file-loader's own code. */
function emittedName(file: string): string {
  const loader = getFileLoaderUtils(false).loaders.url({ folder: 'fonts' });
  const pattern = (loader.options as { name: string }).name;
  const fileLoaderRequire = require.resolve('loader-utils', { paths: [path.dirname(require.resolve('file-loader'))] });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loader-utils ships no types; file-loader's own copy names the file
  const { interpolateName } = require(fileLoaderRequire) as {
    interpolateName: (context: { resourcePath: string }, name: string, options: { content: Buffer }) => string;
  };
  return interpolateName({ resourcePath: file }, pattern, { content: fs.readFileSync(file) });
}

/** Eta markup for the page template: one preload link per font, on the pages that use it. */
export function fontPreloadLinks(): string {
  return readFontFaces(fs.readFileSync(FONTS_CSS, 'utf8'))
    .map(({ family, modulePath }) => {
      const condition = USED_WHEN[family];
      if (!condition) throw new Error(`fonts.css declares '${family}': say in fontPreloads.ts which pages use it.`);
      const href = emittedName(require.resolve(modulePath));
      return `<% if (${condition}) { %><link rel="preload" href="<%= it.baseUrl %>${href}" as="font" type="font/woff2" crossorigin /><% } %>`;
    })
    .join('\n    ');
}
