import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function SelectionTotalFooter() {
  const apiRef = useGridApiContext();
  // A Map of the selected rows, keyed by id; the footer re-renders when the selection changes.
  const selected = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  const sum = Array.from(selected.values()).reduce((total, row) => total + (row as Order).total, 0);

  return (
    <GridFooterContainer>
      <Box sx={{ px: 2 }}>
        <Typography variant="body2">
          {selected.size > 0 ? `${selected.size} selected, ${currency.format(sum)}` : 'Select orders to add them up'}
        </Typography>
      </Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function SlotsCustomFooter() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: SelectionTotalFooter }}
        checkboxSelection
      />
    </div>
  );
}
