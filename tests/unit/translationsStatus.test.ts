/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markTranslated, missingStrings, pageStatuses, resolvePage } from '@site/plugins/translations/status';
import { withTranslationNotice } from '@site/plugins/translations/frontMatter';
import { readFrontMatterValue, withFrontMatterValue } from '@site/plugins/translations/frontMatterText';

// A site in a temporary git repository: one page translated and current, one translated and then
// changed in English, one never translated.
let site: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
};
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd: site });
const zhDocs = 'i18n/zh/docusaurus-plugin-content-docs/current';

beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'translations-'));
  git('init', '-q');
  write('docs/guide/sorting.mdx', '---\ntitle: Sorting\n---\n\nSort rows by a column.\n');
  write('docs/guide/filtering.mdx', '---\ntitle: Filtering\n---\n\nFilter rows.\n');
  write('docs/guide/paging.mdx', '---\ntitle: Paging\n---\n\nShow rows page by page.\n');
  write(`${zhDocs}/guide/sorting.mdx`, '---\ntitle: 排序\n---\n\n按列对行排序。\n');
  write(`${zhDocs}/guide/filtering.mdx`, '---\ntitle: 筛选\n# reviewed by Li\n---\n\n筛选行。\n');
  write(
    'i18n/zh/code.json',
    JSON.stringify({
      'site.page.wip': { message: '编写中' },
      'site.copy': { message: '' },
      'site.translation.untranslated.title': { message: '本页尚未翻译' },
    }),
  );
  write('i18n/zh/docs-navigation/page-titles.json', JSON.stringify({ '/x/guide/sorting/': { message: 'Sorting' } }));
  markTranslated(site, 'zh', 'guide/sorting.mdx');
  markTranslated(site, 'zh', 'guide/filtering.mdx');
  git('add', '.');
  git('commit', '-q', '-m', 'translated');
  write('docs/guide/filtering.mdx', '---\ntitle: Filtering\n---\n\nFilter rows by any column.\n');
  git('commit', '-q', '-am', 'English edit');
});

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('translation status', () => {
  it('tells current, stale and untranslated pages apart, with the English diff of a stale one', async () => {
    const pages = await pageStatuses(site, 'zh', { withDiff: true });
    expect(pages.map(({ page, state }) => [page, state])).toEqual([
      ['guide/filtering.mdx', 'stale'],
      ['guide/paging.mdx', 'untranslated'],
      ['guide/sorting.mdx', 'current'],
    ]);
    const stale = pages[0]!;
    expect(stale.url).toBe('/x/guide/filtering/');
    expect(stale.englishChanged).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stale.englishDiff).toContain('-Filter rows.');
    expect(stale.englishDiff).toContain('+Filter rows by any column.');
  });

  it('marks a reviewed translation current again, keeping the rest of its front matter', async () => {
    markTranslated(site, 'zh', resolvePage(site, 'zh', '/x/guide/filtering/'));
    const translated = readFileSync(path.join(site, zhDocs, 'guide/filtering.mdx'), 'utf8');
    expect(translated).toContain('# reviewed by Li');
    expect(translated.match(/source_hash:/g)).toHaveLength(1);
    const pages = await pageStatuses(site, 'zh');
    expect(pages.find((page) => page.page === 'guide/filtering.mdx')?.state).toBe('current');
    git('checkout', '-q', '--', '.');
  });

  it('refuses to mark a page that has no translation, naming the file to create', () => {
    expect(() => markTranslated(site, 'zh', 'guide/paging.mdx')).toThrow(/current\/guide\/paging\.mdx does not exist/);
    expect(() => resolvePage(site, 'zh', 'guide/nowhere')).toThrow(/No English page for "guide\/nowhere"/);
  });

  it('lists navigation titles still in English and interface strings with no text', () => {
    const missing = missingStrings(site, 'zh', {
      sidebarKeys: ['sidebar.docs.doc.sorting'],
      titlePaths: ['/x/guide/sorting/', '/x/guide/paging/'],
      siteIds: ['site.page.wip', 'site.copy', 'site.search.button.buttonText'],
    });
    expect(missing).toEqual({
      sidebarLabels: ['sidebar.docs.doc.sorting'],
      pageTitles: ['/x/guide/sorting/', '/x/guide/paging/'],
      siteStrings: ['site.copy', 'site.search.button.buttonText'],
    });
  });
});

describe('the zh build’s translation notice', () => {
  const options = (file: string) => ({
    siteDir: site,
    locale: 'zh',
    defaultLocale: 'en',
    filePath: path.join(site, file),
  });

  it('notes an untranslated page in Chinese, linking the English page', () => {
    const notice = withTranslationNotice({ title: 'Paging' }, options('docs/guide/paging.mdx')).translation_notice;
    expect(notice).toMatchObject({ state: 'untranslated', englishUrl: '/x/guide/paging/', title: '本页尚未翻译' });
  });

  it('dates a stale translation, and leaves a current one and the English site alone', () => {
    const stale = withTranslationNotice({ source_hash: 'old' }, options(`${zhDocs}/guide/sorting.mdx`));
    expect(stale.translation_notice).toMatchObject({
      state: 'stale',
      englishChanged: expect.stringMatching(/^\d{4}-/),
    });
    const hash = readFrontMatterValue(
      readFileSync(path.join(site, zhDocs, 'guide/sorting.mdx'), 'utf8'),
      'source_hash',
    );
    expect(withTranslationNotice({ source_hash: hash }, options(`${zhDocs}/guide/sorting.mdx`))).not.toHaveProperty(
      'translation_notice',
    );
    expect(withTranslationNotice({}, { ...options('docs/guide/paging.mdx'), locale: 'en' })).not.toHaveProperty(
      'translation_notice',
    );
  });
});

describe('front matter text edits', () => {
  it('replaces or adds one key and keeps every other byte', () => {
    const source = '---\ntitle: "A $1 page"\nsource_hash: aaa\n---\n\nBody $& text\n';
    expect(withFrontMatterValue(source, 'source_hash', 'bbb')).toBe(source.replace('aaa', 'bbb'));
    expect(withFrontMatterValue('---\ntitle: A\n---\nBody\n', 'source_hash', 'ccc')).toBe(
      '---\ntitle: A\nsource_hash: ccc\n---\nBody\n',
    );
    expect(readFrontMatterValue(source, 'title')).toBe('A $1 page');
  });
});

describe('npm run translations:status and translations:mark', () => {
  const run = (...args: string[]) =>
    execFileSync('node', ['scripts/translations.mjs', ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it('reports this site’s Chinese pages as JSON, the translated ones current', () => {
    const report = JSON.parse(run('status', '--json', '--no-diff')) as {
      counts: { current: number; stale: number; untranslated: number };
      pages: Array<{ page: string; state: string }>;
    };
    expect(report.pages.find((page) => page.page === 'react-data-grid/sorting.mdx')?.state).toBe('current');
    expect(report.counts.current).toBeGreaterThanOrEqual(16);
    expect(report.counts.current + report.counts.stale + report.counts.untranslated).toBe(report.pages.length);
  }, 60_000);

  it('names what is wrong with a mark request and exits with an error', () => {
    expect(() => run('mark')).toThrow(/name the pages to mark/);
    expect(() => run('mark', 'react-data-grid/no-such-page')).toThrow(
      /No English page for "react-data-grid\/no-such-page"/,
    );
    expect(() => run('mark', 'react-date-pickers/validation', '--locale', 'zh')).toThrow(
      /current\/react-date-pickers\/validation\.mdx does not exist/,
    );
  }, 60_000);
});
