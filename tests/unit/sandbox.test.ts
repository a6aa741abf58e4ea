import { sandboxDependencies, adapterLibrary } from '@site/src/lib/sandbox/dependencies';
import { codeSandboxPost, createProject, stackBlitzPost } from '@site/src/lib/sandbox/project';
import { decompressFromBase64 } from 'lz-string';
import type { DemoSource } from '@site/src/lib/demo';

describe('sandbox dependencies', () => {
  it('gives a Data Grid Pro demo the exact documented version and the Material UI peers', () => {
    expect(sandboxDependencies(['react', '@mui/x-data-grid-pro', '@mui/material/Button'])).toEqual({
      '@emotion/react': '^11.14.0',
      '@emotion/styled': '^11.14.0',
      '@mui/material': '^7.0.0',
      '@mui/x-data-grid-pro': '8.2.0',
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    });
  });

  it('uses the installed version for the packages this registry lacks at 8.2.0', () => {
    const deps = sandboxDependencies(['@mui/x-data-grid-premium', '@mui/x-tree-view-pro/RichTreeViewPro']);
    expect(deps['@mui/x-data-grid-premium']).toBe('8.3.1');
    expect(deps['@mui/x-tree-view-pro']).toBe('8.6.0');
  });

  it('adds the date library of a pickers adapter', () => {
    const deps = sandboxDependencies(['@mui/x-date-pickers/DatePicker', '@mui/x-date-pickers/AdapterLuxon']);
    expect(deps).toMatchObject({ '@mui/x-date-pickers': '8.2.0', luxon: '^3.0.0' });
    expect(sandboxDependencies(['@mui/x-date-pickers-pro/AdapterDateFnsV2'])['date-fns']).toBe('^2.0.0');
    expect(sandboxDependencies(['@mui/x-date-pickers/AdapterMomentHijri'])['moment-hijri']).toBeDefined();
  });

  it('points @mui/x-* at the preview build of a commit when one is set', () => {
    const deps = sandboxDependencies(['@mui/x-charts/BarChart', 'dayjs'], { commitRef: '0123456789abcdef' });
    expect(deps['@mui/x-charts']).toBe('https://pkg.csb.dev/mui/mui-x/commit/01234567/@mui/x-charts');
    expect(deps.dayjs).toBe('^1.11.0');
  });

  it('adds @mui/icons-material when imported and gives unknown packages latest', () => {
    const deps = sandboxDependencies(['@mui/icons-material/Delete', 'some-chart-helper/sub']);
    expect(deps['@mui/icons-material']).toBe('^7.0.0');
    expect(deps['some-chart-helper']).toBe('latest');
  });

  it('throws a TypeError naming an adapter it does not know', () => {
    expect(() => sandboxDependencies(['@mui/x-date-pickers/AdapterTemporal'])).toThrow(
      new TypeError("Can't determine required npm package for adapter 'AdapterTemporal'"),
    );
    expect(() => adapterLibrary('AdapterTemporal')).toThrow(TypeError);
  });
});

const source: DemoSource = {
  files: [
    {
      name: 'BasicSorting.tsx',
      jsName: 'BasicSorting.jsx',
      tsx: 'export default function BasicSorting() {}',
      js: 'export default function BasicSorting() {}',
    },
    { name: 'demoData.ts', jsName: 'demoData.js', tsx: 'export const a: number = 1;', js: 'export const a = 1;' },
  ],
  imports: ['@mui/x-data-grid-pro'],
};

describe('sandbox project', () => {
  it('builds a Vite project in the reader’s variant', () => {
    const ts = createProject('BasicSorting', source, 'TS');
    expect(Object.keys(ts).sort()).toEqual(
      [
        'index.html',
        'package.json',
        'src/BasicSorting.tsx',
        'src/demoData.ts',
        'src/main.tsx',
        'tsconfig.json',
        'vite.config.ts',
      ].sort(),
    );
    const js = createProject('BasicSorting', source, 'JS');
    expect(Object.keys(js)).toEqual(
      expect.arrayContaining(['src/BasicSorting.jsx', 'src/demoData.js', 'src/main.jsx']),
    );
    expect(js['src/demoData.js']).toBe('export const a = 1;');
    expect(JSON.parse(js['package.json']!).dependencies['@mui/x-data-grid-pro']).toBe('8.2.0');
  });

  it('posts StackBlitz one field per file and CodeSandbox a compressed file map', () => {
    const files = createProject('BasicSorting', source, 'TS');
    const stackblitz = stackBlitzPost('BasicSorting', files);
    expect(stackblitz.action).toBe('https://stackblitz.com/run?file=src%2FBasicSorting.tsx');
    expect(stackblitz.fields['project[files][src/BasicSorting.tsx]']).toBe(source.files[0]!.tsx);
    const codesandbox = codeSandboxPost('BasicSorting', files);
    expect(codesandbox.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    const decoded = JSON.parse(decompressFromBase64(codesandbox.fields.parameters!)!);
    expect(decoded.files['package.json'].content).toContain('"@mui/x-data-grid-pro": "8.2.0"');
  });
});
