// @ts-check
// The stock Docusaurus peer's Data Grid page (bench/peer.mjs), made from our sorting guide: the same
// prose and headings, so both pages lay out the same text, with three plain DataGrids where our
// first three demos are. Our imports, components and demo embeds do not exist in a stock site, so
// they go; a component that names a prop inline becomes that name in code, so the sentence reads.

/** How many of the guide's demos become grids: enough to weigh like our page's first screens. */
export const PEER_GRID_COUNT = 3;

// Written for the peer, not taken from our demos: numbers under 1000 and no dates, so the server's
// and the browser's number formats cannot differ and force a second render on hydration.
const GRID_DATA = `import { DataGrid } from '@mui/x-data-grid';

export const peerItems = [
  'Anvil', 'Bucket', 'Chisel', 'Dowel', 'Easel', 'Funnel', 'Gasket', 'Hinge', 'Ink pad', 'Jigsaw',
  'Kettle', 'Ladle', 'Mallet', 'Nozzle', 'Oil can', 'Pliers', 'Quill', 'Rasp', 'Sieve', 'Trowel',
].map((name, index) => ({
  id: index + 1,
  name,
  aisle: ['North', 'East', 'South', 'West'][index % 4],
  stock: ((index * 37) % 90) + 3,
  price: ((index * 53) % 200) + 9,
  fragile: index % 3 === 0,
}));

export const peerColumns = [
  { field: 'name', headerName: 'Item', width: 130 },
  { field: 'aisle', headerName: 'Aisle', width: 100 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'fragile', headerName: 'Fragile', type: 'boolean', width: 90 },
];`;

/** The grids in order: plain, a custom sorting order, an initial sort (as the guide's sections ask). */
const GRIDS = [
  '<DataGrid rows={peerItems} columns={peerColumns} />',
  "<DataGrid rows={peerItems} columns={peerColumns} sortingOrder={['desc', 'asc']} />",
  "<DataGrid rows={peerItems} columns={peerColumns} initialState={{ sorting: { sortModel: [{ field: 'price', sort: 'desc' }] } }} />",
];

const gridBlock = (/** @type {string} */ grid) => `<div style={{ height: 400, width: '100%' }}>\n  ${grid}\n</div>`;

/**
 * Keeps the front matter's title and description (our other keys mean nothing to a stock site).
 * @param {string} mdxText
 * @returns {{ frontMatter: string, body: string }}
 */
function splitFrontMatter(mdxText) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(mdxText);
  if (!match) throw new Error('peerPageFromGuide: the guide has no front matter (its title is needed)');
  const kept = (match[1] ?? '').split(/\r?\n/).filter((line) => /^(title|description):/.test(line));
  if (!kept.some((line) => line.startsWith('title:'))) {
    throw new Error('peerPageFromGuide: the guide’s front matter has no title');
  }
  return { frontMatter: `---\n${kept.join('\n')}\n---`, body: mdxText.slice(match[0].length) };
}

/**
 * Text outside inline code: our components become plain Markdown, site links their text.
 * @param {string} text
 */
function plainProse(text) {
  return (
    text
      // An inline reference to a prop or a component reads as its name in code; a badge or any
      // other component without a name is dropped with the space before it.
      .replace(
        /( ?)<[A-Z][\w.]*\b([^<>]*?)\/>/g,
        (_tag, /** @type {string} */ space, /** @type {string} */ attributes) => {
          const named = /\bprop="([^"]+)"/.exec(attributes) ?? /\bname="([^"]+)"/.exec(attributes);
          return named ? `${space}\`${named[1]}\`` : '';
        },
      )
      // A wrapping component keeps its children.
      .replace(/<\/?[A-Z][\w.]*\b[^<>]*>/g, '')
      // Our pages are not in the peer: a link to one keeps its text. Links out and to a heading stay.
      .replace(/\[([^\]]+)\]\((?!https?:|mailto:|#)[^)]*\)/g, '$1')
  );
}

/** @param {string} line */
const plainLine = (line) =>
  line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : plainProse(part)))
    .join('')
    // A heading's `{#id}` needs Docusaurus's MDX 1 compatibility, which the stock site's `future.v4`
    // turns off; the MDX comment form keeps the same id without it.
    .replace(/^(#{1,6} .*?)\s*\{#([^\s}]+)\}\s*$/, '$1 {/* #$2 */}');

/**
 * The peer's `docs/data-grid-sorting.mdx` from our `docs/react-data-grid/sorting.mdx`.
 * @param {string} mdxText
 * @returns {string}
 */
export function peerPageFromGuide(mdxText) {
  const { frontMatter, body } = splitFrontMatter(mdxText.replace(/\r\n/g, '\n'));
  /** @type {string[]} */
  const blocks = [];
  let grids = 0;
  let fence = '';
  /** @type {string[]} */
  let paragraph = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    const text = paragraph.join('\n');
    paragraph = [];
    // ESM (imports of our demos and components) is a block of its own in MDX.
    if (/^(import|export)\s/.test(text)) return;
    // A block that is only one of our components: a demo embed becomes a grid, the rest goes.
    if (/^<[A-Z][\w.]*\b[^<>]*\/>$/.test(text.trim())) {
      if (/^<Demo\b/.test(text.trim()) && grids < PEER_GRID_COUNT) {
        blocks.push(gridBlock(GRIDS[grids] ?? ''));
        grids += 1;
      }
      return;
    }
    blocks.push(text.split('\n').map(plainLine).join('\n'));
  };
  for (const line of body.split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      // Code is the page's text as readers see it: kept byte for byte.
      paragraph.push(line);
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) {
        fence = '';
        blocks.push(paragraph.join('\n'));
        paragraph = [];
      }
      continue;
    }
    if (fenceMark) {
      flush();
      fence = fenceMark;
      paragraph.push(line);
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  if (fence) throw new Error('peerPageFromGuide: a code block in the guide is never closed');
  flush();
  if (grids < PEER_GRID_COUNT) {
    throw new Error(`peerPageFromGuide: the page needs ${PEER_GRID_COUNT} demo embeds in the guide, it has ${grids}`);
  }
  return `${frontMatter}\n\n${GRID_DATA}\n\n${blocks.join('\n\n')}\n`;
}
