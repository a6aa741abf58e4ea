import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';
import { columnName, createSheetColumns, createSheetRows } from './virtualizationData';

// 100,000 rows × 1,000 columns: a hundred million cells, of which only a few hundred are mounted.
// Rows hold only an id, and each value is computed when its cell renders.
const rows = createSheetRows(100_000);
const columns = createSheetColumns(1_000);

export default function VirtualizationLargeSheet() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div>
        <Button
          size="small"
          variant="outlined"
          // Column 0 is "Row", so column index 700 is the sheet column columnName(699).
          onClick={() => apiRef.current?.scrollToIndexes({ rowIndex: 74_999, colIndex: 700 })}
        >
          Go to row 75,000, column {columnName(699)}
        </Button>
      </div>
      <div style={{ height: 440, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          initialState={{ pinnedColumns: { left: ['id'] } }}
        />
      </div>
    </Stack>
  );
}
