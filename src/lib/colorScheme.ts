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

/** The read side of localStorage, all the sync rules need. */
export type StorageReader = Pick<Storage, 'getItem'>;

/** The choice Docusaurus has stored: `theme` is light or dark, and absent (or anything else) means system. */
export function storedModeChoice(storage: StorageReader): ModeChoice {
  const stored = storage.getItem(DOCUSAURUS_THEME_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/**
 * The `mui-*` entries that storage does not hold yet for the stored choice. Writing only these keeps a
 * tab quiet when it mounts after a choice was made: every write fires a storage event in every other
 * tab, and a write of a value that is already stored fires none.
 */
export function staleMuiEntries(storage: StorageReader): ReadonlyArray<readonly [string, string]> {
  return muiStorageEntries(storedModeChoice(storage)).filter(([key, value]) => storage.getItem(key) !== value);
}

/**
 * What a `mui-mode` storage event (another tab, another MUI site) asks this tab to apply: a valid mode
 * that differs from the stored choice. Anything else, a foreign value such as `sepia` included, is
 * ignored, so a tab never answers a value it has just received.
 */
export function receivedModeChoice(
  key: string | null,
  newValue: string | null,
  storage: StorageReader,
): ModeChoice | null {
  if (key !== MUI_MODE_KEY) return null;
  const mode = parseModeChoice(newValue);
  return mode === null || mode === storedModeChoice(storage) ? null : mode;
}

export type Direction = 'ltr' | 'rtl';
export const DIRECTION_KEY = 'mui-direction';

export function parseDirection(value: string | null | undefined): Direction {
  return value === 'rtl' ? 'rtl' : 'ltr';
}
