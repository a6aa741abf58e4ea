/**
 * @jest-environment node
 */
// The stock Docusaurus peer's Data Grid page (bench/peerPage.mjs) is our sorting guide's text with
// three plain DataGrids where our first three demos are, and nothing a stock site cannot build.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PEER_GRID_COUNT, peerPageFromGuide } from '../../bench/peerPage.mjs';

const guide = readFileSync(path.join(__dirname, '../../docs/react-data-grid/sorting.mdx'), 'utf8');
const page = peerPageFromGuide(guide);

/** The page's body split at its level-2 headings: [heading, section text][]. */
function sections(text: string): [string, string][] {
  return text
    .split(/^## /m)
    .slice(1)
    .map((section) => [section.slice(0, section.indexOf('\n')), section]);
}

it('keeps the title, the headings and the prose of the guide', () => {
  expect(page).toMatch(/^---\ntitle: "Data Grid - Sorting"\ndescription: .+\n---\n/);
  const guideHeadings = guide.match(/^#{2,3} .+$/gm) ?? [];
  const pageHeadings = page.match(/^#{2,3} .+$/gm) ?? [];
  expect(pageHeadings).toHaveLength(guideHeadings.length);
  // The same heading id, in the syntax a stock site (\`future.v4\`, no MDX 1 compatibility) reads.
  expect(pageHeadings).toContain('## Multi-sorting {/* #multi-sorting */}');
  expect(page).toContain('Sorting lets people bring the rows they care about to the top');
  expect(page).toContain('Rows with equal values keep their order from the `rows` prop.');
  // Markup a stock site renders as it is stays.
  expect(page).toContain('pressing <kbd>Enter</kbd>');
});

it('drops our imports, components and demo embeds, keeping the words they stood for', () => {
  expect(page).not.toMatch(/\?demo/);
  expect(page).not.toMatch(/<(Demo|ApiLink|ProBadge)\b/);
  expect(page.match(/^import .+$/gm)).toEqual(["import { DataGrid } from '@mui/x-data-grid';"]);
  expect(page).toContain('The `sortingOrder` prop sets the cycle');
  expect(page).toContain('pass the `sortModel` prop and update it from `onSortModelChange`.');
  // Our other pages do not exist in the peer: the link keeps its text.
  expect(page).toContain('To page on the server as well, see Pagination.');
  expect(page).not.toMatch(/\]\(\.\.?\//);
});

it('puts the three grids where the first three demos were, and none after', () => {
  expect(page.match(/<DataGrid /g)).toHaveLength(PEER_GRID_COUNT);
  const withGrid = sections(page)
    .filter(([, text]) => text.includes('<DataGrid '))
    .map(([heading]) => heading);
  expect(withGrid).toEqual(['Sort by clicking a header', 'Sorting order', 'Initial sort']);
  expect(page).toContain("sortingOrder={['desc', 'asc']}");
  expect(page).toContain("initialState={{ sorting: { sortModel: [{ field: 'price', sort: 'desc' }] } }}");
  expect(page).toMatch(/export const peerItems = \[/);
});

it('leaves code blocks as they are and fails on a guide it cannot turn into the page', () => {
  const fenced = [
    '---',
    'title: Fenced',
    'sidebar_position: 3',
    '---',
    '',
    "import Demo1 from './demos/One.tsx?demo';",
    '',
    '```tsx',
    'import { DataGrid } from "@mui/x-data-grid";',
    '',
    '<ApiLink name="DataGrid" />',
    '```',
    '',
    ...Array.from({ length: 3 }, (_, index) => `<Demo demo={Demo${index}} />\n`),
  ].join('\n');
  const out = peerPageFromGuide(fenced);
  expect(out).toContain('```tsx\nimport { DataGrid } from "@mui/x-data-grid";\n\n<ApiLink name="DataGrid" />\n```');
  expect(out).not.toContain('sidebar_position');
  expect(() => peerPageFromGuide('No front matter')).toThrow(/front matter/);
  expect(() => peerPageFromGuide('---\ntitle: Short\n---\n\n<Demo demo={A} />\n')).toThrow(
    /needs 3 demo embeds in the guide, it has 1/,
  );
});

it('compiles as MDX with nothing done to it first, as the stock site reads it', () => {
  // @mdx-js/mdx is ESM only, so it compiles in a Node process of its own.
  const script = `
    import { compile } from '@mdx-js/mdx';
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    await compile(text.replace(/^---\\n[\\s\\S]*?\\n---\\n/, ''));
    console.log('compiled');
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(__dirname, '../..'),
    input: page,
    encoding: 'utf8',
  });
  expect(output.trim()).toBe('compiled');
});
