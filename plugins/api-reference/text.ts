// Text helpers of the API extractor: pure functions on strings, unit tested without the packages.
import type { ApiProp } from '../../src/lib/apiReference';

/** `import("/abs/path/models").GridRowId` -> `GridRowId`. */
export function removeImportPaths(text: string): string {
  return text.replace(/import\("[^"]*"\)\./g, '');
}

/** Drops the `Demos:` / `API:` / `Features:` link lists the packages add to component JSDoc. */
export function cleanComponentDescription(text: string): string {
  const kept: string[] = [];
  let inLinkList = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (/^(Demos|API|Features):$/.test(trimmed)) {
      inLinkList = true;
      continue;
    }
    if (inLinkList && (trimmed === '' || /^- \[[^\]]*\]\([^)]*\)$/.test(trimmed))) continue;
    inLinkList = false;
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Sorted like the public site: required props first, then by name. */
export function sortProps<T extends Pick<ApiProp, 'name' | 'required'>>(props: readonly T[]): T[] {
  return [...props].sort((a, b) => {
    if (a.required !== b.required) return a.required ? -1 : 1;
    return compareNames(a.name, b.name);
  });
}

export function compareNames(a: string, b: string): number {
  const lower = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return lower !== 0 ? lower : a.localeCompare(b, 'en');
}

/**
 * The `@mui/utils` state classes: `generateUtilityClass` gives these keys a global name
 * (`Mui-selected`) instead of a component one (`MuiPickersDay-selected`).
 */
const GLOBAL_STATE_CLASSES = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

export function globalClassName(prefix: string, key: string): string {
  return GLOBAL_STATE_CLASSES.has(key) ? `Mui-${key}` : `${prefix}-${key}`;
}

/**
 * The `MuiXxx` prefix a compiled classes module passes to `generateUtilityClasses('MuiXxx', [keys])`,
 * choosing the call whose key list shares the most keys with `keys` (one file may build several).
 */
export function findClassPrefix(jsSource: string, keys: readonly string[]): string | undefined {
  let best: { prefix: string; score: number } | undefined;
  const calls = /generateUtilityClasses?(?:\.default)?\)?\(\s*['"](Mui[\w-]*)['"]\s*(?:,\s*\[([^\]]*)\])?/g;
  for (const match of jsSource.matchAll(calls)) {
    const prefix = match[1] ?? '';
    const listed = new Set([...(match[2] ?? '').matchAll(/['"]([^'"]+)['"]/g)].map((item) => item[1]));
    const score = keys.filter((key) => listed.has(key)).length;
    if (!best || score > best.score) best = { prefix, score };
  }
  return best?.prefix;
}

/**
 * Theme names from a package's `themeAugmentation/props.d.ts` (`MuiDataGrid` -> `DataGridProProps`, the
 * props type without type arguments) and `overrides.d.ts` (`MuiChartsAxis` -> its class keys).
 */
export function parseThemeNames(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const block of source.matchAll(/interface \w*(?:PropsList|NameToClassKey)\w*(?:<[^>]*>)?\s*\{([^}]*)\}/g)) {
    for (const entry of (block[1] ?? '').matchAll(/(Mui\w+)\??\s*:\s*([^;]+);/g)) {
      if (entry[1]) names.set(entry[1], /^[\w.]+/.exec(entry[2]?.trim() ?? '')?.[0].replace(/^.*\./, '') ?? '');
    }
  }
  return names;
}
