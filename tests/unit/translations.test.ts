import { readFileSync } from 'node:fs';
import { ENGLISH, translate, translateFrom, translateTree, translationId } from '@site/src/lib/translations';
import { DEMO_STRINGS } from '@site/src/lib/demoStrings';
import { AD_STRINGS } from '@site/src/lib/adStrings';
import { DEMO_EDIT_STRINGS } from '@site/src/lib/demoEditStrings';
import { GRID_EVENTS_STRINGS } from '@site/src/lib/gridEventsStrings';
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
  ...Object.keys(DEMO_STRINGS),
  ...Object.keys(AD_STRINGS),
  ...Object.keys(DEMO_EDIT_STRINGS),
  ...Object.keys(GRID_EVENTS_STRINGS),
  ...Object.keys(leaves(searchButtonTranslations({}), 'search.button.')),
  ...Object.keys(leaves(searchModalTranslations({}), 'search.modal.')),
].map(translationId);

describe('site strings', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the language's translation, and English without a word for English", () => {
    const warn = jest.spyOn(console, 'warn');
    expect(translate('settings.mode.dark', 'en', {})).toBe('Dark');
    expect(translate('settings.mode.dark', 'zh', zhMessages)).toBe('深色');
    expect(translateFrom(DEMO_STRINGS, 'demo.showSource', 'zh', zhMessages)).toBe(zhMessages['site.demo.showSource']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to English with one warning naming the language and the key', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate('settings.mode.light', 'zh', { 'site.settings.title': '设置' })).toBe('Light');
    expect(translate('settings.mode.light', 'zh', {})).toBe('Light');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/"zh".*"settings\.mode\.light"/);
  });

  it('gives null, with a warning, for a key English lacks too', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate('settings.mode.sepia', 'en', {})).toBeNull();
    expect(translate('settings.mode.sepia', 'zh', zhMessages)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/"en".*"settings\.mode\.sepia"/);
  });

  it('renders "…" and logs an error for a language the site does not know', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(translate('settings.mode.dark', 'fr', {})).toBe('…');
    expect(translate('settings.title', 'fr', {})).toBe('…');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatch(/"fr"/);
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
