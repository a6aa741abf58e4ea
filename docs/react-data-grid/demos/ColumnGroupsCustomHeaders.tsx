import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Name', width: 160 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
];

// The renderer gets the group's name, its fields, its depth and more.
function ItemGroupHeader(params: GridColumnGroupHeaderParams) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <strong>{params.headerName}</strong>
      <Chip size="small" label={`${params.fields.length} fields`} />
    </Stack>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'customer',
    headerName: 'Customer',
    description: 'Who placed the order and where it ships to',
    headerAlign: 'center',
    headerClassName: 'group-customer',
    children: [{ field: 'customer' }, { field: 'country' }],
  },
  {
    groupId: 'item',
    headerName: 'Item',
    headerClassName: 'group-item',
    renderHeaderGroup: ItemGroupHeader,
    children: [{ field: 'product' }, { field: 'quantity' }, { field: 'unitPrice' }],
  },
];

export default function ColumnGroupsCustomHeaders() {
  return (
    <Box
      sx={(theme) => ({
        height: 440,
        width: '100%',
        '& .group-customer': {
          backgroundColor: '#e8f1fd',
          ...theme.applyStyles('dark', { backgroundColor: '#17324f' }),
        },
        '& .group-item': {
          backgroundColor: '#e9f6ec',
          ...theme.applyStyles('dark', { backgroundColor: '#173a22' }),
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={44}
      />
    </Box>
  );
}
