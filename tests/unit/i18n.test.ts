import fs from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import type { SidebarEntry } from '@site/src/lib/sidebarEntries';
import { docIdToPathname } from '@site/src/lib/navigation';

type TranslationFile = Record<string, { message: string }>;

function readZh(file: string): TranslationFile {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/zh', file), 'utf8')) as TranslationFile;
}

function translationKeys(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'category') return [`sidebar.docs.category.${item.key}`, ...translationKeys(item.items)];
    // API pages are named after code identifiers, which stay in English.
    if (item.type === 'link' && item.key.startsWith('api/')) return [];
    return [`sidebar.docs.${item.type}.${item.key}`];
  });
}

function docIds(items: readonly SidebarEntry[]): string[] {
  return items.flatMap((item) =>
    item.type === 'category' ? docIds(item.items) : item.type === 'doc' ? [item.id] : [],
  );
}

const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

describe('Chinese navigation table (i18n/zh)', () => {
  const sidebarLabels = readZh('docusaurus-plugin-content-docs/current.json');
  const pageTitles = readZh('docs-navigation/page-titles.json');

  it('has a Chinese label for every sidebar entry', () => {
    const untranslated = translationKeys(sidebars.docs).filter((key) => !hasChinese(sidebarLabels[key]?.message ?? ''));
    expect(untranslated).toEqual([]);
  });

  it('has a Chinese title for every page in the navigation', () => {
    const untranslated = docIds(sidebars.docs)
      .map(docIdToPathname)
      .filter((pathname) => !hasChinese(pageTitles[pathname]?.message ?? ''));
    expect(untranslated).toEqual([]);
  });
});
