import { TRANSLATIONS, translate } from '@site/src/lib/translations';

describe('translate', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('returns the string of the current language', () => {
    expect(translate('en', 'settings.mode.dark')).toBe('Dark');
    expect(translate('zh', 'settings.mode.dark')).toBe('深色');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and falls back to English when the language lacks the key', () => {
    const table = { en: { 'settings.title': 'Settings' }, zh: {} };
    expect(translate('zh', 'settings.title', table)).toBe('Settings');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('settings.title'));
  });

  it('returns null when English lacks the key too', () => {
    expect(translate('zh', 'no.such.key')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('logs an error and shows an ellipsis for an unknown language', () => {
    expect(translate('fr', 'settings.title')).toBe('…');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"fr"'));
  });

  it('has a Chinese string for every English key', () => {
    const missing = Object.keys(TRANSLATIONS.en!).filter((key) => !(key in TRANSLATIONS.zh!));
    expect(missing).toEqual([]);
  });
});
