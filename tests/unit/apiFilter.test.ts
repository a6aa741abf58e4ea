import {
  FILTER_PARAMS,
  hashTargetId,
  isSamePageHashLink,
  matchesWords,
  normalizeText,
  queryWords,
  readFilterQuery,
  urlWithFilterQuery,
} from '@site/src/lib/apiFilter';
import { filterStringKeys, API_PAGE_STRINGS } from '@site/src/lib/apiPageStrings';
import { shortGuideTitle, splitGuides } from '@site/src/lib/apiDemos';
import { guideKey, orderGuides, sidebarPositions } from '@site/plugins/api-reference/guideOrder';

/** A row's searchable text as the filter reads it from the table. */
const row = (...parts: string[]) => normalizeText(parts.join(' '));

describe('matching a query', () => {
  const checkboxSelection = row(
    'checkboxSelection',
    'boolean',
    'If `true`, the Data Grid gets a first column with a checkbox.',
  );
  const getRowHeight = row(
    'getRowHeight',
    '(params: GridRowHeightParams) => GridRowHeightReturnValue',
    'Function that sets the row height per row.',
  );

  it('matches the name, the type or the description, whatever the case', () => {
    expect(matchesWords(checkboxSelection, queryWords('checkbox'))).toBe(true);
    expect(matchesWords(checkboxSelection, queryWords('CHECKBOXSEL'))).toBe(true);
    expect(matchesWords(getRowHeight, queryWords('gridrowheightparams'))).toBe(true);
    expect(matchesWords(checkboxSelection, queryWords('Boolean'))).toBe(true);
    expect(matchesWords(getRowHeight, queryWords('per row'))).toBe(true);
    expect(matchesWords(getRowHeight, queryWords('checkbox'))).toBe(false);
  });

  it('needs every word, anywhere and in any order', () => {
    expect(matchesWords(getRowHeight, queryWords('row height'))).toBe(true);
    expect(matchesWords(getRowHeight, queryWords('height   row'))).toBe(true);
    expect(matchesWords(getRowHeight, queryWords('row checkbox'))).toBe(false);
  });

  it('keeps every row for a blank query', () => {
    expect(queryWords('')).toEqual([]);
    expect(queryWords('  \t ')).toEqual([]);
    expect(matchesWords(checkboxSelection, queryWords('  '))).toBe(true);
  });

  it('reads white space of any kind as one space', () => {
    expect(normalizeText('  Row\n\tHeight  ')).toBe('row height');
    expect(queryWords(' Row\nHEIGHT ')).toEqual(['row', 'height']);
  });
});

describe('the query in the URL', () => {
  it('reads the parameter of its table', () => {
    expect(readFilterQuery('?props=row+height', 'props')).toBe('row height');
    expect(readFilterQuery('?props=row%20height&slots=toolbar', 'slots')).toBe('toolbar');
    expect(readFilterQuery('', 'props')).toBe('');
    expect(readFilterQuery('?other=1', 'props')).toBe('');
  });

  it('writes it beside the other parameters, keeping the path and the hash', () => {
    const page = 'https://example.com/x/api/data-grid/data-grid/';
    expect(urlWithFilterQuery(page, 'props', 'row height')).toBe('/x/api/data-grid/data-grid/?props=row+height');
    expect(urlWithFilterQuery(`${page}?slots=toolbar#rows-prop`, 'props', ' checkbox ')).toBe(
      '/x/api/data-grid/data-grid/?slots=toolbar&props=checkbox#rows-prop',
    );
    expect(urlWithFilterQuery(`${page}?props=old#x`, 'props', 'new')).toBe('/x/api/data-grid/data-grid/?props=new#x');
  });

  it('drops the parameter for a blank query', () => {
    const page = 'https://example.com/x/api/data-grid/data-grid/';
    expect(urlWithFilterQuery(`${page}?props=checkbox#checkboxSelection-prop`, 'props', '  ')).toBe(
      '/x/api/data-grid/data-grid/#checkboxSelection-prop',
    );
    expect(urlWithFilterQuery(`${page}?props=a&slots=b`, 'props', '')).toBe('/x/api/data-grid/data-grid/?slots=b');
  });

  it('gives a component’s props and an interface’s properties the same parameter', () => {
    expect(FILTER_PARAMS.props).toBe('props');
    expect(FILTER_PARAMS.properties).toBe('props');
    expect(new Set(Object.values(FILTER_PARAMS))).toEqual(new Set(['props', 'slots', 'classes']));
  });

  it('round-trips a query with characters a URL escapes', () => {
    const url = urlWithFilterQuery('https://example.com/p/', 'props', '(params) => void & “x”');
    expect(readFilterQuery(new URL(url, 'https://example.com').search, 'props')).toBe('(params) => void & “x”');
  });
});

describe('links to a row', () => {
  it('reads the id a hash points at', () => {
    expect(hashTargetId('#checkboxSelection-prop')).toBe('checkboxSelection-prop');
    expect(hashTargetId('#caf%C3%A9')).toBe('café');
    expect(hashTargetId('#bad%E0')).toBe('bad%E0');
    expect(hashTargetId('')).toBe('');
  });

  it('tells a jump within the page from a link to another page', () => {
    const here = { origin: 'https://example.com', pathname: '/x/api/data-grid/data-grid/' };
    expect(isSamePageHashLink('https://example.com/x/api/data-grid/data-grid/#rows-prop', here)).toBe(true);
    expect(isSamePageHashLink('https://example.com/x/api/data-grid/data-grid/?props=a#rows-prop', here)).toBe(true);
    expect(isSamePageHashLink('https://example.com/x/api/data-grid/data-grid/', here)).toBe(false);
    expect(isSamePageHashLink('https://example.com/x/api/data-grid/data-grid/#', here)).toBe(false);
    expect(isSamePageHashLink('https://example.com/x/api/data-grid/grid-col-def/#type', here)).toBe(false);
    expect(isSamePageHashLink('https://other.example/x/api/data-grid/data-grid/#rows-prop', here)).toBe(false);
    expect(isSamePageHashLink('not a url', here)).toBe(false);
  });
});

describe('filter strings', () => {
  it('has a label, a count, a single count, an empty state and a hint for every table', () => {
    for (const kind of ['props', 'properties', 'slots', 'classes'] as const) {
      const keys = filterStringKeys(kind);
      for (const key of Object.values(keys)) expect(API_PAGE_STRINGS[key]).toBeDefined();
      expect(API_PAGE_STRINGS[keys.count]).toContain('{shown}');
      expect(API_PAGE_STRINGS[keys.count]).toContain('{total}');
      expect(API_PAGE_STRINGS[keys.none]).toContain('{query}');
    }
    expect(API_PAGE_STRINGS['apiFilter.props.count']).toBe('{shown} of {total} props');
  });
});

describe('the compact Demos list', () => {
  it('shows the first five guides and keeps the others for "All N guides"', () => {
    const guides = Array.from({ length: 36 }, (_, i) => i);
    const { first, rest } = splitGuides(guides);
    expect(first).toEqual([0, 1, 2, 3, 4]);
    expect(rest).toHaveLength(31);
  });

  it('shows a short list whole, and never hides a single guide', () => {
    expect(splitGuides([1, 2, 3])).toEqual({ first: [1, 2, 3], rest: [] });
    expect(splitGuides([1, 2, 3, 4, 5, 6])).toEqual({ first: [1, 2, 3, 4, 5, 6], rest: [] });
    expect(splitGuides([1, 2, 3, 4, 5, 6, 7]).rest).toEqual([6, 7]);
  });

  it('drops the product name the API page already gives', () => {
    expect(shortGuideTitle('Data Grid - Sorting', 'data-grid')).toBe('Sorting');
    expect(shortGuideTitle('Charts - Bars', 'charts')).toBe('Bars');
    expect(shortGuideTitle('Date and Time Pickers - Localization', 'date-pickers')).toBe('Localization');
    expect(shortGuideTitle('Data Grid - Sorting', 'date-pickers')).toBe('Data Grid - Sorting');
    expect(shortGuideTitle('MUI X Data Grid', 'data-grid')).toBe('MUI X Data Grid');
    expect(shortGuideTitle('Rich Tree View - Editing', 'tree-view')).toBe('Rich Tree View - Editing');
  });
});

describe('the order of the Demos guides', () => {
  const sidebar = [
    {
      type: 'category' as const,
      label: 'Data Grid',
      href: '/x/zh/react-data-grid/',
      collapsed: true,
      collapsible: true,
      items: [
        { type: 'link' as const, label: 'Quickstart', href: '/x/zh/react-data-grid/quickstart' },
        { type: 'link' as const, label: 'Sorting', href: '/x/zh/react-data-grid/sorting' },
      ],
    },
    { type: 'link' as const, label: 'Custom slots', href: '/x/zh/common-concepts/custom-components' },
  ];

  it('reads each page of the sidebar without its locale prefix and trailing slash', () => {
    expect(guideKey('/x/zh/react-data-grid/quickstart', '/x/zh/')).toBe('react-data-grid/quickstart');
    expect(guideKey('/x/react-data-grid/', '/x/')).toBe('react-data-grid');
    expect([...sidebarPositions(sidebar, '/x/zh/')]).toEqual([
      ['react-data-grid', 0],
      ['react-data-grid/quickstart', 1],
      ['react-data-grid/sorting', 2],
      ['common-concepts/custom-components', 3],
    ]);
  });

  it('puts the guides of the page’s own product first', () => {
    const guide = (path: string) => ({ title: path, path });
    const positions = sidebarPositions(sidebar, '/x/zh/');
    const guides = [guide('/x/react-data-grid/sorting/'), guide('/x/common-concepts/custom-components/')];
    expect(orderGuides([...guides].reverse(), positions).map((g) => g.path)).toEqual([
      '/x/react-data-grid/sorting/',
      '/x/common-concepts/custom-components/',
    ]);
    const shared = [{ type: 'link' as const, label: 'Custom slots', href: '/x/common-concepts/custom-components' }];
    const sharedFirst = sidebarPositions([...shared, ...sidebar], '/x/');
    expect(orderGuides(guides, sharedFirst).map((g) => g.path)[0]).toBe('/x/common-concepts/custom-components/');
    expect(orderGuides(guides, sharedFirst, 'react-data-grid').map((g) => g.path)[0]).toBe(
      '/x/react-data-grid/sorting/',
    );
  });

  it('puts the guides in sidebar order, those the sidebar lacks last in their own order', () => {
    const guide = (path: string) => ({ title: path, path });
    const ordered = orderGuides(
      [
        guide('/x/common-concepts/custom-components/'),
        guide('/x/react-data-grid/unlisted-b/'),
        guide('/x/react-data-grid/sorting/'),
        guide('/x/react-data-grid/unlisted-a/'),
        guide('/x/react-data-grid/'),
      ],
      sidebarPositions(sidebar, '/x/zh/'),
    );
    expect(ordered.map((g) => g.path)).toEqual([
      '/x/react-data-grid/',
      '/x/react-data-grid/sorting/',
      '/x/common-concepts/custom-components/',
      '/x/react-data-grid/unlisted-b/',
      '/x/react-data-grid/unlisted-a/',
    ]);
  });
});
