import { DataGrid, GridColDef, GridColumnGroupingModel } from '@mui/x-data-grid';
import { getStockPrices, type StockPrice } from '@site/src/demo-data';

const rows = getStockPrices(20).map((day, index) => ({ id: index, ...day }));

type Row = StockPrice & { id: number };

const columns: GridColDef<Row>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  { field: 'open', headerName: 'Open', type: 'number', width: 90 },
  { field: 'high', headerName: 'High', type: 'number', width: 90 },
  { field: 'low', headerName: 'Low', type: 'number', width: 90 },
  { field: 'close', headerName: 'Close', type: 'number', width: 90 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
];

// Date and Volume belong to no group, so the row above them stays empty.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'price',
    headerName: 'Price (USD)',
    children: [
      { field: 'open' },
      { field: 'high' },
      { field: 'low' },
      { field: 'close' },
    ],
  },
];

export default function ColumnGroupsBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
      />
    </div>
  );
}
