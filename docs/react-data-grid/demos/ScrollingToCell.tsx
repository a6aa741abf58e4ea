import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  gridExpandedSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

// A 100 × 30 sheet: row numbers and columns C1 to C30.
const columns: GridColDef[] = [
  { field: 'id', headerName: 'Row', width: 70 },
  ...Array.from({ length: 30 }, (_, index) => ({
    field: `c${index + 1}`,
    headerName: `C${index + 1}`,
    width: 90,
    valueGetter: (_value: unknown, row: { id: number }) => `${row.id}·${index + 1}`,
  })),
];
const rows = Array.from({ length: 100 }, (_, index) => ({ id: index + 1 }));

export default function ScrollingToCell() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState(59);
  const [colIndex, setColIndex] = React.useState(24);

  const go = (focus: boolean) => {
    const api = apiRef.current;
    if (!api) return;
    api.scrollToIndexes({ rowIndex, colIndex });
    if (focus) {
      // The indexes count the rows left by the filters and the visible columns, in display order.
      const rowId = gridExpandedSortedRowIdsSelector(apiRef)[rowIndex]!;
      const field = gridVisibleColumnFieldsSelector(apiRef)[colIndex]!;
      api.setCellFocus(rowId, field);
    }
  };

  const numberField = (label: string, value: number, max: number, onChange: (next: number) => void) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={value}
      slotProps={{ htmlInput: { min: 0, max } }}
      onChange={(event) => onChange(Math.min(max, Math.max(0, Number(event.target.value))))}
      sx={{ width: 110 }}
    />
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {numberField('rowIndex', rowIndex, rows.length - 1, setRowIndex)}
        {numberField('colIndex', colIndex, columns.length - 1, setColIndex)}
        <Button size="small" variant="outlined" onClick={() => go(false)}>
          Scroll
        </Button>
        <Button size="small" variant="outlined" onClick={() => go(true)}>
          Scroll and focus
        </Button>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </div>
    </Stack>
  );
}
