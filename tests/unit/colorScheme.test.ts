import {
  fromDocusaurusChoice,
  muiStorageEntries,
  parseColorScheme,
  parseDirection,
  parseModeChoice,
  toDocusaurusChoice,
} from '@site/src/lib/colorScheme';
import { prePaintScript } from '@site/plugins/reader-settings';

describe('colour mode rules', () => {
  afterEach(() => jest.restoreAllMocks());

  it('maps System to Docusaurus’s null choice and back', () => {
    expect(toDocusaurusChoice('system')).toBeNull();
    expect(toDocusaurusChoice('dark')).toBe('dark');
    expect(fromDocusaurusChoice(null)).toBe('system');
    expect(fromDocusaurusChoice('light')).toBe('light');
  });

  it('writes the keys other MUI sites read', () => {
    expect(muiStorageEntries('dark')).toEqual([
      ['mui-mode', 'dark'],
      ['mui-color-scheme-light', 'light'],
      ['mui-color-scheme-dark', 'dark'],
    ]);
  });

  it('ignores unknown modes', () => {
    expect(parseModeChoice('sepia')).toBeNull();
    expect(parseModeChoice('system')).toBe('system');
  });

  it('logs and ignores a scheme that is not light or dark', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseColorScheme('purple')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"purple"'));
    expect(parseColorScheme('dark')).toBe('dark');
    expect(parseColorScheme(null)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('reads only rtl as right to left', () => {
    expect(parseDirection('rtl')).toBe('rtl');
    expect(parseDirection('sideways')).toBe('ltr');
    expect(parseDirection(null)).toBe('ltr');
  });
});

describe('pre-paint script', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('dir');
  });

  it('adopts a mode chosen on another MUI site when this site has none', () => {
    localStorage.setItem('mui-mode', 'dark');
    new Function(prePaintScript)();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('keeps this site’s own choice', () => {
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('theme', 'light');
    new Function(prePaintScript)();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('applies right to left before paint', () => {
    localStorage.setItem('mui-direction', 'rtl');
    new Function(prePaintScript)();
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
