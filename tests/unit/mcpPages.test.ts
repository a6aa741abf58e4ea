/**
 * @jest-environment node
 */
// The MCP server's small rules: which twin a page path names, and which names are close to a
// mistyped one.
import { pageSegments, twinFile } from '../../server/mcp/pages.mjs';
import { closeNames, comparableName } from '../../server/mcp/closeNames.mjs';

const twinOf = (input: string) => twinFile(pageSegments(input));

describe('the twin of a page path', () => {
  it('sits beside the page, an index route beside its folder', () => {
    expect(twinOf('/x/react-data-grid/sorting/')).toBe('react-data-grid/sorting.md');
    expect(twinOf('/x/react-tree-view/')).toBe('react-tree-view.md');
    expect(twinOf('/x/api/data-grid/data-grid/')).toBe('api/data-grid/data-grid.md');
    expect(twinOf('/x/')).toBe('index.md');
    expect(twinOf('https://mui-x-docs.example.com/x')).toBe('index.md');
  });

  it('takes the path with or without base URL, slash, host, extension, anchor or locale', () => {
    for (const input of [
      'react-data-grid/sorting',
      ' /x/react-data-grid/sorting ',
      '/x/react-data-grid/sorting.md',
      '/x/react-data-grid/sorting/index.html',
      '/x/zh/react-data-grid/sorting/#multi-sorting',
      'HTTPS://mui.com/x/react-data-grid/sorting/?q=1#a',
      '/x/react-data-grid//sorting/',
    ])
      expect(twinOf(input)).toBe('react-data-grid/sorting.md');
  });

  it('refuses dot segments, backslashes and other schemes, even escaped', () => {
    for (const input of [
      '..',
      '/x/../build',
      'a/./b',
      '%2E%2E',
      '/x/a%2F..%2F..%2Fb',
      '/x/...md',
      'a\\b',
      'a%00b',
      'ftp://host/x/a/',
      '%E0%A4%A',
    ])
      expect(() => pageSegments(input)).toThrow(/is not a docs page path/);
  });
});

describe('close names', () => {
  const names = ['DataGrid', 'DataGridPro', 'DataGridPremium', 'DatePicker', 'DateRangePicker', 'GridColDef'];

  it('compares names without case or punctuation', () => {
    expect(comparableName('<Data-Grid />')).toBe('datagrid');
  });

  it('lists names containing the wanted one first, nearest in length, then near misses', () => {
    expect(closeNames('datagrid', names)).toEqual(['DataGrid', 'DataGridPro', 'DataGridPremium']);
    expect(closeNames('DatePickr', names)).toEqual(['DatePicker']);
    expect(closeNames('GridColumnDef', names)).toEqual(['GridColDef']);
    expect(closeNames('Spreadsheet', names)).toEqual([]);
    expect(closeNames('', names)).toEqual([]);
  });
});
