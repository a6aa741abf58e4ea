import * as React from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { createRandom } from '@site/src/demo-data';

/** A row stores nothing but its id; every other value is computed when a cell needs it. */
export type SheetRow = { id: number };

export function createSheetRows(count: number): SheetRow[] {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
}

/** A fixed number from 0 to 9,999 for each cell: a seeded generator keyed by row and column. */
export function sheetValue(rowId: number, columnIndex: number): number {
  const random = createRandom(rowId * 4096 + columnIndex);
  return Math.floor(random() * 10000);
}

/** Spreadsheet-style names: A, B, ..., Z, AA, AB, ... */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A "Row" column followed by `count` number columns whose values come from `sheetValue`. */
export function createSheetColumns(count: number): GridColDef<SheetRow>[] {
  const columns: GridColDef<SheetRow>[] = [
    { field: 'id', headerName: 'Row', type: 'number', width: 80 },
  ];
  for (let index = 0; index < count; index += 1) {
    const name = columnName(index);
    columns.push({
      field: name,
      headerName: name,
      type: 'number',
      width: 80,
      valueGetter: (_value, row) => sheetValue(row.id, index),
    });
  }
  return columns;
}

/**
 * Counts the rows and cells currently mounted inside a grid root element, as a way to watch
 * virtualization at work. Pass the element the grid renders into.
 */
export function useMountedCounts(container: React.RefObject<HTMLElement | null>) {
  const [counts, setCounts] = React.useState({ rows: 0, cells: 0 });
  React.useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const measure = () =>
      setCounts({
        rows: element.querySelectorAll('[role="row"][data-id]').length,
        cells: element.querySelectorAll('[role="gridcell"]').length,
      });
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
  return counts;
}
