import type { Root } from 'mdast';
import { highlightToHtml } from '@site/plugins/code-highlighting/highlightToHtml';
import { transformDocsComponents } from '@site/plugins/mdx/remarkDocsComponents';

describe('highlightToHtml', () => {
  it('writes one token-line per line with Prism token classes, escaping the code', () => {
    const html = highlightToHtml('const grid = <DataGrid />;\n\nnpm', 'tsx');
    const lines = html.match(/<div class="token-line">/g) ?? [];
    expect(lines).toHaveLength(3);
    expect(html).toContain('<span class="token keyword">const</span>');
    expect(html).toContain('&lt;');
    expect(html).not.toMatch(/<DataGrid/);
  });

  it('highlights the extra languages the site registers', () => {
    expect(highlightToHtml('npm install @mui/x-data-grid', 'bash')).toContain(
      '<span class="token function">npm install</span>',
    );
    expect(highlightToHtml('{"a": 1}', 'json')).toContain('<span class="token property">"a"</span>');
  });

  it('leaves unknown languages as plain text', () => {
    expect(highlightToHtml('a < b', 'not-a-language')).toBe('<div class="token-line">a &lt; b<br></div>');
  });

  it('gives tokens of the same types one span and leaves spaces and plain text bare, keeping every character', () => {
    const code = "<div style={{ height: 400 }}>\n  <DataGrid rows={rows} />\n\n</div>\nconst a = 'x';";
    const html = highlightToHtml(code, 'jsx');
    expect(html).toContain('<span class="token tag script language-javascript punctuation">{{</span>');
    expect(html).toContain('<span class="token keyword">const</span> a <span class="token operator">=</span>');
    expect(html).not.toMatch(/<span[^>]*>\s*<\/span>/);
    const text = html
      .split('<br></div>')
      .map((line) =>
        line
          .replace(/<[^>]+>/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      )
      .slice(0, -1);
    expect(text.join('\n')).toBe(code);
  });
});

const fence = (lang: string | null, meta: string | null, value: string): Root => ({
  type: 'root',
  children: [
    { type: 'code', lang, meta, value, position: { start: { line: 7, column: 1 }, end: { line: 9, column: 4 } } },
  ],
});

describe('fenced code in MDX', () => {
  it('becomes a StaticCodeBlock with its code, title and highlighted lines, imported once', () => {
    const tree = fence('tsx', 'title="App.tsx"', 'const a = 1;');
    tree.children.push({ type: 'code', lang: 'bash', meta: null, value: 'npm i' });
    transformDocsComponents(tree, 'docs/a.mdx');
    const [importNode, first, second] = tree.children;
    expect(importNode).toMatchObject({
      type: 'mdxjsEsm',
      value: "import StaticCodeBlock from '@site/src/components/StaticCodeBlock';",
    });
    expect(first).toMatchObject({ type: 'mdxJsxFlowElement', name: 'StaticCodeBlock' });
    const attributes = Object.fromEntries(
      (first as { attributes: { name: string; value: string }[] }).attributes.map((a) => [a.name, a.value]),
    );
    expect(attributes).toEqual({
      language: 'tsx',
      title: 'App.tsx',
      code: 'const a = 1;',
      html: highlightToHtml('const a = 1;', 'tsx'),
    });
    expect(second).toMatchObject({ name: 'StaticCodeBlock' });
    expect(tree.children.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
  });

  it('fails the build on a meta option it does not support, naming the file and line', () => {
    expect(() => transformDocsComponents(fence('tsx', '{1,3}', 'a'), 'docs/a.mdx')).toThrow(
      'docs/a.mdx:7: code block meta `{1,3}` is not supported; the only option is title="…".',
    );
  });
});
