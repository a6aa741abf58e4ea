import {
  DataGridPro,
  GridColDef,
  GridHeaderFilterCell,
  GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'category', headerName: 'Category', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 120 },
];

// Wraps the default cell and marks the ones that currently filter the rows.
function MarkedHeaderFilterCell(props: GridHeaderFilterCellProps) {
  const { item, headerClassName } = props;
  const filtering = item.value !== undefined && item.value !== '';
  return (
    <GridHeaderFilterCell
      {...props}
      headerClassName={filtering ? `${headerClassName ?? ''} header-filter--active` : headerClassName}
    />
  );
}

export default function HeaderFiltersHighlight() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        slots={{ headerFilterCell: MarkedHeaderFilterCell }}
        sx={{
          '& .header-filter--active': {
            bgcolor: 'action.selected',
            boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`,
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ id: 1, field: 'category', operator: 'equals', value: 'Furniture' }],
            },
          },
        }}
      />
    </div>
  );
}
