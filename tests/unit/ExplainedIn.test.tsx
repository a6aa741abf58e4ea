// The "Explained in" line of the props table: the guide sections that explain a prop, under its
// description, as links with the paths the build gave them (base URL and locale included).
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { DocsProvider } from '@site/src/components/DocsProvider';
import PropsTable from '@site/src/components/ApiPage/PropsTable';
import type { ApiProp } from '@site/src/lib/apiReference';
import { browserState } from '@site/tests/unit/support/docusaurus/useIsBrowser';

jest.mock(
  '@docusaurus/useBrokenLinks',
  () => ({
    __esModule: true,
    default: () => ({ collectAnchor: () => {}, collectLink: () => {} }),
  }),
  { virtual: true },
);

const prop = (name: string): ApiProp => ({ name, type: 'boolean', required: false, description: `About ${name}.` });

function renderTable() {
  return render(
    <DocsProvider>
      <PropsTable
        props={[prop('getRowHeight'), prop('toString'), prop('rowHeight')]}
        total={3}
        label="DataGrid props"
        explainedIn={{
          getRowHeight: [
            {
              title: 'Row height › Set the height per row',
              path: '/x/react-data-grid/row-height/#set-the-height-per-row',
            },
            { title: 'List view › Cards of different heights', path: '/x/react-data-grid/list-view/#row-height' },
          ],
        }}
      />
    </DocsProvider>,
  );
}

describe('Explained in', () => {
  // Rendered as after client-side navigation: a page loaded from the server keeps its markup.
  beforeAll(() => {
    browserState.hydrated = true;
  });
  afterAll(() => {
    browserState.hydrated = false;
  });

  it('links the sections under the description, with the paths as built', () => {
    const { container } = renderTable();
    const line = container.querySelector('tr#getRowHeight-prop td[data-label="Description"] [data-search-skip]')!;
    expect(line).toHaveTextContent(
      'Explained in: Row height › Set the height per row, List view › Cards of different heights',
    );
    expect(
      within(line as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/x/react-data-grid/row-height/#set-the-height-per-row', '/x/react-data-grid/list-view/#row-height']);
    // The props filter leaves it out: guide titles say nothing about the prop.
    expect(line).toHaveAttribute('data-filter-skip');
  });

  it('shows nothing for a prop no guide explains, even one named like an Object method', () => {
    const { container } = renderTable();
    expect(container.querySelectorAll('[data-search-skip]')).toHaveLength(1);
    expect(screen.queryByText(/Explained in/, { selector: 'tr#toString-prop *' })).toBeNull();
  });
});
