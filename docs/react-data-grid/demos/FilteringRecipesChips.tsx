import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { getOrders, ORDER_STATUSES, type Order, type OrderStatus } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 120,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// The chips read their state from the model, so they also follow changes made in the panel.
function selectedStatuses(model: GridFilterModel): OrderStatus[] {
  const item = model.items.find((it) => it.field === 'status' && it.operator === 'isAnyOf');
  return Array.isArray(item?.value) ? (item.value as OrderStatus[]) : [];
}

export default function FilteringRecipesChips() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'isAnyOf', value: ['Pending', 'Processing'] }],
  });
  const selected = selectedStatuses(filterModel);

  const toggle = (status: OrderStatus) => {
    const next = selected.includes(status)
      ? selected.filter((s) => s !== status)
      : [...selected, status];
    setFilterModel({
      items: next.length ? [{ field: 'status', operator: 'isAnyOf', value: next }] : [],
    });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ORDER_STATUSES.map((status) => {
          const on = selected.includes(status);
          return (
            <Chip
              key={status}
              label={status}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => toggle(status)}
            />
          );
        })}
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
    </Stack>
  );
}
