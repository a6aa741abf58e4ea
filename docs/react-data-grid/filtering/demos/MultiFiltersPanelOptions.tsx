import {
  DataGridPro,
  GridColDef,
  GridLogicOperator,
  GridSlotProps,
} from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const filterPanel: GridSlotProps['filterPanel'] = {
  // Conditions always combine with "and"; the selector stays visible but disabled.
  logicOperators: [GridLogicOperator.And],
  // "Add filter" starts on the first column that has no condition yet.
  getColumnForNewFilter: ({ currentFilters, columns: all }) => {
    const used = new Set(currentFilters.map((item) => item.field));
    return all.find((column) => !used.has(column.field))?.field ?? null;
  },
  filterFormProps: {
    // Each column may be used once: hide the ones other conditions already use.
    filterColumns: ({ field, columns: all, currentFilters }) => {
      const usedElsewhere = new Set(
        currentFilters.filter((item) => item.field !== field).map((item) => item.field),
      );
      return all.filter((column) => !usedElsewhere.has(column.field)).map((c) => c.field);
    },
  },
  disableRemoveAllButton: true,
};

export default function MultiFiltersPanelOptions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ filterPanel }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'country', operator: 'equals', value: 'Japan' }],
            },
          },
        }}
      />
    </div>
  );
}
