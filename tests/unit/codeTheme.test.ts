import { codeTheme, codeThemeCss, darkCodeTheme, lightCodeTheme } from '@site/src/theme-config/prism';

describe('code colours', () => {
  const css = codeThemeCss(
    {
      plain: { color: '#111', backgroundColor: '#fff' },
      styles: [{ types: ['comment'], style: { color: '#555', fontStyle: 'italic' } }],
    },
    {
      plain: { color: '#eee', backgroundColor: '#000' },
      styles: [
        { types: ['keyword', 'builtin'], style: { color: 'rgb(1, 2, 3)' } },
        { types: ['tag'], languages: ['markup'], style: { color: '#abc' } },
      ],
    },
  );

  it('are CSS keyed on the colour mode, so one server markup fits both modes', () => {
    expect(css).toContain("[data-theme='light']{--code-color:#111;--code-background:#fff}");
    expect(css).toContain("[data-theme='light'] .token.comment{color:#555;font-style:italic}");
    expect(css).toContain("[data-theme='dark'] .token.keyword,[data-theme='dark'] .token.builtin{color:rgb(1, 2, 3)}");
    expect(css).toContain("[data-theme='dark'] .language-markup .token.tag{color:#abc}");
  });

  it('leave no inline token colour in the theme Docusaurus renders with', () => {
    expect(codeTheme.styles).toEqual([]);
    expect(codeTheme.plain).toEqual({ color: 'var(--code-color)', backgroundColor: 'var(--code-background)' });
  });
});

describe('the colours of both modes', () => {
  const channels = (color: string): number[] =>
    color.startsWith('#')
      ? [1, 3, 5].map((index) => parseInt(color.slice(index, index + 2), 16))
      : (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('pass 4.5:1 against the %s code background', (_mode, theme) => {
    const background = theme.plain.backgroundColor!;
    const failing = theme.styles
      .filter(({ style }) => style.color && contrast(style.color, background) < 4.5)
      .map(({ types, style }) => `${types.join(',')} ${style.color}`);
    expect(failing).toEqual([]);
  });
});
