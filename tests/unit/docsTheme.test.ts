// The MUI theme every demo and MUI island on the site renders with: the values the library's own
// docs theme uses, so demos look the same here as in a reader's app with a default theme.
import type {} from '@mui/x-data-grid/themeAugmentation';
import { createDocsTheme } from '@site/src/components/MuiProviders/theme';

describe('docs theme', () => {
  const theme = createDocsTheme('ltr', 'en');

  it('uses the standard breakpoints', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
  });

  it('uses the standard transition durations, with auto-height animations capped at 3000 ms', () => {
    expect(theme.transitions.duration).toEqual({
      shortest: 150,
      shorter: 200,
      short: 250,
      standard: 300,
      complex: 375,
      enteringScreen: 225,
      leavingScreen: 195,
    });
    expect(theme.transitions.getAutoHeightDuration(0)).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(200)).toBeLessThan(3000);
    expect(theme.transitions.getAutoHeightDuration(1_000_000)).toBe(3000);
  });

  it('picks contrast text at a ratio of 3 and shades with a tonal offset of 0.2', () => {
    expect(theme.palette.contrastThreshold).toBe(3);
    expect(theme.palette.tonalOffset).toBe(0.2);
  });

  it('rounds corners by 12 px and spaces by 8 px', () => {
    expect(theme.shape.borderRadius).toBe(12);
    // With CSS variables, spacing is a multiple of --mui-spacing, whose fallback is the 8 px unit.
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.spacing(2.5)).toBe('calc(2.5 * var(--mui-spacing, 8px))');
  });

  it('mirrors for right to left, and speaks Chinese on Chinese pages', () => {
    expect(createDocsTheme('rtl', 'en').direction).toBe('rtl');
    const zh = createDocsTheme('ltr', 'zh');
    expect(zh.components?.MuiDataGrid?.defaultProps?.localeText?.noRowsLabel).toBe('没有数据。');
  });
});
