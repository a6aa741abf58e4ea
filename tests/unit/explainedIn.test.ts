/**
 * @jest-environment node
 */
// The "explained in" index: MDX cut into sections with Docusaurus's anchor ids, the ranking of the
// sections per prop, the real guides for two known facts, and the search keywords drawn from it.
import path from 'node:path';
import { codeSpanNames, lineNames, parseGuideSections } from '@site/plugins/api-reference/guideSections';
import {
  MAX_LINKS,
  explainedInIndex,
  guidePage,
  sameFamily,
  sectionFinder,
  shortPageTitle,
  type GuidePage,
} from '@site/plugins/api-reference/explainedIn';
import { anchorInTranslation, loadGuidePages } from '@site/plugins/api-reference/loadExplainedIn';
import { keywordsForUrl, sectionKeywords } from '@site/plugins/search-index/keywords';
import { buildIndex } from '@site/plugins/search-index/build';
import { searchIndexes, type LoadedIndex } from '@site/src/lib/search/engine';
import type { SearchRecord } from '@site/src/lib/search/records';
import type { ApiPageData, ApiProp } from '@site/src/lib/apiReference';

const mdx = (...lines: string[]) => lines.join('\n');

describe('parseGuideSections', () => {
  it('gives each h2, h3 and h4 the id Docusaurus gives it', () => {
    const sections = parseGuideSections(
      mdx(
        '---',
        'title: "Data Grid - Sorting"',
        '---',
        '',
        '## Sort by clicking a header',
        '### Things to know',
        '## Things to know',
        '## Multi-sorting <ProBadge /> {#multi-sorting}',
        '## Save changes with `processRowUpdate`',
        '#### Edit, Save and *Cancel* buttons',
        '## Press <kbd>Ctrl</kbd>+<kbd>C</kbd>',
        '## The <ApiLink name="DataGrid" prop="rowHeight" /> prop',
        '## Read [the state](./state.mdx) & restore it',
        '##### Too deep to be a section',
      ),
    );
    expect(sections.map(({ depth, id, heading }) => [depth, id, heading])).toEqual([
      [2, 'sort-by-clicking-a-header', 'Sort by clicking a header'],
      [3, 'things-to-know', 'Things to know'],
      // Repeated headings are numbered across levels, as github-slugger does for a page.
      [2, 'things-to-know-1', 'Things to know'],
      // The explicit id wins and the badge is no part of the title.
      [2, 'multi-sorting', 'Multi-sorting'],
      [2, 'save-changes-with-processrowupdate', 'Save changes with processRowUpdate'],
      [4, 'edit-save-and-cancel-buttons', 'Edit, Save and Cancel buttons'],
      [2, 'press-ctrlc', 'Press Ctrl+C'],
      // The remark plugin turns the <ApiLink> into a link whose text is the prop.
      [2, 'the-rowheight-prop', 'The rowHeight prop'],
      [2, 'read-the-state--restore-it', 'Read the state & restore it'],
    ]);
  });

  it('does not number a slug after an explicit id that looks the same', () => {
    const ids = parseGuideSections(mdx('## Value {#value}', '## Value')).map((section) => section.id);
    expect(ids).toEqual(['value', 'value']);
  });

  it('counts the names the prose writes as code or links, and skips code blocks, imports and demos', () => {
    const [intro, section] = parseGuideSections(
      mdx(
        "import Basic from './demos/Basic.tsx?demo';",
        'import {',
        '  hiddenImport,',
        "} from '@mui/x-data-grid';",
        '',
        'The page starts with `rows`.',
        '',
        '## Row height',
        '',
        '<Demo demo={Basic} />',
        'Use <ApiLink name="DataGrid" prop="getRowHeight" />: `getRowHeight(params)` returns a number,',
        'and `rowHeight={40}` or `<DataGrid density="compact" autoHeight />` do the rest. `getRowHeight` again.',
        '{/* `commented` out */}',
        '```tsx',
        '<DataGrid hiddenInFence />',
        '`alsoHidden`',
        '````',
        'still inside a longer fence? no: a longer closing fence closes it.',
        '~~~',
        '`hiddenInTilde`',
        '~~~',
        '`shown`',
      ),
    );
    expect(intro).toMatchObject({ depth: 1, id: '', heading: '' });
    expect([...intro!.mentions]).toEqual([['rows', 1]]);
    expect(Object.fromEntries(section!.mentions)).toEqual({
      DataGrid: 2,
      getRowHeight: 3,
      rowHeight: 1,
      density: 1,
      autoHeight: 1,
      shown: 1,
    });
    expect([...section!.linked]).toEqual(['getRowHeight']);
  });

  it('reads the names of a code span', () => {
    expect(codeSpanNames('slotProps.toolbar')).toEqual(['slotProps']);
    expect(codeSpanNames("'auto'")).toEqual([]);
    expect(codeSpanNames('<DataGrid rows={rows} checkboxSelection onRowClick={() => go(x)} />')).toEqual([
      'DataGrid',
      'rows',
      'checkboxSelection',
      'onRowClick',
    ]);
    expect(lineNames('`` a`b `` and <ApiLink name="GridColDef" />')).toEqual({
      names: ['GridColDef', 'a'],
      linked: [],
    });
  });
});

const page = (docId: string, title: string, body: string): GuidePage =>
  guidePage({ docId, pathname: `/x/${docId}/`, title, content: body });

describe('ranking', () => {
  const known = new Set(['getRowHeight', 'rowHeight', 'density', 'rows', 'columns']);
  const guides = [
    page(
      'react-data-grid/overview',
      'Data Grid - Overview',
      mdx(
        'Intro with `getRowHeight`.',
        '## Everything',
        '`getRowHeight`, `rowHeight`, `density`, `rows` and `columns`.',
      ),
    ),
    page(
      'react-data-grid/row-height',
      'Data Grid - Row height',
      mdx(
        '## Heights',
        '`getRowHeight` and `rowHeight`.',
        '### Per row',
        '`getRowHeight` and `rowHeight`.',
        '## The getRowHeight callback',
        'Explained here.',
        '## Many mentions',
        '`getRowHeight`, `getRowHeight`, `getRowHeight` and `rows`.',
      ),
    ),
  ];
  const find = sectionFinder(guides);

  it('puts a heading that names the prop first, then more mentions, fewer other props, a deeper heading', () => {
    expect(find('getRowHeight', { known }, 10).map((link) => link.path)).toEqual([
      '/x/react-data-grid/row-height/#the-getrowheight-callback',
      '/x/react-data-grid/row-height/#many-mentions',
      '/x/react-data-grid/row-height/#per-row',
      '/x/react-data-grid/row-height/#heights',
      '/x/react-data-grid/overview/#everything',
      // A page's introduction only leads to the page: after every section.
      '/x/react-data-grid/overview/',
    ]);
  });

  it(`keeps ${MAX_LINKS} links, titled with the page and the heading`, () => {
    const links = find('getRowHeight', { known });
    expect(links).toHaveLength(MAX_LINKS);
    expect(links[0]).toEqual({
      title: 'Row height › The getRowHeight callback',
      path: '/x/react-data-grid/row-height/#the-getrowheight-callback',
    });
    // The introduction links to the page itself.
    expect(find('getRowHeight', { known }, 10)[5]).toEqual({ title: 'Overview', path: '/x/react-data-grid/overview/' });
  });

  it('counts a plain heading word only when the prose names the prop too', () => {
    const words = sectionFinder([
      page('react-data-grid/a', 'A', mdx('## Density', 'Set `density`.', '## Rows', 'No code here.')),
    ]);
    expect(words('density', { known }).map((link) => link.path)).toEqual(['/x/react-data-grid/a/#density']);
    expect(words('rows', { known })).toEqual([]);
  });

  it('ranks listing pages and sections about another component last', () => {
    const pages = [
      page('react-data-grid/features', 'Data Grid - Features', mdx('## All', '`className` everywhere.')),
      page('react-data-grid/prompt', 'Data Grid - Prompt', mdx('## PromptField', '`PromptField` takes `className`.')),
      page('react-data-grid/style', 'Data Grid - Styling', mdx('## Classes', 'Pass `className` to `DataGrid`.')),
      page('react-data-grid/misc', 'Data Grid - Misc', mdx('## Other', 'A `className` too.')),
    ];
    const links = sectionFinder(pages)('className', {
      known: new Set(['className']),
      own: new Set(['DataGrid', 'DataGridPro']),
      rivals: new Set(['PromptField']),
    });
    expect(links.map((link) => link.title)).toEqual(['Styling › Classes', 'Misc › Other', 'Prompt › PromptField']);
  });

  it('builds links per API page from its own product’s guides only', () => {
    const prop = (name: string): ApiProp => ({ name, type: 'string', required: false, description: '' });
    const api = (name: string, product: ApiPageData['product'], props: string[]): ApiPageData => ({
      kind: 'component',
      name,
      product,
      path: `/x/api/${product}/${name}/`,
      description: '',
      imports: [],
      props: props.map(prop),
      slots: [],
      classes: [],
      typeDefinitions: [],
    });
    const index = explainedInIndex(
      [api('DataGrid', 'data-grid', ['getRowHeight', 'unexplained']), api('PieChart', 'charts', ['getRowHeight'])],
      guides,
    );
    expect(Object.keys(index.DataGrid!)).toEqual(['getRowHeight']);
    expect(index.PieChart).toEqual({});
  });

  it('treats a plan copy and the variants of a picker as one component', () => {
    expect(sameFamily('DataGridPro', 'DataGrid')).toBe(true);
    expect(sameFamily('DesktopDatePicker', 'DatePicker')).toBe(true);
    expect(sameFamily('PieChart', 'RadarChart')).toBe(false);
  });

  it('shortens the page title to what the product’s API page needs', () => {
    expect(shortPageTitle('Data Grid - Row height')).toBe('Row height');
    expect(shortPageTitle('Charts - Radar 🧪')).toBe('Radar');
    expect(shortPageTitle('Simple Tree View - Items')).toBe('Simple Tree View - Items');
  });
});

describe('the real guides', () => {
  let links: ReturnType<typeof explainedInIndex>;
  beforeAll(async () => {
    const guides = await loadGuidePages(path.join(__dirname, '../../docs'));
    const grid: ApiPageData = {
      kind: 'component',
      name: 'DataGrid',
      product: 'data-grid',
      path: '/x/api/data-grid/data-grid/',
      description: '',
      imports: [],
      props: ['getRowHeight', 'rowHeight', 'checkboxSelection', 'rows', 'columns', 'apiRef'].map((name) => ({
        name,
        type: 'unknown',
        required: false,
        description: '',
      })),
      slots: [],
      classes: [],
      typeDefinitions: [],
    };
    links = explainedInIndex([grid], guides);
  });

  it('explains getRowHeight first in the Row height guide, where the prop is introduced', () => {
    expect(links.DataGrid!.getRowHeight![0]).toEqual({
      title: 'Row height › Set the height per row',
      path: '/x/react-data-grid/row-height/#set-the-height-per-row',
    });
  });

  it('explains checkboxSelection first in the Row selection guide’s checkbox section', () => {
    expect(links.DataGrid!.checkboxSelection![0]).toEqual({
      title: 'Row selection › Checkbox selection',
      path: '/x/react-data-grid/row-selection/#checkbox-selection',
    });
  });

  it('never links more than three sections', () => {
    for (const sections of Object.values(links.DataGrid!)) expect(sections.length).toBeLessThanOrEqual(MAX_LINKS);
  });
});

describe('translated pages', () => {
  it('keeps an anchor the translation has, and drops one it lacks', () => {
    const translated = new Map([['/x/react-data-grid/sorting/', new Set(['multi-sorting'])]]);
    expect(anchorInTranslation('/x/react-data-grid/sorting/#multi-sorting', translated)).toBe(
      '/x/react-data-grid/sorting/#multi-sorting',
    );
    expect(anchorInTranslation('/x/react-data-grid/sorting/#newer-section', translated)).toBe(
      '/x/react-data-grid/sorting/',
    );
    expect(anchorInTranslation('/x/react-data-grid/row-height/#any', translated)).toBe(
      '/x/react-data-grid/row-height/#any',
    );
  });
});

describe('search keywords', () => {
  const section = '/x/react-data-grid/editing/editing-events/#start-and-stop-callbacks';
  const keywords = sectionKeywords({
    props: {
      DataGrid: { onCellEditStop: [{ title: 'Editing events › Start and stop callbacks', path: section }] },
      DataGridPro: { onCellEditStop: [{ title: 'Editing events › Start and stop callbacks', path: section }] },
    },
    gridEvents: { cellEditStop: [{ title: 'Editing events › Start and stop callbacks', path: section }] },
  });

  it('gives each explaining section the names it explains, in any locale', () => {
    expect(keywords.get(section)).toBe('cellEditStop onCellEditStop');
    expect(keywordsForUrl(section, '/x/', keywords)).toBe('cellEditStop onCellEditStop');
    expect(keywordsForUrl(section.replace('/x/', '/x/zh/'), '/x/zh/', keywords)).toBe('cellEditStop onCellEditStop');
    expect(keywordsForUrl('/x/react-data-grid/sorting/', '/x/', keywords)).toBeUndefined();
  });

  it('lets a query made of an event’s words find the section beside the prop rows of every plan', () => {
    const prop = (id: number, page: string, plan?: 'pro' | 'premium'): SearchRecord => ({
      id,
      kind: 'prop',
      product: 'x-data-grid',
      page: `${page} API`,
      h2: 'Props',
      prop: 'onCellEditStop',
      ...(plan && { plan }),
      url: `/x/api/data-grid/${page.toLowerCase()}/#onCellEditStop-prop`,
      text: 'Callback fired when the cell turns to view mode. The event of the stop.',
    });
    const records: SearchRecord[] = [
      prop(1, 'DataGrid'),
      prop(2, 'DataGridPro', 'pro'),
      prop(3, 'DataGridPremium', 'premium'),
      {
        id: 4,
        kind: 'section',
        product: 'x-data-grid',
        page: 'Data Grid - Editing events',
        h2: 'Start and stop callbacks',
        url: section,
        text: 'Each callback receives the params, the event and the reason, and runs before the grid updates.',
        keywords: keywordsForUrl(section, '/x/', keywords),
      },
    ];
    const index = buildIndex(records) as unknown as LoadedIndex;
    const pages = searchIndexes([index], 'cell edit stop event').map((hit) => hit.record.url.split('#')[0]);
    expect(pages.slice(0, 3)).toContain('/x/react-data-grid/editing/editing-events/');
  });
});
