/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brokenMarkdownLinkHook } from '@site/plugins/translations/markdownLinks';

// docs/ has three pages; the zh folder translates one of them.
let site: string;
const zhDocs = 'i18n/zh/docusaurus-plugin-content-docs/current';

beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'translation-links-'));
  for (const file of ['docs/index.mdx', 'docs/grid/index.mdx', 'docs/grid/sorting.mdx', `${zhDocs}/grid/index.mdx`]) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), '# Page\n');
  }
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('relative links in a translated locale', () => {
  // The fixture site exists once beforeAll has run, so each call builds its hook then.
  const hookFor = (locale: string) => (link: { sourceFilePath: string; url: string }) =>
    brokenMarkdownLinkHook({ siteDir: site, currentLocale: () => locale, defaultLocale: 'en' })(link);
  const zh = hookFor('zh');
  const en = hookFor('en');

  it('links an untranslated page to a translated one in the zh site', () => {
    expect(zh({ sourceFilePath: path.join(site, 'docs/index.mdx'), url: './grid/index.mdx' })).toBe('/x/zh/grid/');
  });

  it('links a translated page to an untranslated one, keeping the anchor', () => {
    const source = path.join(site, zhDocs, 'grid/index.mdx');
    expect(zh({ sourceFilePath: source, url: './sorting.mdx#multi-sorting' })).toBe(
      '/x/zh/grid/sorting/#multi-sorting',
    );
    expect(zh({ sourceFilePath: source, url: '../index.mdx' })).toBe('/x/zh/');
  });

  it('still fails the build for a page that exists in neither folder, and always in English', () => {
    const source = path.join(site, 'docs/index.mdx');
    expect(() => zh({ sourceFilePath: source, url: './grid/filtering.mdx' })).toThrow(
      /\.\/grid\/filtering\.mdx in source file .*docs\/index\.mdx couldn't be resolved/,
    );
    expect(() => en({ sourceFilePath: source, url: './grid/index.mdx' })).toThrow(/couldn't be resolved/);
  });
});
