import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(150);

const columns: GridColDef<Order>[] = [
  // Unique per row: useless as a pivot field, so it stays out of the panel.
  { field: 'orderNumber', headerName: 'Order', width: 110, pivotable: false },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    pivotable: false,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: {
      rows: [{ field: 'customer' }],
      columns: [{ field: 'category', sort: 'asc' }],
      values: [{ field: 'total', aggFunc: 'sum' }],
    },
  },
};

export default function PivotDisable() {
  const apiRef = useGridApiRef();
  const [disablePivoting, setDisablePivoting] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (event.target.checked) {
      // Leave pivot mode first: disabling alone keeps the pivoted rows on screen.
      apiRef.current?.setPivotActive(false);
    }
    setDisablePivoting(event.target.checked);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disablePivoting} onChange={handleChange} />}
        label="disablePivoting"
      />
      <div style={{ height: 460, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          disablePivoting={disablePivoting}
          showToolbar
        />
      </div>
    </Stack>
  );
}
