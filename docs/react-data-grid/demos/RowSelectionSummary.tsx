import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  GridPagination,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function SelectionTotalFooter() {
  const apiRef = useGridApiContext();
  // A Map of the selected ids to their row models, updated on every selection change.
  const selectedRows = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  let sum = 0;
  selectedRows.forEach((row) => {
    sum += (row as Order | undefined)?.total ?? 0;
  });

  return (
    <GridFooterContainer sx={{ flexWrap: 'wrap' }}>
      <Box sx={{ px: 2, fontSize: 14, whiteSpace: 'nowrap' }}>
        {selectedRows.size} selected · {currency.format(sum)}
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function RowSelectionSummary() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        checkboxSelection
        columns={columns}
        rows={rows}
        slots={{ footer: SelectionTotalFooter }}
      />
    </div>
  );
}
