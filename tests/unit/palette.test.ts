import { PALETTE, infimaVariablesCss, shade } from '@site/src/lib/palette';

describe('palette', () => {
  it('uses the MUI blues as primary', () => {
    expect(PALETTE.light.primary).toBe('#0072e5');
    expect(PALETTE.dark.primary).toBe('#3399ff');
  });

  it('shades towards white and black', () => {
    expect(shade('#000000', 0.5)).toBe('#808080');
    expect(shade('#ffffff', -0.5)).toBe('#808080');
    expect(shade('#0072e5', 0)).toBe('#0072e5');
  });

  it('gives Infima the same primary and background in both modes', () => {
    const css = infimaVariablesCss();
    expect(css).toContain(':root{--ifm-color-primary:#0072e5;');
    expect(css).toContain(`[data-theme='dark']{--ifm-color-primary:#3399ff;`);
    expect(css).toContain(`--ifm-background-color:${PALETTE.dark.background}`);
  });
});
