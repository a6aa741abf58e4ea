// The shape of a demo module as the `?demo` loader (plugins/demos) builds it.
import type { ComponentType } from 'react';

export interface DemoFile {
  /** File name as shown in the tab and written to a sandbox: `BasicSorting.tsx`, `salesData.ts`. */
  readonly name: string;
  readonly tsx: string;
  /** The same file with types removed and formatted: `BasicSorting.js`. */
  readonly js: string;
  readonly jsName: string;
}

export interface DemoSource {
  /** The demo first, then the sibling files it imports. */
  readonly files: readonly DemoFile[];
  /** Bare package specifiers the files import (`@mui/x-data-grid`, `dayjs`, `@mui/x-date-pickers/AdapterDayjs`). */
  readonly imports: readonly string[];
}

export interface DemoModule {
  /** Component name: `BasicSorting`. */
  readonly name: string;
  /** Anchor id: `basic-sorting`; `#basic-sorting.js` opens its code in JavaScript. */
  readonly id: string;
  /**
   * The returned JSX when it is short enough to preview, else null; `html` is it highlighted at
   * build time (see StaticCodeBlock).
   */
  readonly preview: { readonly code: string; readonly html: string } | null;
  /**
   * True when the demo draws nothing on the server (charts measure their container in the
   * browser; the Data Grid renders nothing until it has mounted), so it starts once the page is
   * idle instead of waiting for the reader's first move.
   */
  readonly rendersInBrowserOnly: boolean;
  /**
   * True when the demo's components choose colours from `theme.palette.mode` (the charts'
   * palettes), so its theme must follow the colour mode in JavaScript, not only in CSS variables.
   */
  readonly readsColorMode: boolean;
  readonly load: () => Promise<{ default: ComponentType }>;
  readonly loadSource: () => Promise<{ default: DemoSource }>;
}

/**
 * Packages whose components render nothing on the server: charts size themselves from the DOM, and
 * the Data Grid's root returns null until it has mounted (`useIsSSR` in its GridRoot).
 */
const BROWSER_ONLY_PACKAGES = /^@mui\/x-(charts|data-grid)(-pro|-premium)?(\/|$)/;

export function rendersInBrowserOnly(packageImports: readonly string[]): boolean {
  return packageImports.some((specifier) => BROWSER_ONLY_PACKAGES.test(specifier));
}

/** Charts pick their default palette and `colors` functions from the theme's mode. */
const COLOR_MODE_PACKAGES = /^@mui\/x-charts(-pro)?(\/|$)/;

export function readsColorMode(packageImports: readonly string[]): boolean {
  return packageImports.some((specifier) => COLOR_MODE_PACKAGES.test(specifier));
}
