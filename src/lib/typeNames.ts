// How a type's text is cut into names (`GridColDef<R>[]` -> `GridColDef`, `R`): one rule for the
// build, which decides which names get a definition on an API page, and for the page, which links
// those same names. Pure and tiny: it ships with the API page.

const NAME = /\b([A-Z][A-Za-z0-9]*)\b/;

/**
 * The text around and between names: odd indexes are names, even ones the text between them
 * (`'readonly GridColDef<R>[]'` -> `['readonly ', 'GridColDef', '<', 'R', '>[]']`).
 */
export function splitTypeNames(text: string): string[] {
  return text.split(new RegExp(NAME.source, 'g'));
}

/** The distinct names in a type's text, in order of appearance. */
export function typeNamesIn(text: string): string[] {
  return [...new Set(splitTypeNames(text).filter((_part, index) => index % 2 === 1))];
}

/** Anchor of a type's definition on an API page: `type-GridRowHeightParams`. */
export function typeAnchor(name: string): string {
  return `type-${name}`;
}
