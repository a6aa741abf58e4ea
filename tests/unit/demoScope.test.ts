import { DemoImportError, mergeScopeImports, moduleFromScope, scopeModuleSource } from '@site/src/lib/demoScope';
import { valueImports } from '@site/plugins/demos/scope';

const DEMO = `import * as React from 'react';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type { GridRowsProp } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { getEmployees } from '@site/src/demo-data';
import { rainfall } from '@site/src/demo-data/chartsClimate';
import { sales } from './salesData';

const columns: GridColDef[] = [{ field: 'name', width: 150 }];
const rows: GridRowsProp = getEmployees(5);
export default function Demo() {
  return <DataGrid rows={rows} columns={columns} data-x={[dayjs(), rainfall, sales]} />;
}
`;

describe('the scope of an edited demo', () => {
  it('has every value import, keyed as readers see the specifier, and no types', () => {
    const imports = mergeScopeImports(valueImports(DEMO, 'docs/a/demos/Demo.tsx'));
    expect(imports).toEqual([
      { key: './chartsClimate', request: '@site/src/demo-data/chartsClimate', names: ['rainfall'], namespace: false },
      { key: './demoData', request: '@site/src/demo-data', names: ['getEmployees'], namespace: false },
      { key: './salesData', request: './salesData', names: ['sales'], namespace: true },
      { key: '@mui/x-data-grid', request: '@mui/x-data-grid', names: ['DataGrid'], namespace: false },
      { key: 'dayjs', request: 'dayjs', names: ['default'], namespace: false },
      { key: 'react', request: 'react', names: [], namespace: true },
    ]);
  });

  it('is written as named imports, whole modules only for namespaces and sibling files', () => {
    const code = scopeModuleSource(valueImports(DEMO, 'docs/a/demos/Demo.tsx'));
    expect(code).toContain('import { DataGrid as m3_0 } from "@mui/x-data-grid";');
    expect(code).toContain('import { default as m4_0 } from "dayjs";');
    expect(code).toContain('import * as m2 from "./salesData";');
    expect(code).toContain('"./demoData": { getEmployees: m1_0 },');
    expect(code).not.toContain('GridColDef');
    expect(code).not.toContain('GridRowsProp');
  });

  it('merges two imports of one module', () => {
    const merged = mergeScopeImports([
      { key: 'x', request: 'x', names: ['b'], namespace: false },
      { key: 'x', request: 'x', names: ['a', 'b'], namespace: false },
    ]);
    expect(merged).toEqual([{ key: 'x', request: 'x', names: ['a', 'b'], namespace: false }]);
  });

  it('names what is available when the edit imports an unknown module', () => {
    const scope = { react: { useState: () => null }, '@mui/x-data-grid': { DataGrid: 'grid' } };
    expect(() => moduleFromScope(scope, 'lodash')).toThrow(DemoImportError);
    expect(() => moduleFromScope(scope, 'lodash')).toThrow(
      "Cannot import 'lodash': the editor runs only the modules this demo already imports (@mui/x-data-grid, react).",
    );
  });

  it('names what is available when the edit imports an export the scope lacks', () => {
    const grid = moduleFromScope({ '@mui/x-data-grid': { DataGrid: 'grid' } }, '@mui/x-data-grid');
    expect(grid.DataGrid).toBe('grid');
    expect(grid.__esModule).toBe(true);
    expect(() => grid.GridToolbar).toThrow(
      "'GridToolbar' from '@mui/x-data-grid' is not available in the editor, which has what the demo itself imports from it: DataGrid.",
    );
  });
});
