import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const leafOnly: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Customer, then order',
  leafField: 'orderNumber',
  width: 220,
};
const customersFirst: DataGridPremiumProps['groupingColDef'] = {
  ...leafOnly,
  mainGroupingCriteria: 'customer',
};

export default function RowGroupingLeafField() {
  const [sortCustomers, setSortCustomers] = React.useState(false);
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={sortCustomers}
            onChange={(event) => setSortCustomers(event.target.checked)}
          />
        }
        label="mainGroupingCriteria: 'customer'"
      />
      <div style={{ height: 420 }}>
        <DataGridPremium
          // Remount on change, so the initial sort below runs again with the new column.
          key={sortCustomers ? 'customers' : 'orders'}
          rows={rows}
          columns={columns}
          groupingColDef={sortCustomers ? customersFirst : leafOnly}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['customer'] },
            columns: { columnVisibilityModel: { customer: false, orderNumber: false } },
            sorting: {
              sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }],
            },
          }}
        />
      </div>
    </div>
  );
}
