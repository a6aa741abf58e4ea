// How API pages lay out props: a table or a list; until the reader chooses, whichever suits the
// screen. The choice is remembered and applied before first paint through an <html> attribute.
export type PropsLayout = 'table' | 'list';

export const PROPS_LAYOUT_KEY = 'api-props-layout';
export const PROPS_LAYOUT_ATTRIBUTE = 'data-api-props-layout';

/** Screens narrower than MUI's `md` breakpoint get the list until the reader chooses. */
export const NARROW_QUERY = '(max-width: 899.98px)';

export function parsePropsLayout(value: string | null | undefined): PropsLayout | null {
  return value === 'table' || value === 'list' ? value : null;
}
