// Reader colour-mode rules. Docusaurus stores the choice under `theme` (absent = system) and writes
// `data-theme`; other MUI sites read `mui-mode` and `mui-color-scheme-*`. Both are kept in step.

export type ModeChoice = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

export const MUI_MODE_KEY = 'mui-mode';
export const MUI_LIGHT_SCHEME_KEY = 'mui-color-scheme-light';
export const MUI_DARK_SCHEME_KEY = 'mui-color-scheme-dark';
export const DOCUSAURUS_THEME_KEY = 'theme';

export function parseModeChoice(value: string | null | undefined): ModeChoice | null {
  return value === 'light' || value === 'dark' || value === 'system' ? value : null;
}

/** A scheme name other than light or dark is reported and ignored (null). */
export function parseColorScheme(value: string | null | undefined): ColorScheme | null {
  if (value === null || value === undefined) return null;
  if (value === 'light' || value === 'dark') return value;
  console.error(`MUI: "${value}" is not a color scheme of this site (expected "light" or "dark"); it is ignored.`);
  return null;
}

/** Docusaurus's own representation of a choice: null means "follow the system". */
export function toDocusaurusChoice(mode: ModeChoice): ColorScheme | null {
  return mode === 'system' ? null : mode;
}

export function fromDocusaurusChoice(choice: ColorScheme | null): ModeChoice {
  return choice ?? 'system';
}

/** The localStorage entries other MUI sites read for a given choice. */
export function muiStorageEntries(mode: ModeChoice): ReadonlyArray<readonly [string, string]> {
  return [
    [MUI_MODE_KEY, mode],
    [MUI_LIGHT_SCHEME_KEY, 'light'],
    [MUI_DARK_SCHEME_KEY, 'dark'],
  ];
}

export type Direction = 'ltr' | 'rtl';
export const DIRECTION_KEY = 'mui-direction';

export function parseDirection(value: string | null | undefined): Direction {
  return value === 'rtl' ? 'rtl' : 'ltr';
}
