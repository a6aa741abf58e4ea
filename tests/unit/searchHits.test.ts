import { createLocalSearchClient, highlight, snippetWindow, toDocSearchHit } from '../../src/lib/search/docsearchHits';
import { documentBoost, CURRENT_PRODUCT_BOOST, type RankedHit } from '../../src/lib/search/engine';

const propHit: RankedHit = {
  score: 10,
  terms: ['checkboxselection'],
  record: {
    kind: 'prop',
    product: 'x-data-grid',
    page: 'DataGrid API',
    h2: 'Props',
    prop: 'checkboxSelection',
    propType: 'boolean',
    url: '/x/api/data-grid/data-grid/#checkboxSelection-prop',
    excerpt: 'If true, the Data Grid shows <checkboxes>.',
  },
};

describe('toDocSearchHit', () => {
  const hit = toDocSearchHit(propHit, 'checkboxSelection', 'http://127.0.0.1:4173');

  it('has an absolute URL, the URL without anchor and the anchor', () => {
    expect(hit.url).toBe('http://127.0.0.1:4173/x/api/data-grid/data-grid/#checkboxSelection-prop');
    expect(hit.url_without_anchor).toBe('http://127.0.0.1:4173/x/api/data-grid/data-grid/');
    expect(hit.anchor).toBe('checkboxSelection-prop');
    expect(hit.objectID).toBe('/x/api/data-grid/data-grid/#checkboxSelection-prop');
  });

  it('groups by page (lvl0 and lvl1 are the page title) and titles a prop hit by its name', () => {
    expect(hit.type).toBe('lvl3');
    expect(hit.hierarchy).toEqual({
      lvl0: 'DataGrid API',
      lvl1: 'DataGrid API',
      lvl2: 'Props',
      lvl3: 'checkboxSelection',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(hit._snippetResult.hierarchy.lvl3.value).toBe('<mark>checkboxSelection</mark>');
    expect(hit._highlightResult.hierarchy.lvl3.matchLevel).toBe('full');
  });

  it('escapes the text it highlights', () => {
    expect(hit.content).toBe('If true, the Data Grid shows <checkboxes>.');
    const shows = toDocSearchHit({ ...propHit, terms: ['shows'] }, 'shows', 'http://localhost');
    expect(shows._snippetResult.content.value).toBe('If true, the Data Grid <mark>shows</mark> &#60;checkboxes&#62;.');
  });

  it('carries product, plan and type for the hit component', () => {
    expect(hit).toMatchObject({ product: 'x-data-grid', plan: null, propType: 'boolean' });
  });

  it('becomes a text hit when only the text matches', () => {
    const textHit = toDocSearchHit({ ...propHit, terms: ['checkboxes'] }, 'checkboxes', 'http://localhost');
    expect(textHit.type).toBe('content');
    expect(textHit._snippetResult.content.value).toContain('<mark>checkboxes</mark>');
  });

  it('makes a page record a lvl1 hit', () => {
    const page = toDocSearchHit(
      {
        score: 1,
        terms: ['sorting'],
        record: { kind: 'page', product: 'x-data-grid', page: 'Sorting', url: '/x/s/', excerpt: '' },
      },
      'sorting',
      'http://localhost',
    );
    expect(page.type).toBe('lvl1');
    expect(page.anchor).toBeNull();
  });
});

describe('highlight and snippetWindow', () => {
  it('marks terms inside camelCase words, case-insensitively', () => {
    expect(highlight('checkboxSelection', ['selection'], ['selection']).value).toBe('checkbox<mark>Selection</mark>');
  });

  it('reports partial matches', () => {
    expect(highlight('Sorting', ['sorting', 'excel'], ['sorting', 'excel']).matchLevel).toBe('partial');
    expect(highlight('Sorting', ['excel'], ['excel']).matchLevel).toBe('none');
  });

  it('cuts long text around the first match', () => {
    const text = `${'word '.repeat(60)}target ${'tail '.repeat(40)}`;
    const snippet = snippetWindow(text, ['target'], 80);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('target');
  });
});

describe('documentBoost', () => {
  it('puts the current product first and the free copy of a prop above the Pro one', () => {
    expect(documentBoost({ product: 'x-charts', kind: 'section', url: '/x/react-charts/bars/' }, 'x-charts')).toBe(
      CURRENT_PRODUCT_BOOST,
    );
    expect(documentBoost({ product: 'x-charts', kind: 'section', url: '/x/react-charts/bars/' }, 'x-data-grid')).toBe(
      1,
    );
    expect(documentBoost({ product: 'x-data-grid', kind: 'prop', url: '/x/api/a/' })).toBeGreaterThan(
      documentBoost({ product: 'x-data-grid', kind: 'prop', plan: 'pro', url: '/x/api/b/' }),
    );
  });
});

describe('createLocalSearchClient', () => {
  it('answers DocSearch’s search({ requests }) with one result per request', async () => {
    const find = jest.fn(async (query: string, hitsPerPage: number) => [{ query, hitsPerPage }]);
    const client = createLocalSearchClient(find);
    const response = await client.search({
      requests: [{ indexName: 'local', query: 'sorting', hitsPerPage: 20, attributesToSnippet: ['content:15'] }],
    });
    expect(find).toHaveBeenCalledWith('sorting', 20);
    expect(response.results).toHaveLength(1);
    expect(response.results[0]).toMatchObject({
      hits: [{ query: 'sorting', hitsPerPage: 20 }],
      nbHits: 1,
      index: 'local',
      query: 'sorting',
      page: 0,
    });
  });

  it('accepts a bare request list and keeps an agent string like Algolia’s client', async () => {
    const client = createLocalSearchClient(async () => []);
    const response = await client.search([{ indexName: 'a' }, { indexName: 'b', query: 'x' }]);
    expect(response.results.map((result) => result.index)).toEqual(['a', 'b']);
    client.addAlgoliaAgent('docsearch-react', '4.7.0');
    expect(client.transporter.algoliaAgent.value).toContain('docsearch-react (4.7.0)');
  });
});
