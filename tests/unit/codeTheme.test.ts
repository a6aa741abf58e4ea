import { codeTheme, codeThemeCss } from '@site/src/theme-config/prism';

describe('code colours', () => {
  const css = codeThemeCss(
    { plain: { color: '#111', backgroundColor: '#fff' }, styles: [{ types: ['comment'], style: { color: '#555', fontStyle: 'italic' } }] },
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
