import { themeVariablesCss } from '@site/plugins/mui-theme-variables';

describe('MUI theme variables stylesheet', () => {
  it('declares both colour schemes on the data-theme attribute, inside the mui layer', () => {
    const css = themeVariablesCss();
    expect(css.startsWith('@layer mui{')).toBe(true);
    expect(css).toContain('[data-theme="dark"]{');
    expect(css).toMatch(/:root, ?\[data-theme="light"\]\{[^}]*--mui-palette-primary-main:/);
    expect(css).toContain('color-scheme:dark');
  });
});
