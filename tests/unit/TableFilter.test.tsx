import React, { useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DocsProvider } from '@site/src/components/DocsProvider';
import TableFilter from '@site/src/components/ApiPage/TableFilter';
import PropsTable from '@site/src/components/ApiPage/PropsTable';
import { URL_DELAY_MS } from '@site/src/components/ApiPage/useTableFilter';
import { browserState } from '@site/tests/unit/support/docusaurus/useIsBrowser';
import type { ApiProp } from '@site/src/lib/apiReference';

jest.mock(
  '@docusaurus/useBrokenLinks',
  () => ({
    __esModule: true,
    default: () => ({ collectAnchor: () => {}, collectLink: () => {} }),
  }),
  { virtual: true },
);

const PAGE = '/x/api/data-grid/data-grid/';

const PROPS: ApiProp[] = [
  {
    name: 'checkboxSelection',
    type: 'boolean',
    default: 'false',
    required: false,
    description: 'Adds a checkbox column.',
  },
  {
    name: 'getRowHeight',
    type: '(params: GridRowHeightParams) => GridRowHeightReturnValue',
    required: false,
    description: 'Sets the row height.\n\nPer row.',
  },
  {
    name: 'disableColumnMenu',
    type: 'boolean',
    default: 'false',
    required: false,
    description: 'Hides the column menu.',
  },
];

let tableRenders = 0;

/** Counts its renders: typing in the filter must never render the table again. */
function Rows() {
  tableRenders += 1;
  return (
    <table>
      <tbody>
        {PROPS.map((prop) => (
          <tr key={prop.name} id={`${prop.name}-prop`}>
            <td>{prop.name}</td>
            <td>{prop.type}</td>
            <td data-filter-skip>{prop.default ?? '–'}</td>
            <td>
              {prop.description.split('\n\n').map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {prop.name === 'checkboxSelection' && <a href="#disableColumnMenu-prop">see also</a>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Fixture() {
  const rows = useRef(<Rows />);
  return (
    <DocsProvider>
      <TableFilter kind="props" tableId="props-table" total={PROPS.length} />
      <div id="props-table" role="region" aria-label="DataGrid props">
        {rows.current}
      </div>
    </DocsProvider>
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Filter props' });
const visibleRows = () =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('#props-table tbody tr'))
    .filter((row) => !row.hidden)
    .map((row) => row.id);
const count = () => screen.getByRole('status').textContent;

/** Typing, then the frame that applies it. */
function type(value: string) {
  fireEvent.change(field(), { target: { value } });
  act(() => {
    jest.advanceTimersByTime(20);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', PAGE);
  tableRenders = 0;
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('TableFilter', () => {
  it('names its field and shows the count of rows', () => {
    render(<Fixture />);
    expect(field()).toHaveAttribute('aria-controls', 'props-table');
    expect(field()).toHaveAccessibleDescription('3 of 3 props');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(count()).toBe('3 of 3 props');
  });

  it('narrows the rows by name, type or description, on the next frame, without rendering the table', () => {
    render(<Fixture />);
    const rendersBefore = tableRenders;
    type('checkbox');
    expect(visibleRows()).toEqual(['checkboxSelection-prop']);
    expect(count()).toBe('1 of 3 props');
    type('GridRowHeightParams');
    expect(visibleRows()).toEqual(['getRowHeight-prop']);
    type('boolean menu');
    expect(visibleRows()).toEqual(['disableColumnMenu-prop']);
    type('height per');
    // Two paragraphs do not run together: "height.Per" still has the word "per".
    expect(visibleRows()).toEqual(['getRowHeight-prop']);
    type('');
    expect(visibleRows()).toHaveLength(3);
    expect(tableRenders).toBe(rendersBefore);
  });

  it('does not search the default column', () => {
    render(<Fixture />);
    type('false');
    expect(visibleRows()).toEqual([]);
  });

  it('keeps the query in the URL once typing pauses, with the hash', () => {
    window.history.replaceState(null, '', `${PAGE}#top`);
    render(<Fixture />);
    fireEvent.change(field(), { target: { value: 'row height' } });
    act(() => {
      jest.advanceTimersByTime(URL_DELAY_MS - 50);
    });
    expect(window.location.search).toBe('');
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(window.location.search).toBe('?props=row+height');
    expect(window.location.hash).toBe('#top');
  });

  it('shows an empty state whose button clears the filter and gives the field back its focus', () => {
    render(<Fixture />);
    type('xyz');
    expect(screen.getByText('No prop matches “xyz”.')).toBeInTheDocument();
    expect(count()).toBe('0 of 3 props');
    // The table would be a lone header row: it goes away with its rows.
    expect(document.getElementById('props-table')).toHaveAttribute('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(visibleRows()).toHaveLength(3);
    expect(document.getElementById('props-table')).not.toHaveAttribute('hidden');
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(window.location.search).toBe('');
    expect(screen.queryByText(/No prop matches/)).toBeNull();
  });

  it('clears on Escape, and lets Escape through when already empty', () => {
    render(<Fixture />);
    type('checkbox');
    act(() => {
      jest.advanceTimersByTime(URL_DELAY_MS);
    });
    expect(window.location.search).toBe('?props=checkbox');
    const escape = fireEvent.keyDown(field(), { key: 'Escape' });
    expect(escape).toBe(false);
    expect(field()).toHaveValue('');
    expect(visibleRows()).toHaveLength(3);
    expect(window.location.search).toBe('');
    expect(fireEvent.keyDown(field(), { key: 'Escape' })).toBe(true);
  });

  it('applies the query of a shared URL on arrival', () => {
    window.history.replaceState(null, '', `${PAGE}?props=row+height`);
    render(<Fixture />);
    expect(field()).toHaveValue('row height');
    expect(visibleRows()).toEqual(['getRowHeight-prop']);
    expect(count()).toBe('1 of 3 props');
  });

  it('lets a link to a row the query would hide win on arrival', () => {
    window.history.replaceState(null, '', `${PAGE}?props=checkbox#disableColumnMenu-prop`);
    render(<Fixture />);
    expect(field()).toHaveValue('');
    expect(visibleRows()).toHaveLength(3);
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#disableColumnMenu-prop');
  });

  it('keeps the query and brings the linked row into view when the query keeps it', () => {
    window.history.replaceState(null, '', `${PAGE}?props=column#disableColumnMenu-prop`);
    render(<Fixture />);
    expect(visibleRows()).toEqual(['checkboxSelection-prop', 'disableColumnMenu-prop']);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('clears the filter when a link in the page leads to a hidden row', () => {
    render(<Fixture />);
    type('checkbox');
    act(() => {
      jest.advanceTimersByTime(URL_DELAY_MS);
    });
    expect(visibleRows()).toEqual(['checkboxSelection-prop']);
    const link = document.querySelector<HTMLAnchorElement>('#checkboxSelection-prop a')!;
    // jsdom does not follow links; the filter acts before the browser would.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(visibleRows()).toHaveLength(3);
    expect(field()).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('clears the filter and scrolls to the row when the hash changes to a hidden row', () => {
    render(<Fixture />);
    type('checkbox');
    window.history.replaceState(null, '', `${PAGE}#disableColumnMenu-prop`);
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(visibleRows()).toHaveLength(3);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('shows every row again when it goes away (React may keep the rows for the next page)', () => {
    const { unmount } = render(<Fixture />);
    const rows = Array.from(document.querySelectorAll('tbody tr'));
    type('checkbox');
    const box = document.getElementById('props-table')!;
    unmount();
    // The fixture is gone; its rows were shown again before that.
    expect(rows.every((row) => !(row as HTMLElement).hidden)).toBe(true);
    expect(box.hidden).toBe(false);
  });
});

describe('PropsTable with its filter', () => {
  beforeEach(() => {
    browserState.hydrated = true;
  });
  afterEach(() => {
    browserState.hydrated = false;
  });

  it('filters the rows it renders, searching neither the Default column nor the layout buttons', () => {
    render(
      <DocsProvider>
        <PropsTable props={PROPS} total={PROPS.length} label="DataGrid props" />
      </DocsProvider>,
    );
    expect(screen.getByRole('region', { name: 'DataGrid props' })).toHaveAttribute('id', 'props-table');
    expect(screen.getByRole('group', { name: 'Props layout' })).toBeInTheDocument();
    type('false');
    expect(visibleRows()).toEqual([]);
    type('GridRowHeightParams');
    expect(visibleRows()).toEqual(['getRowHeight-prop']);
  });

  it('says properties on an interface page', () => {
    render(
      <DocsProvider>
        <PropsTable props={PROPS} total={PROPS.length} label="GridColDef properties" kind="properties" />
      </DocsProvider>,
    );
    expect(screen.getByRole('searchbox', { name: 'Filter properties' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 of 3 properties');
  });
});
