// Code colours. The light theme is our own: prism-react-renderer's light themes put several token
// colours under 4.5:1 on a light background. Every colour here passes 4.5:1 on #f6f8fa, and every
// colour of the dark theme on #1e1e1e (tests/unit/codeTheme.test.ts).
import { themes, type PrismTheme } from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: { color: '#1f2328', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#59636e', fontStyle: 'italic' } },
    { types: ['keyword', 'selector', 'important', 'atrule'], style: { color: '#cf222e' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'inserted'], style: { color: '#0a3069' } },
    { types: ['function', 'method'], style: { color: '#6639ba' } },
    {
      types: ['number', 'boolean', 'constant', 'property', 'attr-name', 'variable', 'builtin'],
      style: { color: '#0550ae' },
    },
    { types: ['tag'], style: { color: '#116329' } },
    { types: ['class-name', 'maybe-class-name'], style: { color: '#953800' } },
    { types: ['punctuation', 'operator'], style: { color: '#1f2328' } },
    { types: ['deleted'], style: { color: '#82071e' } },
  ],
};

/** VS Dark, with the three token colours it sets under 4.5:1 on its #1e1e1e background lightened in the same hue. */
const DARK_OVERRIDES: Readonly<Record<string, string>> = {
  prolog: '#9a9cd0',
  constant: '#8b8fc7',
  'markup:punctuation': '#9a9a9a',
};

export const darkCodeTheme: PrismTheme = {
  ...themes.vsDark,
  styles: themes.vsDark.styles.map((entry) => {
    const key = `${entry.languages ? `${entry.languages.join(',')}:` : ''}${entry.types.join(',')}`;
    const color = DARK_OVERRIDES[key];
    return color ? { ...entry, style: { ...entry.style, color } } : entry;
  }),
};

/**
 * The theme Docusaurus is given for both modes: colours come from CSS (see codeThemeCss), not from
 * inline styles. With one theme for both modes the server's markup is right in either mode, so a
 * code block hydrates as it is instead of being rebuilt (and re-highlighted) after load.
 */
export const codeTheme: PrismTheme = {
  plain: { color: 'var(--code-color)', backgroundColor: 'var(--code-background)' },
  styles: [],
};

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: object): string {
  return Object.entries(style)
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');
}

function themeRules(theme: PrismTheme, scope: string): string {
  const plain = `${scope}{--code-color:${theme.plain.color ?? 'inherit'};--code-background:${theme.plain.backgroundColor ?? 'transparent'}}`;
  // Later entries win, as in prism-react-renderer; entries for one language only apply inside it.
  const tokens = theme.styles.map(({ types, style, languages }) => {
    const selectors = types.flatMap((type) =>
      (languages ?? ['']).map((language) => `${scope}${language ? ` .language-${language}` : ''} .token.${type}`),
    );
    return `${selectors.join(',')}{${declarations(style)}}`;
  });
  return plain + tokens.join('');
}

/** Token colours of both modes as CSS, keyed on Docusaurus's `data-theme`. */
export function codeThemeCss(light: PrismTheme = lightCodeTheme, dark: PrismTheme = darkCodeTheme): string {
  return themeRules(light, "[data-theme='light']") + themeRules(dark, "[data-theme='dark']");
}
