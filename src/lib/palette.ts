// The site's colours, set once: the MUI theme reads these values and the reader-settings plugin
// turns them into Infima's CSS variables, so the two never disagree.
import type { ColorScheme } from './colorScheme';

export interface SchemeTokens {
  readonly primary: string;
  readonly background: string;
  readonly surface: string;
  readonly text: string;
  readonly textSecondary: string;
  readonly border: string;
}

export const PALETTE: Readonly<Record<ColorScheme, SchemeTokens>> = {
  light: {
    primary: '#0072e5',
    background: '#ffffff',
    surface: '#f5f8fb',
    text: '#1c2025',
    textSecondary: '#4a5560',
    border: '#dae2ed',
  },
  dark: {
    primary: '#3399ff',
    background: '#0c1117',
    surface: '#141a21',
    text: '#e7ebf0',
    textSecondary: '#b2bac2',
    border: '#2d3843',
  },
};

export const FONT_FAMILY = '"IBM Plex Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif';
export const MONO_FONT_FAMILY = '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes `hex` with white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  return `#${channels(hex)
    .map((c) =>
      Math.round(c + (target - c) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function schemeVariables(tokens: SchemeTokens): string {
  const p = tokens.primary;
  const vars: Record<string, string> = {
    '--ifm-color-primary': p,
    '--ifm-color-primary-dark': shade(p, -0.1),
    '--ifm-color-primary-darker': shade(p, -0.15),
    '--ifm-color-primary-darkest': shade(p, -0.3),
    '--ifm-color-primary-light': shade(p, 0.1),
    '--ifm-color-primary-lighter': shade(p, 0.15),
    '--ifm-color-primary-lightest': shade(p, 0.3),
    '--ifm-background-color': tokens.background,
    '--ifm-background-surface-color': tokens.surface,
    '--ifm-navbar-background-color': tokens.background,
    '--ifm-font-color-base': tokens.text,
    '--ifm-color-content-secondary': tokens.textSecondary,
    '--ifm-toc-border-color': tokens.border,
    '--ifm-color-emphasis-300': tokens.border,
    '--docs-border-color': tokens.border,
  };
  return Object.entries(vars)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}

/** Infima variables for both schemes, keyed on the same `data-theme` attribute MUI reads. */
export function infimaVariablesCss(palette: Readonly<Record<ColorScheme, SchemeTokens>> = PALETTE): string {
  return (
    `:root{${schemeVariables(palette.light)}--ifm-font-family-base:${FONT_FAMILY};--ifm-font-family-monospace:${MONO_FONT_FAMILY};}` +
    `[data-theme='dark']{${schemeVariables(palette.dark)}}`
  );
}
