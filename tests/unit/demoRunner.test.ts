import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { DemoCodeError, compileDemo, runDemoSource } from '@site/src/lib/demoRunner';
import { withEditedMainFile } from '@site/src/lib/demoEdits';

const scope = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  './demoData': { rowCount: 3 },
  '@mui/x-data-grid': { DataGrid: ({ rows }: { rows: number }) => React.createElement('p', null, `${rows} rows`) },
};

const TS_DEMO = `import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';
import { rowCount } from './demoData';

interface Props { extra?: number }
export default function Demo({ extra = 2 }: Props) {
  const [rows] = React.useState<number>(rowCount + extra);
  return <DataGrid rows={rows} />;
}
`;

const render = (component: unknown) => renderToStaticMarkup(React.createElement(component as React.ComponentType));

describe('running an edited demo', () => {
  it('strips TypeScript and JSX, and resolves imports from the scope', () => {
    expect(compileDemo(TS_DEMO, 'TS')).not.toContain('interface');
    expect(render(runDemoSource(TS_DEMO, 'TS', scope))).toBe('<p>5 rows</p>');
  });

  it('runs the JavaScript variant', () => {
    const js = TS_DEMO.replace('interface Props { extra?: number }\n', '')
      .replace(': Props', '')
      .replace('<number>', '');
    expect(render(runDemoSource(js.replace('extra = 2', 'extra = 7'), 'JS', scope))).toBe('<p>10 rows</p>');
  });

  it('reports a syntax error with its line', () => {
    const broken = TS_DEMO.replace('React.useState<number>(rowCount + extra)', ')');
    expect(() => runDemoSource(broken, 'TS', scope)).toThrow(DemoCodeError);
    expect(() => runDemoSource(broken, 'TS', scope)).toThrow(/^Syntax error: .*\(line 7, column \d+\)\.$/);
  });

  it('reports an unknown import', () => {
    const code = `import _ from 'lodash';\nexport default function Demo() { return null; }`;
    expect(() => runDemoSource(code, 'JS', scope)).toThrow("Cannot import 'lodash'");
  });

  it('reports an error thrown at the top level, and a missing default export', () => {
    expect(() => runDemoSource('throw new Error("boom");', 'JS', scope)).toThrow('Error: boom');
    expect(() => runDemoSource('export const x = 1;', 'JS', scope)).toThrow(
      'must export the demo component as default',
    );
  });
});

describe('the edited sources', () => {
  const source = {
    files: [
      { name: 'Demo.tsx', tsx: 'ts', js: 'js', jsName: 'Demo.jsx' },
      { name: 'data.ts', tsx: 'data', js: 'data', jsName: 'data.js' },
    ],
    imports: [],
  };

  it('replace the main file in the variant edited only', () => {
    const edited = withEditedMainFile(source, 'JS', 'edited js');
    expect(edited.files[0]).toEqual({ name: 'Demo.tsx', tsx: 'ts', js: 'edited js', jsName: 'Demo.jsx' });
    expect(edited.files[1]).toBe(source.files[1]);
    expect(withEditedMainFile(source, 'TS', undefined)).toBe(source);
  });
});
