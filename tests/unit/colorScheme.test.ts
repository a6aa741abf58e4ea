import {
  fromDocusaurusChoice,
  muiStorageEntries,
  receivedModeChoice,
  staleMuiEntries,
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

  it('lists only the mui-* entries that differ from the stored choice', () => {
    localStorage.clear();
    localStorage.setItem('theme', 'dark');
    expect(staleMuiEntries(localStorage)).toEqual([
      ['mui-mode', 'dark'],
      ['mui-color-scheme-light', 'light'],
      ['mui-color-scheme-dark', 'dark'],
    ]);
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('mui-color-scheme-light', 'light');
    localStorage.setItem('mui-color-scheme-dark', 'sepia');
    expect(staleMuiEntries(localStorage)).toEqual([['mui-color-scheme-dark', 'dark']]);
    localStorage.removeItem('theme');
    expect(staleMuiEntries(localStorage)).toEqual([
      ['mui-mode', 'system'],
      ['mui-color-scheme-dark', 'dark'],
    ]);
  });

  it('applies a received mode only when it is valid and differs from the stored choice', () => {
    localStorage.clear();
    localStorage.setItem('theme', 'dark');
    expect(receivedModeChoice('mui-mode', 'dark', localStorage)).toBeNull();
    expect(receivedModeChoice('mui-mode', 'light', localStorage)).toBe('light');
    expect(receivedModeChoice('mui-mode', 'system', localStorage)).toBe('system');
    expect(receivedModeChoice('mui-mode', 'sepia', localStorage)).toBeNull();
    expect(receivedModeChoice('mui-mode', null, localStorage)).toBeNull();
    expect(receivedModeChoice('mui-color-scheme-dark', 'light', localStorage)).toBeNull();
    localStorage.removeItem('theme');
    expect(receivedModeChoice('mui-mode', 'system', localStorage)).toBeNull();
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
