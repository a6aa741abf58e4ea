import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110, hideable: false },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
];

const defaultModel: GridColumnVisibilityModel = { category: false, country: false };

export default function ColumnRecipesChooser() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>(defaultModel);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 150 }}>
        <FormLabel component="legend">Columns</FormLabel>
        <FormGroup sx={{ flexDirection: { xs: 'row', sm: 'column' } }}>
          {columns.map((column) => (
            <FormControlLabel
              key={column.field}
              label={column.headerName}
              control={
                <Checkbox
                  size="small"
                  checked={model[column.field] !== false}
                  // Columns marked hideable: false cannot be turned off here either.
                  disabled={column.hideable === false}
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
        <Button size="small" onClick={() => setModel(defaultModel)}>
          Restore defaults
        </Button>
      </Box>
      <Box sx={{ height: 420, minWidth: 0, flex: { sm: 1 } }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
        />
      </Box>
    </Stack>
  );
}
