import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridColDef,
  GridExcelExportOptions,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { getOrders, ORDER_STATUSES, type Order } from '@site/src/demo-data';

const rows = getOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    // A list of options becomes a drop-down list in every Status cell of the file.
    valueOptions: [...ORDER_STATUSES],
    width: 120,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const options: GridExcelExportOptions = {
  fileName: 'order-status',
  valueOptionsSheetName: 'Statuses',
  // Runs before the header and the rows are written: add a title above them.
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.addRow(['Order status report']).font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // Runs after the rows: add a sum below the Total column and freeze the header.
  exceljsPostProcess: async ({ worksheet }) => {
    const last = worksheet.rowCount;
    worksheet.addRow([]);
    const totalRow = worksheet.addRow([
      'Total',
      '',
      '',
      { formula: `SUM(D4:D${last})` },
    ]);
    totalRow.font = { bold: true };
    worksheet.views = [{ state: 'frozen', ySplit: 3 }];
  },
};

export default function ExportExcelWorkbook() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  const describe = async () => {
    const workbook = await apiRef.current?.getDataAsExcel(options);
    if (!workbook) {
      return;
    }
    const lines = workbook.worksheets.map(
      (sheet) =>
        `${sheet.name}: ${sheet.rowCount} rows, column widths ${sheet.columns
          .map((column) => (column.width ?? 0).toFixed(1))
          .join(', ')}`,
    );
    setSummary(lines.join('\n'));
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          onClick={() => apiRef.current?.exportDataAsExcel(options)}
        >
          Download Excel file
        </Button>
        <Button variant="outlined" size="small" onClick={describe}>
          Inspect the workbook
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      {summary && (
        <pre
          dir="ltr"
          aria-label="Workbook summary"
          style={{ margin: 0, fontSize: 13, whiteSpace: 'pre-wrap' }}
        >
          {summary}
        </pre>
      )}
    </Stack>
  );
}
