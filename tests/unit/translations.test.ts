import { readFileSync } from 'node:fs';
import { translate, translateFrom, translateTree } from '@site/src/lib/translations';
import { DEMO_STRINGS } from '@site/src/lib/demoStrings';
import { SITE_STRING_IDS } from '@site/src/lib/siteStrings';

/** i18n/zh/code.json as Docusaurus hands it to the zh build: id -> message. */
const zhMessages: Record<string, string> = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync('i18n/zh/code.json', 'utf8')) as Record<string, { message: string }>).map(
    ([id, { message }]) => [id, message],
  ),
);

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
    expect(SITE_STRING_IDS.length).toBeGreaterThan(60);
    expect(SITE_STRING_IDS.filter((id) => !(id in zhMessages))).toEqual([]);
  });

  it('has no site string in code.json that the site no longer uses', () => {
    const used = new Set(SITE_STRING_IDS);
    expect(Object.keys(zhMessages).filter((id) => id.startsWith('site.') && !used.has(id))).toEqual([]);
  });
});
