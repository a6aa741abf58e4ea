import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const baseColumns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

export default function ColumnDimensionsSavedWidths() {
  // In an app, this object could be saved in user preferences.
  const [widths, setWidths] = React.useState<Record<string, number>>({});

  const columns = React.useMemo(
    () =>
      baseColumns.map((column) =>
        // A stored width replaces `flex` too: a flex column ignores its `width`.
        widths[column.field]
          ? { ...column, width: widths[column.field], flex: undefined }
          : column,
      ),
    [widths],
  );

  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    setWidths((prev) => ({
      ...prev,
      [params.colDef.field]: Math.round(params.width),
    }));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setWidths({})}>
        Reset widths
      </Button>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
        />
      </div>
      <Typography variant="body2" component="pre" sx={{ m: 0 }}>
        {JSON.stringify(widths)}
      </Typography>
    </Stack>
  );
}
