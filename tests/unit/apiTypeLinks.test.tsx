// Types a reader can open: a type the page defines in its Types section is a link to
// `#type-<Name>`, in a prop's type and in its callback signature, and the definition is a closed
// <details> whose body carries that id (following the link opens it, with no script).
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { DocsProvider } from '@site/src/components/DocsProvider';
import LinkedType from '@site/src/components/ApiPage/LinkedType';
import PropsTable from '@site/src/components/ApiPage/PropsTable';
import TypeDefinitions from '@site/src/components/ApiPage/TypeDefinitions';
import { TypeDefinitionNames } from '@site/src/components/ApiPage/typeDefinitionNames';
import type { ApiProp, ApiTypeDefinition } from '@site/src/lib/apiReference';
import { browserState } from '@site/tests/unit/support/docusaurus/useIsBrowser';

const collectedAnchors: string[] = [];
jest.mock(
  '@docusaurus/useBrokenLinks',
  () => ({
    __esModule: true,
    default: () => ({ collectAnchor: (id: string) => collectedAnchors.push(id), collectLink: () => {} }),
  }),
  { virtual: true },
);

const DEFINED = new Set(['GridRowHeightParams', 'GridRowHeightReturnValue', 'GridCallbackDetails']);

const getRowHeight: ApiProp = {
  name: 'getRowHeight',
  type: '(params: GridRowHeightParams) => GridRowHeightReturnValue',
  required: false,
  description: 'The height of a row.',
  signature: {
    params: [{ name: 'params', type: 'GridRowHeightParams', description: 'The row.' }],
    returns: { type: 'GridRowHeightReturnValue', description: 'Its height.' },
  },
};

const rowHeightParams: ApiTypeDefinition = {
  name: 'GridRowHeightParams',
  kind: 'interface',
  description: 'What `getRowHeight` is given.',
  package: '@mui/x-data-grid',
  exported: true,
  extends: 'GridRowEntry',
  fields: [
    { name: 'densityFactor', type: 'number', required: true, description: 'The density factor.' },
    { name: 'details', type: 'GridCallbackDetails', required: false, description: '' },
  ],
};

const returnValue: ApiTypeDefinition = {
  name: 'GridRowHeightReturnValue',
  kind: 'alias',
  description: '',
  package: '@mui/x-data-grid',
  exported: false,
  text: "number | null | undefined | 'auto'",
};

function withNames(children: React.ReactNode) {
  return (
    <DocsProvider>
      <TypeDefinitionNames.Provider value={DEFINED}>{children}</TypeDefinitionNames.Provider>
    </DocsProvider>
  );
}

describe('links to type definitions', () => {
  // Rendered as after client-side navigation: a page loaded from the server keeps its markup.
  beforeAll(() => {
    browserState.hydrated = true;
  });
  afterAll(() => {
    browserState.hydrated = false;
  });

  it('links a defined name to its definition and a name with an API page to that page', () => {
    const { container } = render(
      withNames(<LinkedType type="(params: GridRowHeightParams, columns: GridColDef[]) => Unknown" />),
    );
    expect(container).toHaveTextContent('(params: GridRowHeightParams, columns: GridColDef[]) => Unknown');
    expect(screen.getByRole('link', { name: 'GridRowHeightParams' })).toHaveAttribute(
      'href',
      '#type-GridRowHeightParams',
    );
    expect(screen.getByRole('link', { name: 'GridColDef' })).toHaveAttribute('href', '/x/api/data-grid/grid-col-def/');
    expect(screen.queryByRole('link', { name: 'Unknown' })).toBeNull();
  });

  it('links nothing outside a page that defines types', () => {
    render(<LinkedType type="(params: GridRowHeightParams) => void" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the types of a callback signature in the props table', () => {
    const { container } = render(withNames(<PropsTable props={[getRowHeight]} total={1} label="DataGrid props" />));
    const row = container.querySelector('tr#getRowHeight-prop') as HTMLElement;
    const hrefs = within(row)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // The Type column, then the signature's parameter and return value.
    expect(hrefs.filter((href) => href === '#type-GridRowHeightParams')).toHaveLength(2);
    expect(hrefs.filter((href) => href === '#type-GridRowHeightReturnValue')).toHaveLength(2);
    const signature = row.querySelector('td[data-label="Description"]') as HTMLElement;
    expect(within(signature).getByRole('link', { name: 'GridRowHeightParams' })).toHaveAttribute(
      'href',
      '#type-GridRowHeightParams',
    );
    expect(within(signature).getByRole('link', { name: 'GridRowHeightReturnValue' })).toHaveAttribute(
      'href',
      '#type-GridRowHeightReturnValue',
    );
  });
});

describe('the Types section', () => {
  beforeAll(() => {
    browserState.hydrated = true;
  });
  afterAll(() => {
    browserState.hydrated = false;
  });

  it('shows each type in a closed <details>, the target of its links inside it', () => {
    collectedAnchors.length = 0;
    const { container } = render(withNames(<TypeDefinitions definitions={[rowHeightParams, returnValue]} />));
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(2);
    expect(details.every((element) => !element.open)).toBe(true);
    const target = container.querySelector('#type-GridRowHeightParams') as HTMLElement;
    expect(target.closest('details')).toBe(details[0]);
    expect(target.tagName).not.toBe('SUMMARY');
    expect(collectedAnchors).toEqual(['type-GridRowHeightParams', 'type-GridRowHeightReturnValue']);
    // The summary names the type and where it comes from.
    expect(details[0]!.querySelector('summary')).toHaveTextContent('GridRowHeightParams from @mui/x-data-grid');
    expect(details[1]!.querySelector('summary')).toHaveTextContent(
      'GridRowHeightReturnValue in @mui/x-data-grid, not exported',
    );
    // Left out of the search index.
    expect(container.querySelector('[data-search-skip]')).not.toBeNull();
  });

  it('lists an interface’s fields with their types and descriptions, linking defined types', () => {
    const { container } = render(withNames(<TypeDefinitions definitions={[rowHeightParams]} />));
    const table = within(container).getByRole('table', { hidden: true });
    const rows = within(table).getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldTypeDescription',
      'densityFactor* (required)numberThe density factor.',
      'detailsGridCallbackDetails',
    ]);
    expect(within(table).getByRole('link', { name: 'GridCallbackDetails', hidden: true })).toHaveAttribute(
      'href',
      '#type-GridCallbackDetails',
    );
    expect(container.querySelector('#type-GridRowHeightParams')).toHaveTextContent(
      'interface GridRowHeightParams extends GridRowEntry',
    );
  });

  it('writes a type alias as a line of code', () => {
    const { container } = render(withNames(<TypeDefinitions definitions={[returnValue]} />));
    expect(container.querySelector('#type-GridRowHeightReturnValue pre')).toHaveTextContent(
      "type GridRowHeightReturnValue = number | null | undefined | 'auto'",
    );
  });
});
