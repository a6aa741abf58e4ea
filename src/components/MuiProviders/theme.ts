// Types theme.vars and the CSS-variables ThemeProvider props (colorSchemeNode).
import type {} from '@mui/material/themeCssVarsAugmentation';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { zhCN as materialZhCN } from '@mui/material/locale';
import { zhCN as dataGridZhCN } from '@mui/x-data-grid/locales';
import { zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';
import type { Direction } from '../../lib/colorScheme';
import { FONT_FAMILY, PALETTE } from '../../lib/palette';

/**
 * The docs theme: CSS variables keyed on Docusaurus's `data-theme` attribute, so MUI follows the
 * same colour mode as Infima without any JavaScript on a mode change.
 */
export function createDocsTheme(direction: Direction, language: string): Theme {
  const options: ThemeOptions = {
    cssVariables: { colorSchemeSelector: '[data-theme="%s"]' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: PALETTE.light.primary },
          background: { default: PALETTE.light.background, paper: PALETTE.light.background },
          text: { primary: PALETTE.light.text, secondary: PALETTE.light.textSecondary },
          divider: PALETTE.light.border,
        },
      },
      dark: {
        palette: {
          primary: { main: PALETTE.dark.primary },
          background: { default: PALETTE.dark.background, paper: PALETTE.dark.surface },
          text: { primary: PALETTE.dark.text, secondary: PALETTE.dark.textSecondary },
          divider: PALETTE.dark.border,
        },
      },
    },
    direction,
    shape: { borderRadius: 12 },
    spacing: 8,
    typography: { fontFamily: FONT_FAMILY, button: { textTransform: 'none' } },
  };
  const locales = language === 'zh' ? [materialZhCN, dataGridZhCN, pickersZhCN] : [];
  return createTheme(options, ...locales);
}
