import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getOrders, ORDER_STATUSES, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    // No sorting, filtering or hiding from the headers, the menu or the panels.
    sortable: false,
    filterable: false,
    hideable: false,
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
  },
];

export default function ApiObjectLockedColumn() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({
              items: [{ field: 'status', operator: 'is', value: 'Pending' }],
            })
          }
        >
          Only pending orders
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('status', 'asc')}
        >
          Sort by status
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current?.setFilterModel({ items: [] });
            apiRef.current?.setSortModel([]);
          }}
        >
          Reset
        </Button>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
