// The Markdown twins and llms.txt files of the last build, checked against the HTML pages they copy
// and served the way agents ask for them. No browser: the server's responses are what agents see.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE } from './support/browser';
import { displaySource } from '@site/plugins/demos/transform';

const BUILD = 'build';

function buildFile(urlPath: string): string {
  const relative = urlPath.replace(/^\/x\//, '');
  return path.join(BUILD, relative.endsWith('/') || relative === '' ? `${relative}index.html` : relative);
}

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** Heading text without plan badges, anchors' zero-width characters or Markdown syntax. */
function normalizeHeading(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\b(Pro|Premium) plan\b/g, '')
    .replace(/[\s\u200b]+/g, ' ')
    .trim();
}

function htmlHeadings(html: string): string[] {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return [...article.matchAll(/<h([23])[^>]*>([\s\S]*?)<\/h\1>/g)].map(
    (match) => `${match[1]} ${normalizeHeading(decode(match[2]!))}`,
  );
}

function twinHeadings(markdown: string): string[] {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...withoutCode.matchAll(/^(#{2,3}) (.+)$/gm)].map(
    (match) => `${match[1]!.length} ${normalizeHeading(match[2]!)}`,
  );
}

async function twinOf(pagePath: string): Promise<string> {
  const response = await fetch(`${SITE}${pagePath.replace(/\/$/, '.md')}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Every demo the page's MDX imports, as the reader sees its source. */
function demoSources(mdxFile: string): string[] {
  const mdx = readFileSync(mdxFile, 'utf8');
  return [...mdx.matchAll(/from '(\.\/demos\/[^']+)\?demo'/g)].map((match) =>
    displaySource(readFileSync(path.resolve(path.dirname(mdxFile), match[1]!), 'utf8')).trimEnd(),
  );
}

describe.each([
  ['a guide page', '/x/react-data-grid/sorting/', 'docs/react-data-grid/sorting.mdx'],
  ['a demo gallery', '/x/react-charts/bar-demo/', 'docs/react-charts/bar-demo.mdx'],
])('the twin of %s', (_kind, pagePath, mdxFile) => {
  it('has the headings of the HTML page, in order, and the source of every demo', async () => {
    const twin = await twinOf(pagePath);
    const html = readFileSync(buildFile(pagePath), 'utf8');
    const title = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!);
    expect(twin.split('\n')[0]).toBe(`# ${normalizeHeading(title)}`);
    expect(twinHeadings(twin)).toEqual(htmlHeadings(html));
    const sources = demoSources(mdxFile);
    expect(sources.length).toBeGreaterThanOrEqual(6);
    for (const source of sources) expect(twin).toContain(source);
    expect(twin).not.toMatch(/<Demo|<ApiLink|<ProBadge|^import .*\?demo/m);
  });

  it('is linked from the page and served for a request that asks for Markdown', async () => {
    const html = await (await fetch(`${SITE}${pagePath}`)).text();
    // The minified HTML leaves attribute values unquoted where it can.
    const link = /<link[^>]*type="?text\/markdown[^>]*>/.exec(html)?.[0];
    expect(link).toMatch(/rel="?alternate/);
    expect(link).toMatch(new RegExp(`href="?${pagePath.replace(/\/$/, '.md')}[" ]`));
    const response = await fetch(`${SITE}${pagePath}`, { headers: { Accept: 'text/markdown' } });
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toBe(await twinOf(pagePath));
  });
});

describe('the twin of an API page', () => {
  it('has a row for every prop and CSS class of the HTML page, and its slots', async () => {
    const twin = await twinOf('/x/api/data-grid/data-grid/');
    const html = readFileSync(buildFile('/x/api/data-grid/data-grid/'), 'utf8');
    const props = [...html.matchAll(/id="?([A-Za-z0-9_]+)-prop[" >]/g)].map((match) => match[1]!);
    expect(props.length).toBeGreaterThan(100);
    for (const prop of props) expect(twin).toMatch(new RegExp(`^\\| \`${prop}\``, 'm'));
    const classNames = [...html.matchAll(/<code>\.(?:<!-- -->)?(Mui[\w-]+)<\/code>/g)].map((match) => match[1]!);
    expect(classNames.length).toBeGreaterThan(50);
    for (const className of classNames) expect(twin).toContain(`| \`.${className}\` |`);
    expect(twin).toMatch(/^\| `checkboxSelection` \| `boolean` \| `false` \|/m);
    expect(twin).toContain('## Slots');
    expect(twin).toContain('## CSS classes');
  });
});

describe('the llms.txt files', () => {
  const rootFile = path.join(BUILD, 'llms.txt');

  function links(file: string): string[] {
    return [...readFileSync(file, 'utf8').matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
  }

  it('link only files that exist in the build', () => {
    const productFiles = links(rootFile).filter((link) => link.endsWith('/llms.txt'));
    expect(productFiles).toEqual([
      '/x/react-data-grid/llms.txt',
      '/x/react-date-pickers/llms.txt',
      '/x/react-charts/llms.txt',
      '/x/react-tree-view/llms.txt',
    ]);
    const all = [rootFile, ...productFiles.map(buildFile)].flatMap(links);
    expect(all.length).toBeGreaterThan(300);
    const missing = all.filter((link) => !existsSync(buildFile(link)));
    expect(missing).toEqual([]);
  });

  it('list the pages of a product with their summaries, and put every guide in llms-full.txt', () => {
    const dataGrid = readFileSync(buildFile('/x/react-data-grid/llms.txt'), 'utf8');
    expect(dataGrid).toMatch(/^- \[Sorting\]\(https?:\/\/[^)]+\/x\/react-data-grid\/sorting\.md\): .+/m);
    const full = readFileSync(path.join(BUILD, 'llms-full.txt'), 'utf8');
    expect(full).toContain(readFileSync(buildFile('/x/react-data-grid/sorting.md'), 'utf8').trimEnd());
  });

  it('keep the twins out of the sitemap', () => {
    expect(readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8')).not.toContain('.md<');
  });
});
