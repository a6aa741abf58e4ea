// A quick "no" for react-router's matchPath (see transform.ts, skipStaticPathsThatCannotMatch).

/** What path-to-regexp 1.x reads as pattern syntax; any other character stands for itself. */
const PATTERN_SYNTAX = /[\\:(*]/;
const OUTSIDE_PRINTABLE_ASCII = /[^ -~]/;

/**
 * True when an exact, non-strict route `path` without parameters certainly does not match
 * `pathname`. path-to-regexp compiles such a path to "the path, with or without its trailing
 * slash, and nothing after", case-insensitive unless `sensitive`; comparing the two strings that
 * way gives the same answer without compiling a regular expression. False means "maybe": the
 * caller then matches as before. Text beyond printable ASCII is left to the regular expression,
 * whose case folding differs from toLowerCase for a few characters.
 */
export function cannotMatchStaticPath(pathname: string, path: string, sensitive: boolean): boolean {
  if (PATTERN_SYNTAX.test(path) || OUTSIDE_PRINTABLE_ASCII.test(path) || OUTSIDE_PRINTABLE_ASCII.test(pathname))
    return false;
  const key = (value: string) => {
    const base = value.endsWith('/') ? value.slice(0, -1) : value;
    return sensitive ? base : base.toLowerCase();
  };
  return key(pathname) !== key(path);
}
