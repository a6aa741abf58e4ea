import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function ColumnVisibilityControlled() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({
    country: false,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      {/* Our own controls: they read and write the same model as the grid menus. */}
      <FormGroup row role="group" aria-label="Visible columns">
        {columns.map((column) => (
          <FormControlLabel
            key={column.field}
            label={column.headerName}
            control={
              <Checkbox
                checked={model[column.field] !== false}
                onChange={(event) =>
                  setModel((prev) => ({
                    ...prev,
                    [column.field]: event.target.checked,
                  }))
                }
              />
            }
          />
        ))}
      </FormGroup>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
        />
      </div>
      <Typography variant="body2" component="code">
        {JSON.stringify(model)}
      </Typography>
    </Stack>
  );
}
