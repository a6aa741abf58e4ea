/** @jest-environment node */
// The API reference generated from the installed MUI X packages, for a few pages only (the whole
// set takes longer; the build generates it).
import type { ApiPageData } from '@site/src/lib/apiReference';
import { generateApiPages } from '@site/plugins/api-reference/generate';

let pages: ApiPageData[];
const warnings: string[] = [];

beforeAll(async () => {
  pages = await generateApiPages({
    only: ['DataGrid', 'GridColDef', 'DateRangePicker', 'BarChart'],
    onWarning: (message) => warnings.push(message),
  });
}, 60_000);

function page(name: string): ApiPageData {
  const found = pages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No page ${name}`);
  return found;
}

function prop(pageName: string, name: string) {
  return page(pageName).props.find((candidate) => candidate.name === name);
}

describe('generateApiPages on the installed packages', () => {
  it('returns the requested pages in API_PAGES order', () => {
    expect(pages.map((candidate) => candidate.name)).toEqual(['DataGrid', 'GridColDef', 'DateRangePicker', 'BarChart']);
    expect(warnings).toEqual([]);
  });

  it('reads DataGrid props with their defaults and deprecations', () => {
    expect(prop('DataGrid', 'checkboxSelection')).toMatchObject({ default: 'false', required: false });
    expect(prop('DataGrid', 'autoHeight')?.deprecated).toEqual(expect.any(String));
    expect(prop('DataGrid', 'columns')?.required).toBe(true);
    expect(page('DataGrid').imports[0]).toBe("import { DataGrid } from '@mui/x-data-grid/DataGrid';");
    expect(page('DataGrid').classes.find((cssClass) => cssClass.key === 'root')?.className).toBe('MuiDataGrid-root');
  });

  it('lists GridColDef field as required', () => {
    expect(prop('GridColDef', 'field')?.required).toBe(true);
    expect(prop('GridColDef', 'aggregable')?.plan).toBe('premium');
  });

  it('gives DateRangePicker the pro plan', () => {
    expect(page('DateRangePicker').plan).toBe('pro');
    expect(page('DateRangePicker').sourcePackage).toBe('@mui/x-date-pickers-pro');
  });

  it('lists the BarChart slots', () => {
    expect(page('BarChart').slots.length).toBeGreaterThan(0);
    expect(page('BarChart').slots.map((slot) => slot.name)).toContain('bar');
  });

  it('throws on a page name that pages.ts does not list', async () => {
    await expect(generateApiPages({ only: ['NoSuchComponent'] })).rejects.toThrow('NoSuchComponent');
  });
});
