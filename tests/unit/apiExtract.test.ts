/** @jest-environment node */
// The API reference extractor on a small fixture: a free package (x-fixture) and its Pro tier
// (x-fixture-pro) under tests/unit/fixtures/api, typed like the MUI X packages.
import path from 'node:path';
import type { ApiPageData } from '@site/src/lib/apiReference';
import { createExtractor, type ApiExtractor } from '@site/plugins/api-reference/extract';
import { siblingNames } from '@site/plugins/api-reference/packages';
import {
  cleanComponentDescription,
  findClassPrefix,
  globalClassName,
  parseThemeNames,
  removeImportPaths,
  sortProps,
} from '@site/plugins/api-reference/text';
import type { ApiPageSpec } from '@site/plugins/api-reference/pages';

const FIXTURES = path.join(__dirname, 'fixtures', 'api');
const PAGES: ApiPageSpec[] = [
  { product: 'charts', name: 'Widget', kind: 'component' },
  { product: 'charts', name: 'WidgetPro', kind: 'component', plan: 'pro' },
  { product: 'charts', name: 'FixtureConfig', kind: 'interface' },
];

let extractor: ApiExtractor;
const warnings: string[] = [];
const pages: Record<string, ApiPageData> = {};

beforeAll(() => {
  extractor = createExtractor({
    packages: {
      charts: [
        { name: '@mui/x-fixture', dir: path.join(FIXTURES, 'x-fixture') },
        { name: '@mui/x-fixture-pro', dir: path.join(FIXTURES, 'x-fixture-pro'), plan: 'pro' },
      ],
    },
    pages: PAGES,
    onWarning: (message) => warnings.push(message),
  });
  for (const spec of PAGES) pages[spec.name] = extractor.extract(spec);
}, 60_000);

function prop(page: string, name: string) {
  const found = pages[page]?.props.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${page} has no prop ${name}`);
  return found;
}

describe('a component page', () => {
  it('keeps the props declared by the package, without @types/react HTML attributes or @ignore props', () => {
    const names = pages.Widget?.props.map((candidate) => candidate.name);
    // Required first, then by name.
    expect(names).toEqual([
      'rows',
      'value',
      'classes',
      'dense',
      'legacy',
      'onRowClick',
      'options',
      'point',
      'size',
      'slots',
    ]);
  });

  it('reads required, @default and @deprecated with or without a reason', () => {
    expect(prop('Widget', 'rows')).toMatchObject({ required: true, description: 'The rows to show.' });
    expect(prop('Widget', 'size')).toMatchObject({ required: false, default: "'medium'" });
    expect(prop('Widget', 'dense')).toMatchObject({ default: 'false', deprecated: 'Use `size="small"` instead.' });
    expect(prop('Widget', 'legacy').deprecated).toBe('');
    expect(prop('Widget', 'size').deprecated).toBeUndefined();
    expect(prop('Widget', 'value').description).toBe('The value, as **text** or a number.');
  });

  it('writes types readably: unions spelled out, generics kept, long objects folded', () => {
    expect(prop('Widget', 'size').type).toBe("'small' | 'medium' | 'large'");
    expect(prop('Widget', 'value').type).toBe('string | number | null');
    expect(prop('Widget', 'rows').type).toBe('readonly R[]');
    expect(prop('Widget', 'dense').type).toBe('boolean');
    expect(prop('Widget', 'point').type).toBe('{ x: number; y: number; }');
    expect(prop('Widget', 'options').type).toBe('object');
    expect(prop('Widget', 'classes').type).toBe('Partial<WidgetClasses>');
  });

  it('gives a function prop its signature from @param and @returns', () => {
    const onRowClick = prop('Widget', 'onRowClick');
    expect(onRowClick.type).toBe('(row: R, event: React.MouseEvent) => boolean');
    expect(onRowClick.signature).toEqual({
      params: [
        { name: 'row', type: 'R', description: 'The clicked row.' },
        { name: 'event', type: 'React.MouseEvent', description: 'The event source of the callback.' },
      ],
      returns: { type: 'boolean', description: 'Whether the click was handled.' },
    });
    expect(prop('Widget', 'size').signature).toBeUndefined();
  });

  it('lists the slots with the default component from each slot @default', () => {
    expect(pages.Widget?.slots).toEqual([
      { name: 'icon', defaultComponent: 'WidgetIcon', description: 'The icon shown before the label.' },
      { name: 'label', defaultComponent: undefined, description: 'The label element.' },
    ]);
  });

  it('lists the CSS classes with the prefix of the compiled classes module and the global state classes', () => {
    expect(pages.Widget?.classes).toEqual([
      { key: 'label', className: 'MuiFixtureWidget-label', description: 'Styles applied to the label element.' },
      { key: 'root', className: 'MuiFixtureWidget-root', description: 'Styles applied to the root element.' },
      {
        key: 'selected',
        className: 'Mui-selected',
        description: 'State class applied to the root element if `selected={true}`.',
      },
    ]);
  });

  it('describes the page: description without link lists, imports, theme name, ref and source', () => {
    expect(pages.Widget).toMatchObject({
      kind: 'component',
      path: '/x/api/charts/widget/',
      description: 'A widget that shows rows.',
      imports: [
        "import { Widget } from '@mui/x-fixture/Widget';",
        "import { Widget } from '@mui/x-fixture';",
        "import { Widget } from '@mui/x-fixture-pro';",
      ],
      muiName: 'MuiFixtureWidget',
      refTarget: 'HTMLDivElement',
      sourceFile: 'Widget/Widget.d.ts',
      sourcePackage: '@mui/x-fixture',
    });
    expect(pages.Widget?.plan).toBeUndefined();
  });
});

describe('package tiers', () => {
  it('ignores the placeholder the free package exports and finds the Pro component', () => {
    expect(pages.WidgetPro).toMatchObject({
      plan: 'pro',
      imports: ["import { WidgetPro } from '@mui/x-fixture-pro';"],
      sourcePackage: '@mui/x-fixture-pro',
    });
  });

  it('marks the props a Pro edition adds to the free one', () => {
    expect(prop('WidgetPro', 'zoom').plan).toBe('pro');
    expect(prop('WidgetPro', 'rows').plan).toBeUndefined();
  });

  it('compares an interface across tiers and applies default type arguments', () => {
    expect(pages.FixtureConfig?.props).toEqual([
      { name: 'id', type: 'string', required: true, description: 'The unique id.' },
      { name: 'proOnly', type: 'boolean', required: false, description: 'Only the Pro package has it.', plan: 'pro' },
      { name: 'scale', type: "'band' | 'linear'", default: "'band'", required: false, description: 'The scale.' },
    ]);
    expect(pages.FixtureConfig?.imports).toEqual([
      "import { FixtureConfig } from '@mui/x-fixture';",
      "import { FixtureConfig } from '@mui/x-fixture-pro';",
    ]);
    expect(pages.FixtureConfig?.description).toBe('The configuration of a fixture.');
  });

  it('agrees with the plans given for the pages', () => {
    expect(warnings).toEqual([]);
  });
});

describe('unreadable pages', () => {
  it('names the packages and the export that is missing', () => {
    expect(() => extractor.extract({ product: 'charts', name: 'Missing', kind: 'component' })).toThrow(
      'Cannot read export "Missing" from @mui/x-fixture, @mui/x-fixture-pro',
    );
  });

  it('names the package and the export that is not a component', () => {
    expect(() => extractor.extract({ product: 'charts', name: 'fixtureVersion', kind: 'component' })).toThrow(
      'Cannot read export "fixtureVersion" of @mui/x-fixture',
    );
  });

  it('names an interface that no longer exists', () => {
    expect(() => extractor.extract({ product: 'charts', name: 'GoneConfig', kind: 'interface' })).toThrow(
      'Interface "GoneConfig" no longer exists',
    );
  });
});

describe('text helpers', () => {
  it('drops the Demos, API and Features link lists from a component description', () => {
    const jsDoc = [
      'Demos:',
      '',
      '- [Lines](https://mui.com/x/react-charts/lines/)',
      '',
      'API:',
      '',
      '- [LineChart API](https://mui.com/x/api/charts/line-chart/)',
    ].join('\n');
    expect(cleanComponentDescription(jsDoc)).toBe('');
    expect(cleanComponentDescription(`Draws a line.\n\n${jsDoc}\n\nUse with care.`)).toBe(
      'Draws a line.\n\nUse with care.',
    );
  });

  it('removes import paths from type text', () => {
    expect(removeImportPaths('import("/a/node_modules/@mui/x-data-grid/models").GridRowId[]')).toBe('GridRowId[]');
  });

  it('sorts required props first, then by name regardless of case', () => {
    const sorted = sortProps([
      { name: 'zoom', required: false },
      { name: 'TouchRippleProps', required: false },
      { name: 'apiRef', required: false },
      { name: 'series', required: true },
    ]);
    expect(sorted.map((item) => item.name)).toEqual(['series', 'apiRef', 'TouchRippleProps', 'zoom']);
  });

  it('finds the class prefix of the generateUtilityClasses call that builds the given keys', () => {
    const source = `const a = (0, _utils.unstable_generateUtilityClasses)('MuiOther', ['root']);
const b = (0, _generateUtilityClasses.default)('MuiAreaElement', ['root', 'highlighted', 'faded']);`;
    expect(findClassPrefix(source, ['root', 'faded'])).toBe('MuiAreaElement');
    expect(findClassPrefix('nothing here', ['root'])).toBeUndefined();
    expect(globalClassName('MuiPickersDay', 'today')).toBe('MuiPickersDay-today');
    expect(globalClassName('MuiPickersDay', 'disabled')).toBe('Mui-disabled');
  });

  it('reads theme names from themeAugmentation/props.d.ts and overrides.d.ts', () => {
    const props = `export interface DataGridProComponentsPropsList {
  MuiDataGrid: DataGridProProps;
  MuiDateField: DateFieldProps<any>;
}`;
    expect([...parseThemeNames(props)]).toEqual([
      ['MuiDataGrid', 'DataGridProProps'],
      ['MuiDateField', 'DateFieldProps'],
    ]);
    const overrides = `export interface ChartsComponentNameToClassKey {
  MuiChartsAxis: 'root';
  MuiBarLabel: BarLabelClassKey;
}`;
    expect([...parseThemeNames(overrides).keys()]).toEqual(['MuiChartsAxis', 'MuiBarLabel']);
  });

  it('names the lower editions of a Pro or Premium component', () => {
    expect(siblingNames('DataGridPremium')).toEqual(['DataGrid', 'DataGridPro']);
    expect(siblingNames('BarChartPro')).toEqual(['BarChart']);
    expect(siblingNames('DateRangePicker')).toEqual([]);
  });
});
