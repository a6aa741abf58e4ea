import fs from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import { navPagePaths, sidebarLabelKeys } from '@site/plugins/translations/expected';

type TranslationFile = Record<string, { message: string }>;

function readZh(file: string): TranslationFile {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/zh', file), 'utf8')) as TranslationFile;
}

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

describe('Chinese navigation table (i18n/zh)', () => {
  const sidebarLabels = readZh('docusaurus-plugin-content-docs/current.json');
  const pageTitles = readZh('docs-navigation/page-titles.json');

  it('has a Chinese label for every sidebar entry', () => {
    const untranslated = sidebarLabelKeys(sidebars.docs).filter(
      (key) => !hasChinese(sidebarLabels[key]?.message ?? ''),
    );
    expect(untranslated).toEqual([]);
  });

  it('has a Chinese title for every page in the navigation', () => {
    const untranslated = navPagePaths(sidebars.docs).filter(
      (pathname) => !hasChinese(pageTitles[pathname]?.message ?? ''),
    );
    expect(untranslated).toEqual([]);
  });
});
