import { apiTablesModule } from '@site/plugins/api-reference';
import { apiTables, loadApiTables } from '@site/src/components/ApiPage/apiTables';
import { loadNavigationData, registerNavigationData } from '@site/src/lib/navigationData';
import { tables } from './support/apiTables';

const requests: string[] = [];
beforeAll(() => {
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: (url: string) => {
      requests.push(url);
      const found = url.includes('charts-bar-chart');
      return Promise.resolve({ ok: found, status: found ? 200 : 404, json: () => Promise.resolve(tables('layout')) });
    },
  });
});
afterAll(() => {
  delete (window as { fetch?: unknown }).fetch;
});

describe('API page tables in the browser', () => {
  it('has the tables bundled with the module at once, and loads nothing for them', () => {
    expect(apiTables('/x/api/data-grid/data-grid/')?.props.map((prop) => prop.name)).toEqual(['checkboxSelection']);
    expect(loadApiTables('/x/api/data-grid/data-grid/')).toBeUndefined();
  });

  it('has a page’s own tables only once a navigation to the page has fetched them, fetched once', async () => {
    const path = '/x/zh/api/charts/bar-chart/';
    expect(apiTables(path)).toBeUndefined();
    // A hover's preload, then the click's navigation; the router's path may lack the trailing slash.
    const hover = loadApiTables(path);
    await loadNavigationData('/x/zh/api/charts/bar-chart');
    await hover;
    expect(apiTables(path)?.props.map((prop) => prop.name)).toEqual(['layout']);
    expect(loadApiTables(path)).toBeUndefined();
    expect(requests).toEqual(['/x/zh/assets/api-tables/charts-bar-chart.0123456789.json']);
  });

  it('fails the navigation when the tables file does not load (the page then reloads from the server)', async () => {
    await expect(loadNavigationData('/x/api/charts/line-chart/')).rejects.toThrow(
      'The tables of /x/api/charts/line-chart/ did not load: 404 from /x/assets/api-tables/charts-line-chart.missing.json',
    );
    expect(apiTables('/x/api/charts/line-chart/')).toBeUndefined();
  });

  it('loads nothing for a page that is not an API page', () => {
    expect(loadApiTables('/x/react-data-grid/sorting/')).toBeUndefined();
    expect(apiTables('/x/react-data-grid/sorting/')).toBeUndefined();
  });
});

describe('navigation data', () => {
  it('waits for every registered loader, each registered once', async () => {
    const calls: string[] = [];
    let finish: () => void = () => {};
    const loader = (pathname: string) => {
      calls.push(pathname);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    registerNavigationData(loader);
    registerNavigationData(loader);
    let done = false;
    const loading = loadNavigationData('/x/somewhere/').then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(calls).toEqual(['/x/somewhere/']);
    expect(done).toBe(false);
    finish();
    await loading;
    expect(done).toBe(true);
  });
});

describe('the tables module the build writes', () => {
  const files = [
    {
      routePath: '/x/api/data-grid/data-grid/',
      module: '/gen/data-grid-data-grid.tables.json',
      assetName: 'data-grid-data-grid.aaaa.json',
      json: '{}',
    },
    {
      routePath: '/x/zh/api/charts/bar-chart/',
      module: '/gen/charts-bar-chart.tables.json',
      assetName: 'charts-bar-chart.bbbb.json',
      json: '{}',
    },
  ];

  it('imports every page’s tables for the server renderer', () => {
    const code = apiTablesModule(files, 'eager', '/x/');
    expect(code).toContain('import tables0 from "/gen/data-grid-data-grid.tables.json";');
    expect(code).toContain('"/x/zh/api/charts/bar-chart/": tables1,');
  });

  it('gives the browser the URL of each page’s tables file, under the locale’s base URL', () => {
    const code = apiTablesModule(files, 'lazy', '/x/zh/');
    expect(code).toContain('"/x/api/data-grid/data-grid/": "/x/zh/assets/api-tables/data-grid-data-grid.aaaa.json",');
    expect(code).not.toMatch(/import/);
  });
});
