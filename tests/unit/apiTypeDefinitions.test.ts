/** @jest-environment node */
// The Types section's data: the page-less types an API page's props name, read from the installed
// packages' .d.ts (plugins/api-reference/typeDefinitions.ts).
import type { ApiPageData, ApiTypeDefinition } from '@site/src/lib/apiReference';
import { generateApiPages } from '@site/plugins/api-reference/generate';
import { API_PAGES } from '@site/plugins/api-reference/pages';
import {
  MAX_TYPE_DEFINITIONS,
  MAX_TYPE_DEFINITION_BYTES,
  MAX_TYPE_FIELDS,
} from '@site/plugins/api-reference/typeDefinitions';
import { splitTypeNames, typeAnchor, typeNamesIn } from '@site/src/lib/typeNames';

let pages: ApiPageData[];

beforeAll(async () => {
  pages = await generateApiPages({ only: ['DataGrid', 'DataGridPremium', 'GridColDef'], onWarning: () => {} });
}, 120_000);

function page(name: string): ApiPageData {
  const found = pages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No page ${name}`);
  return found;
}

function definitions(pageName: string): readonly ApiTypeDefinition[] {
  return page(pageName).typeDefinitions ?? [];
}

function definition(pageName: string, name: string): ApiTypeDefinition {
  const found = definitions(pageName).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${pageName} has no definition of ${name}`);
  return found;
}

describe('type names in a type', () => {
  it('cuts a type into names and the text between them, as the page links them', () => {
    expect(splitTypeNames('readonly GridColDef<R>[]')).toEqual(['readonly ', 'GridColDef', '<', 'R', '>[]']);
    expect(typeNamesIn('(params: GridRowHeightParams, details: GridCallbackDetails) => GridRowHeightParams')).toEqual([
      'GridRowHeightParams',
      'GridCallbackDetails',
    ]);
    expect(typeNamesIn("'auto' | number")).toEqual([]);
    expect(typeAnchor('GridRowHeightParams')).toBe('type-GridRowHeightParams');
  });
});

describe('type definitions on the DataGrid page', () => {
  it('defines GridRowHeightParams, named by getRowHeight, with its own and inherited fields', () => {
    const getRowHeight = page('DataGrid').props.find((prop) => prop.name === 'getRowHeight');
    expect(getRowHeight?.signature?.params[0]?.type).toBe('GridRowHeightParams');
    const params = definition('DataGrid', 'GridRowHeightParams');
    expect(params).toMatchObject({
      kind: 'interface',
      package: '@mui/x-data-grid',
      exported: true,
      extends: 'GridRowEntry',
      description: 'Object passed as parameter in the row `getRowHeight` callback prop.',
    });
    // models/params/gridRowParams.d.ts: `densityFactor`, and `id` and `model` from GridRowEntry.
    expect(params.fields?.map((field) => field.name)).toEqual(['densityFactor', 'id', 'model']);
    expect(params.fields?.[0]).toEqual({
      name: 'densityFactor',
      type: 'number',
      required: true,
      description: 'The grid current density factor.',
    });
    expect(params.fields?.find((field) => field.name === 'model')?.description).toBe('The row model.');
  });

  it('defines GridCallbackDetails, which every event callback passes', () => {
    const callbacks = page('DataGrid').props.filter((prop) => prop.type.includes('GridCallbackDetails'));
    expect(callbacks.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['onCellEditStop', 'onColumnOrderChange', 'onFilterModelChange']),
    );
    const details = definition('DataGrid', 'GridCallbackDetails');
    expect(details.typeParameters).toBe('<K extends keyof GridControlledStateReasonLookup = any>');
    expect(details.fields?.map((field) => [field.name, field.required])).toEqual([
      ['api', true],
      ['reason', false],
    ]);
    expect(details.fields?.[0]?.description).toBe('GridApi that let you manipulate the grid.');
  });

  it('writes a type alias as what it stands for', () => {
    expect(definition('DataGrid', 'GridRowHeightReturnValue')).toMatchObject({
      kind: 'alias',
      text: "number | null | undefined | 'auto'",
    });
    expect(definition('DataGrid', 'GridRowHeightReturnValue').fields).toBeUndefined();
  });

  it('gives no definition to a type that has its own API page, nor to React or Material UI types', () => {
    expect(page('DataGrid').props.find((prop) => prop.name === 'columns')?.type).toContain('GridColDef');
    const names = definitions('DataGrid').map((candidate) => candidate.name);
    const pageNames = new Set(API_PAGES.map((spec) => spec.name));
    expect(names.filter((name) => pageNames.has(name))).toEqual([]);
    expect(names).not.toContain('GridColDef');
    expect(names).not.toContain('ReactNode');
    expect(names).not.toContain('SxProps');
    expect(names).not.toContain('Theme');
    expect(definitions('DataGrid').every((candidate) => candidate.package.startsWith('@mui/x-'))).toBe(true);
  });

  it('leaves out the slots and classes types, which the Slots and CSS classes tables list', () => {
    const names = definitions('DataGrid').map((candidate) => candidate.name);
    expect(names).not.toContain('GridClasses');
    expect(names).not.toContain('GridSlotsComponent');
  });

  it('defines only names the page shows: in its props, or one level down in another definition', () => {
    const texts = page('DataGrid').props.flatMap((prop) => [
      prop.type,
      ...(prop.signature?.params.map((param) => param.type) ?? []),
      prop.signature?.returns?.type ?? '',
    ]);
    const direct = new Set(texts.flatMap(typeNamesIn));
    const nested = new Set(
      definitions('DataGrid').flatMap((candidate) => [
        ...typeNamesIn(candidate.text ?? ''),
        ...typeNamesIn(candidate.extends ?? ''),
        ...(candidate.fields ?? []).flatMap((field) => typeNamesIn(field.type)),
      ]),
    );
    const orphans = definitions('DataGrid').filter(
      (candidate) => !direct.has(candidate.name) && !nested.has(candidate.name),
    );
    expect(orphans.map((candidate) => candidate.name)).toEqual([]);
    // Sorted by name, each once.
    const names = definitions('DataGrid').map((candidate) => candidate.name);
    expect(names).toEqual([...new Set(names)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
  });
});

describe('the limits', () => {
  it('keeps every page within the number of definitions, fields and bytes it allows', () => {
    for (const candidate of pages) {
      const list = candidate.typeDefinitions ?? [];
      expect(list.length).toBeLessThanOrEqual(MAX_TYPE_DEFINITIONS);
      expect(JSON.stringify(list).length).toBeLessThanOrEqual(MAX_TYPE_DEFINITION_BYTES + list.length + 1);
      for (const item of list) expect(item.fields?.length ?? 0).toBeLessThanOrEqual(MAX_TYPE_FIELDS);
    }
  });

  it('cuts DataGridPremium, whose props name more page-less types than a page holds', () => {
    const list = definitions('DataGridPremium');
    expect(list.length).toBeGreaterThan(40);
    expect(list.length).toBeLessThanOrEqual(MAX_TYPE_DEFINITIONS);
    // The most named ones stay.
    expect(list.map((candidate) => candidate.name)).toEqual(
      expect.arrayContaining(['GridCallbackDetails', 'GridRowHeightParams', 'MuiEvent']),
    );
  });

  it('says how many fields a long type leaves out', () => {
    const api = definitions('DataGrid').find((candidate) => candidate.name === 'GridApiCommunity');
    expect(api?.fields).toHaveLength(MAX_TYPE_FIELDS);
    expect(api?.omittedFields).toBeGreaterThan(0);
  });
});
