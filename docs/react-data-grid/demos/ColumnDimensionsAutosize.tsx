import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getShipmentRows, type ShipmentRow } from './columnDimensionsData';

const rows = getShipmentRows();

const columns: GridColDef<ShipmentRow>[] = [
  { field: 'orderNumber', headerName: 'Order number' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'product', headerName: 'Product' },
  { field: 'status', headerName: 'Fulfilment status' },
  { field: 'total', headerName: 'Total', type: 'number' },
];

export default function ColumnDimensionsAutosize() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  const options = [
    { label: 'includeHeaders', checked: includeHeaders, set: setIncludeHeaders },
    { label: 'includeOutliers', checked: includeOutliers, set: setIncludeOutliers },
    { label: 'expand', checked: expand, set: setExpand },
  ];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current?.autosizeColumns({
              includeHeaders,
              includeOutliers,
              expand,
            })
          }
        >
          Autosize columns
        </Button>
        {options.map((option) => (
          <FormControlLabel
            key={option.label}
            label={option.label}
            control={
              <Switch
                checked={option.checked}
                onChange={(event) => option.set(event.target.checked)}
              />
            }
          />
        ))}
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showColumnVerticalBorder
        />
      </div>
    </Stack>
  );
}
