import { readFileSync } from 'node:fs';
import { ENGLISH, translate, translateTree, translationId } from '@site/src/lib/translations';
import { searchButtonTranslations } from '@site/src/theme/SearchBar/translations';
import { searchModalTranslations } from '@site/src/theme/SearchBar/modalTranslations';

/** i18n/zh/code.json as Docusaurus hands it to the zh build: id -> message. */
const zhMessages: Record<string, string> = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync('i18n/zh/code.json', 'utf8')) as Record<string, { message: string }>).map(
    ([id, { message }]) => [id, message],
  ),
);

/** Every string of a tree, by path. */
function leaves(tree: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([name, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${name}`, value]]
        : Object.entries(leaves(value as object, `${prefix}${name}.`)),
    ),
  );
}

/** The code.json id of every site string. */
const SITE_IDS = [
  ...Object.keys(ENGLISH),
  ...Object.keys(leaves(searchButtonTranslations({}), 'search.button.')),
  ...Object.keys(leaves(searchModalTranslations({}), 'search.modal.')),
].map(translationId);

describe('site strings', () => {
  it("shows the locale's translation, and English where there is none", () => {
    expect(translate('settings.mode.dark', {})).toBe('Dark');
    expect(translate('settings.mode.dark', zhMessages)).toBe('深色');
    expect(translate('settings.mode.dark', { 'site.settings.title': '设置' })).toBe('Dark');
  });

  it('translates each string of a tree under its path and keeps the English where none is given', () => {
    const tree = { button: { text: 'Search', label: 'Search the docs' } };
    expect(translateTree(tree, 'search', { 'site.search.button.text': '搜索' })).toEqual({
      button: { text: '搜索', label: 'Search the docs' },
    });
  });

  it('has a Chinese string in i18n/zh/code.json for every English one', () => {
    expect(SITE_IDS.length).toBeGreaterThan(60);
    expect(SITE_IDS.filter((id) => !(id in zhMessages))).toEqual([]);
  });

  it('has no site string in code.json that the site no longer uses', () => {
    const used = new Set(SITE_IDS);
    expect(Object.keys(zhMessages).filter((id) => id.startsWith('site.') && !used.has(id))).toEqual([]);
  });
});
