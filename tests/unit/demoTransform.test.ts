/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DemoSourceError,
  assertDefaultExport,
  extractPreview,
  findImports,
  toJavaScript,
} from '@site/plugins/demos/transform';
import { buildDemoModule, buildSource, demoChunkName } from '@site/plugins/demos/build';

const typedDemo = `import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { GridSortModel } from '@mui/x-data-grid';

interface Row {
  id: number;
  name: string;
}

type Maybe<T> = T | null;

const columns: GridColDef<Row>[] = [{ field: 'name' }];

function first<T>(items: readonly T[]): Maybe<T> {
  return items[0] ?? null;
}

export default function TypedDemo() {
  const [model, setModel] = React.useState<GridSortModel>([]);
  const rows = [{ id: 1, name: 'Ada' }] as Row[];
  const row = first(rows)!;

  return (
    <div style={{ height: 300 }}>
      <DataGrid<Row> rows={rows} columns={columns} sortModel={model} onSortModelChange={setModel} />
      <p>{row.name satisfies string}</p>
    </div>
  );
}
`;

describe('toJavaScript', () => {
  it('removes interfaces, type aliases, generics, casts and type-only imports, keeping readable code', async () => {
    const js = await toJavaScript(typedDemo, 'TypedDemo.tsx');
    expect(js).not.toMatch(/interface|type Maybe|GridColDef|GridSortModel|as Row|<Row>|<T>|: Maybe|satisfies|!;/);
    expect(js).toContain("import { DataGrid } from '@mui/x-data-grid';");
    expect(js).toContain('const [model, setModel] = React.useState([]);');
    expect(js).toContain('function first(items) {');
    expect(js).toMatch(
      /<DataGrid\s+rows=\{rows\}\s+columns=\{columns\}\s+sortModel=\{model\}\s+onSortModelChange=\{setModel\}\s+\/>/,
    );
    // Paragraphs of the source survive as blank lines.
    expect(js).toMatch(/const row = first\(rows\);\n\n {2}return \(/);
  });

  it('names the file when the source does not parse', async () => {
    await expect(
      toJavaScript('export default function () { return <div>; }', 'docs/x/demos/Broken.tsx'),
    ).rejects.toThrow(/^Demo docs\/x\/demos\/Broken\.tsx: cannot be converted to JavaScript/);
  });
});

describe('extractPreview', () => {
  it('returns the JSX of a short demo, dedented', () => {
    expect(extractPreview(typedDemo, 'TypedDemo.tsx')).toBe(
      `<div style={{ height: 300 }}>
  <DataGrid<Row> rows={rows} columns={columns} sortModel={model} onSortModelChange={setModel} />
  <p>{row.name satisfies string}</p>
</div>`,
    );
  });

  it('returns null when the JSX is longer than 16 lines', () => {
    const long = `export default function Long() {\n  return (\n    <div>\n${'      <span />\n'.repeat(20)}    </div>\n  );\n}\n`;
    expect(extractPreview(long, 'Long.tsx')).toBeNull();
  });

  it('ignores returns of nested functions', () => {
    const nested = `const Inner = () => <b>inner</b>;\nexport default function Outer() {\n  const render = () => <i>x</i>;\n  return <Inner />;\n}\n`;
    expect(extractPreview(nested, 'Outer.tsx')).toBe('<Inner />');
  });
});

describe('demo validation', () => {
  it('rejects a demo without a default export, naming the file', () => {
    expect(() => assertDefaultExport('export function Demo() { return null; }', 'docs/a/demos/NoDefault.tsx')).toThrow(
      new DemoSourceError('docs/a/demos/NoDefault.tsx', 'has no default export; export the demo component as default.'),
    );
  });

  it('rejects a syntax error, naming the file', () => {
    expect(() => findImports('import { from "x";', 'docs/a/demos/Bad.tsx')).toThrow(
      /^Demo docs\/a\/demos\/Bad\.tsx: cannot be parsed/,
    );
  });

  it('fails the build on a missing sibling import, naming the file', async () => {
    const input = {
      file: '/site/docs/a/demos/Missing.tsx',
      relativeName: 'docs/a/demos/Missing.tsx',
      source: "import { rows } from './nowhere';\nexport default function Missing() { return null; }\n",
      readSibling: () => '',
      exists: () => false,
    };
    await expect(buildDemoModule(input)).rejects.toThrow(
      'Demo docs/a/demos/Missing.tsx: imports ./nowhere, which does not exist.',
    );
  });

  it("names the chunks of a page's demos and of their sources after the page", async () => {
    const input = {
      file: '/site/docs/a/demos/Plain.tsx',
      relativeName: 'docs/a/demos/Plain.tsx',
      source: "import { DataGrid } from '@mui/x-data-grid';\nexport default function Plain() { return null; }\n",
      readSibling: () => '',
      exists: () => true,
    };
    const grouped = await buildDemoModule({ ...input, page: 'docs-a-sorting' });
    const demos = demoChunkName('demos', 'docs-a-sorting');
    const sources = demoChunkName('demo-sources', 'docs-a-sorting');
    expect(grouped).toContain(`import(/* webpackChunkName: "${demos}" */ "./Plain.tsx")`);
    expect(grouped).toContain(`import(/* webpackChunkName: "${sources}" */ "./Plain.tsx?demo-source")`);
    // Short (every name is in the runtime each page loads), distinct per kind and per page.
    expect(demos).toMatch(/^d[0-9a-z]{1,4}$/);
    expect(sources).toMatch(/^s[0-9a-z]{1,4}$/);
    expect(demoChunkName('demos', 'docs-a-editing')).not.toBe(demos);
    // Imported from elsewhere than a page: a chunk of its own, as before.
    expect(await buildDemoModule(input)).toContain('load: () => import("./Plain.tsx")');
    await expect(buildDemoModule({ ...input, page: 'a"b' })).rejects.toThrow('letters, digits and dashes');
  });

  it('sorts imports into packages, sibling files and the shared demo data', () => {
    const imports = findImports(
      "import { DataGrid } from '@mui/x-data-grid';\nimport type { X } from 'types-only';\nimport { sales } from './sales';\nimport { getEmployees } from '@site/src/demo-data';\n",
      'Demo.tsx',
    );
    expect(imports).toEqual({
      packages: ['@mui/x-data-grid'],
      siblings: ['./sales'],
      usesDemoData: true,
      dataModules: [],
    });
  });

  it('accepts the named data modules of src/demo-data and refuses other site files', () => {
    const imports = findImports("import { rain } from '@site/src/demo-data/chartsClimate';\n", 'Demo.tsx');
    expect(imports.dataModules).toEqual(['chartsClimate']);
    expect(() => findImports("import { x } from '@site/src/lib/ads';\n", 'docs/a/demos/Ads.tsx')).toThrow(
      /^Demo docs\/a\/demos\/Ads\.tsx: imports @site\/src\/lib\/ads; demos may import packages/,
    );
    expect(() => findImports("import { x } from '@site/src/demo-data/sub/deep';\n", 'Deep.tsx')).toThrow(/Deep\.tsx/);
  });

  it('fails the build on a data module that does not exist, naming the demo and the file', async () => {
    const input = {
      file: '/site/docs/a/demos/NoData.tsx',
      relativeName: 'docs/a/demos/NoData.tsx',
      source:
        "import { rain } from '@site/src/demo-data/nowhere';\nexport default function NoData() { return null; }\n",
      readSibling: () => '',
      exists: () => false,
    };
    await expect(buildDemoModule(input)).rejects.toThrow(
      'Demo docs/a/demos/NoData.tsx: imports @site/src/demo-data/nowhere; src/demo-data/nowhere.ts does not exist.',
    );
  });
});

describe('buildSource', () => {
  it('gives one file per tab: the demo, its sibling, and the shared data as a local file', async () => {
    const files: Record<string, string> = {
      '/site/docs/a/demos/sales.ts': "import dayjs from 'dayjs';\nexport const sales: number[] = [1, 2];\n",
    };
    const source = await buildSource({
      file: '/site/docs/a/demos/Chart.tsx',
      relativeName: 'docs/a/demos/Chart.tsx',
      source:
        "import { BarChart } from '@mui/x-charts/BarChart';\nimport { sales } from './sales';\nimport { getOrders } from '@site/src/demo-data';\nexport default function Chart() {\n  return <BarChart series={[{ data: sales }]} height={200} />;\n}\n",
      readSibling: (file) => files[file] ?? readFileSync(file, 'utf8'),
      exists: (file) => file in files,
    });
    expect(source.files.map((f) => [f.name, f.jsName])).toEqual([
      ['Chart.tsx', 'Chart.jsx'],
      ['sales.ts', 'sales.js'],
      ['demoData.ts', 'demoData.js'],
    ]);
    expect(source.files[0]!.tsx).toContain("from './demoData';");
    expect(source.imports).toEqual(['@mui/x-charts/BarChart', 'dayjs']);
  });

  const dataModulePath = path.resolve(__dirname, '../../src/demo-data/weather.ts');
  const chartImportingWeather = {
    file: '/site/docs/a/demos/Rain.tsx',
    relativeName: 'docs/a/demos/Rain.tsx',
    source:
      "import { LineChart } from '@mui/x-charts/LineChart';\nimport { rain } from '@site/src/demo-data/weather';\nexport default function Rain() {\n  return <LineChart series={[{ data: rain }]} height={200} />;\n}\n",
  };

  it('gives a data module its own tab, imported as a local file', async () => {
    const source = await buildSource({
      ...chartImportingWeather,
      readSibling: () => "import dayjs from 'dayjs';\nexport const rain: number[] = [3, 1];\n",
      exists: (file) => file === dataModulePath,
    });
    expect(source.files.map((f) => f.name)).toEqual(['Rain.tsx', 'weather.ts']);
    expect(source.files[0]!.tsx).toContain("import { rain } from './weather';");
    expect(source.files[1]!.js).toContain('export const rain = [3, 1];');
    expect(source.imports).toEqual(['@mui/x-charts/LineChart', 'dayjs']);
  });

  it('gives each file of a data folder its own tab, the entry first, and the folder to sandboxes', async () => {
    const demo = path.resolve(__dirname, '../../docs/react-data-grid/server-side-data/demos/DataSourceBasic.tsx');
    const source = await buildSource({
      file: demo,
      relativeName: 'docs/react-data-grid/server-side-data/demos/DataSourceBasic.tsx',
      source: readFileSync(demo, 'utf8'),
      readSibling: (file) => readFileSync(file, 'utf8'),
      exists: existsSync,
    });
    const names = source.files.map((f) => f.name);
    expect(names.slice(0, 2)).toEqual(['DataSourceBasic.tsx', 'gridServerBackend/index.ts']);
    expect([...names].sort()).toEqual(
      [
        'DataSourceBasic.tsx',
        ...['controls', 'describeRequest', 'driveData', 'driveServer', 'index', 'protocol', 'query', 'sales']
          .concat(['salesServer', 'seeded'])
          .map((module) => `gridServerBackend/${module}.ts`),
      ].sort(),
    );
    expect(source.files.map((f) => f.jsName)).toContain('gridServerBackend/query.js');
    expect(source.files[0]!.tsx).toContain("from './gridServerBackend';");
    // Type re-exports are gone from the JavaScript, which would otherwise import names that do not exist.
    const entry = source.files[1]!;
    expect(entry.js).toContain("export { createSalesServer } from './salesServer';");
    expect(entry.js).not.toContain('SortItem');
    expect(source.imports).not.toContain('./protocol');
  });

  it('refuses a data folder file that imports from outside its folder', async () => {
    const folder = path.resolve(__dirname, '../../src/demo-data/backend');
    const files: Record<string, string> = {
      [path.join(folder, 'index.ts')]: "export { rows } from './rows';\n",
      [path.join(folder, 'rows.ts')]: "import { rain } from '../weather';\nexport const rows = rain;\n",
      [dataModulePath]: 'export const rain = [1];\n',
    };
    await expect(
      buildSource({
        ...chartImportingWeather,
        source: chartImportingWeather.source.replace('demo-data/weather', 'demo-data/backend'),
        readSibling: (file) => files[file]!,
        exists: (file) => file in files,
      }),
    ).rejects.toThrow(
      'Demo src/demo-data/backend/rows.ts: imports ../weather; a file of a demo data folder may import packages and files of its own folder only.',
    );
  });

  it('refuses a data module that imports other site files, since sandboxes get it alone', async () => {
    await expect(
      buildSource({
        ...chartImportingWeather,
        readSibling: () => "import { createRandom } from '@site/src/demo-data';\nexport const rain = [1];\n",
        exists: (file) => file === dataModulePath,
      }),
    ).rejects.toThrow(
      'Demo src/demo-data/weather.ts: imports @site/src/demo-data; a demo data module may import packages only.',
    );
  });
});
